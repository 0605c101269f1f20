import { eq } from 'drizzle-orm';
import type { LoginInput } from '../../schema/rules';
import { sessions, users } from '../../schema/tables';
import type { Database } from '../db';
import { fail } from '../lib/errors';
import { hashPassword, needsRehash, verifyPassword } from '../lib/password';
import { newSession } from './sessions';
import {
  findOwnListing,
  findUserByEmail,
  toHomeowner,
  toTradesmanAccount,
  toTradesmanProfile,
  type UserRow,
} from './users';

export const loginMessages = {
  invalid: 'Invalid email or password',
  inactive: 'This account has been deactivated. Please contact us if you think this is a mistake.',
} as const;

/** A hash to compare against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

/** Checks the credentials; null means wrong email or password (the caller says which, never). */
export async function checkCredentials(db: Database, input: LoginInput): Promise<UserRow | null> {
  const user = await findUserByEmail(db, input.email);
  decoyHash ??= hashPassword('decoy-password');
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) return null;
  if (!user.isActive) fail(403, loginMessages.inactive);
  return user;
}

/** Opens a session and builds the spec's login response (token is added by the route). */
export async function openSession(db: Database, user: UserRow, password: string, now: Date) {
  const session = newSession(user.id, now);
  const rehash = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
  await db.batch([
    db.insert(sessions).values(session),
    db
      .update(users)
      .set({ lastLoginAt: now, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(users.id, user.id)),
  ]);
  const listing = user.role === 'tradesperson' ? await findOwnListing(db, user.id) : null;
  return {
    session,
    response: {
      userType: user.role === 'tradesperson' ? ('tradesman' as const) : ('homeowner' as const),
      account: user.role === 'tradesperson' ? toTradesmanAccount(user, listing) : null,
      profile: listing ? toTradesmanProfile(listing) : null,
      homeowner: user.role === 'resident' ? toHomeowner(user) : null,
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
    },
  };
}
