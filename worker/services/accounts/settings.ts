// The settings page: what a signed-in user sees and may change of their own account.
import { eq } from 'drizzle-orm';
import type { AccountInput } from '../../../schema/rules';
import type { UserRow } from '../../../schema/tables/accounts';
import { users } from '../../../schema/tables/accounts';
import type { Database } from '../../db';

/** The settings page's account: never the hash. Phone and address belong to residents. */
export function toAccount(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phone: user.phone ?? '',
    address: user.address ?? '',
    postcode: user.postcode ?? '',
    isVerified: user.isVerified,
    isTemporaryPassword: user.isTemporaryPassword,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Saves the settings form: all four fields for a resident, the name alone for anyone else. */
export async function updateAccount(db: Database, user: UserRow, input: AccountInput) {
  const change =
    user.role === 'resident'
      ? {
          name: input.name,
          phone: input.phone || null,
          address: input.address || null,
          postcode: input.postcode || null,
        }
      : { name: input.name };
  const [updated] = await db.update(users).set(change).where(eq(users.id, user.id)).returning();
  return toAccount(updated ?? user);
}
