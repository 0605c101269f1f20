// Signing in and the password an owner changes while signed in.
import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, LoginInput } from '../../../schema/rules';
import type { UserRow } from '../../../schema/tables/accounts';
import { users } from '../../../schema/tables/accounts';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { findOwnListing, toTradesmanProfile } from '../listings/profile';
import { proveEmailOf } from './email-proof';
import { endSessionsOf, insertSession, newSession } from './sessions';
import { recordSignInAddress } from './sign-in-addresses';
import { retireResetLinks } from './tokens';
import { findUserByEmail, toHomeowner, toTradesmanAccount } from './users';

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

/**
 * The login answer (docs/product/public-site.md §3) for a user just signed in (the route adds the
 * token).
 */
export async function loginResponse(db: Database, user: UserRow) {
  const listing = user.role === 'tradesperson' ? await findOwnListing(db, user.id) : null;
  return {
    userType: user.role === 'tradesperson' ? ('tradesman' as const) : ('homeowner' as const),
    account: user.role === 'tradesperson' ? toTradesmanAccount(user, listing) : null,
    profile: listing ? toTradesmanProfile(listing) : null,
    homeowner: user.role === 'resident' ? toHomeowner(user) : null,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
  };
}

export interface SessionOrigin {
  /** The keyed hash of the network address signed in from; null when unknown. */
  addressHash: string | null;
  /**
   * The password typed was the temporary one we mailed: knowing it proves the address
   * (docs/decisions/019-proven-e-mail-and-held-reviews.md).
   */
  provesEmail: boolean;
}

/**
 * Opens a session and builds the login answer (docs/product/public-site.md §3; token is added by
 * the route).
 */
export async function openSession(
  db: Database,
  user: UserRow,
  password: string,
  now: Date,
  origin: SessionOrigin,
) {
  const session = newSession(user.id, now);
  const rehash = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
  await db.batch([
    insertSession(db, session),
    db
      .update(users)
      .set({ lastLoginAt: now, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(users.id, user.id)),
    ...(origin.addressHash ? [recordSignInAddress(db, user.id, origin.addressHash, now)] : []),
    ...(origin.provesEmail ? proveEmailOf(db, user.id, now) : []),
  ]);
  return { session, response: await loginResponse(db, user) };
}

export const passwordMessages = {
  wrongCurrent: 'Current password is incorrect',
  sameAsOld: 'New password must be different from the current password',
} as const;

/**
 * Sets a new password, clears the temporary flag, signs out the user's other devices and retires
 * the reset links mailed before.
 */
export async function changePassword(
  db: Database,
  user: UserRow,
  currentSessionId: string | null,
  input: ChangePasswordInput,
  now: Date,
) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    fail(400, passwordMessages.wrongCurrent);
  }
  if (input.currentPassword === input.newPassword) fail(400, passwordMessages.sameAsOld);
  const passwordHash = await hashPassword(input.newPassword);
  await db.batch([
    db.update(users).set({ passwordHash, isTemporaryPassword: false }).where(eq(users.id, user.id)),
    endSessionsOf(db, user.id, { keep: currentSessionId }),
    retireResetLinks(db, user.id, now),
  ]);
}
