// Writes of the users table for onboarding (the lead merges these with the other account writes).
import { users } from '../../schema/tables';
import type { Database } from '../db';

interface NewTradesperson {
  name: string;
  email: string;
  username: string;
  passwordHash: string;
  phone: string;
}

/** The insert for a tradesperson who joined through registration: their password is temporary. */
export function insertTradespersonAccount(db: Database, account: NewTradesperson) {
  return db
    .insert(users)
    .values({
      ...account,
      role: 'tradesperson',
      isTradesman: true,
      isTemporaryPassword: true,
    })
    .returning();
}
