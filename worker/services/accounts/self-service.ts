// Accounts as their owners use them: registration, sign-in, password changes, and the shapes
// screens see.
import { and, eq, ne } from 'drizzle-orm';
import type {
  ChangePasswordInput,
  HomeownerRegistrationInput,
  LoginInput,
} from '../../../schema/rules';
import { sessions, users } from '../../../schema/tables';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { findOwnListing, type TradesmanRow, toTradesmanProfile } from '../listings';
import { newSession } from '../sessions';

export type UserRow = typeof users.$inferSelect;

/** What any screen may know about a user: never the password hash. */
export function toPublicUser(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    username: user.username,
    isTradesman: user.isTradesman,
    isVerified: user.isVerified,
    isActive: user.isActive,
    isTemporaryPassword: user.isTemporaryPassword,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function toHomeowner(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    postcode: user.postcode ?? '',
    createdAt: user.createdAt.toISOString(),
  };
}

/** The spec's "tradesman account": the sign-in record as the tradesperson dashboard sees it. */
export function toTradesmanAccount(user: UserRow, listing: TradesmanRow | null) {
  return {
    id: user.id,
    username: user.username ?? user.email,
    email: user.email,
    businessName: listing?.name ?? user.name,
    plan: listing?.plan ?? 'free',
    billing: listing?.billing ?? 'monthly',
    isTemporaryPassword: user.isTemporaryPassword,
    profileImageUrl: user.profileImageUrl,
  };
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

export const emailTaken = 'An account with this email already exists. Please sign in instead.';

export async function registerHomeowner(db: Database, input: HomeownerRegistrationInput) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash,
      role: 'resident',
      phone: input.phone || null,
      address: input.address || null,
      postcode: input.postcode || null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) fail(409, emailTaken);
  return user;
}

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

/** The spec's login response for a user just signed in (the route adds the token). */
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
  return { session, response: await loginResponse(db, user) };
}

export const passwordMessages = {
  wrongCurrent: 'Current password is incorrect',
  sameAsOld: 'New password must be different from the current password',
} as const;

/** Sets a new password, clears the temporary flag and signs out the user's other devices. */
export async function changePassword(
  db: Database,
  user: UserRow,
  currentSessionId: string | null,
  input: ChangePasswordInput,
) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    fail(400, passwordMessages.wrongCurrent);
  }
  if (input.currentPassword === input.newPassword) fail(400, passwordMessages.sameAsOld);
  const passwordHash = await hashPassword(input.newPassword);
  await db.batch([
    db.update(users).set({ passwordHash, isTemporaryPassword: false }).where(eq(users.id, user.id)),
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId ?? ''))),
  ]);
}

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
