// Sign-in accounts: every write to the users table is in this folder, so a rule about accounts has
// one home. This file holds the shapes screens see, the lookups, and the inserts, updates and
// deletes that flows (registration, erasure, admin user management) put in their own batches.

import { and, asc, count, eq, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { HomeownerRegistrationInput, UserListQuery } from '../../../schema/rules';
import { previousEmails, type UserRow, users } from '../../../schema/tables/accounts';
import type { TradesmanRow } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { planInForce } from '../listings/plans';
import { queueMailIf } from '../mail/outbox';
import { emailProofLink } from './email-proof';
import { homeownerProofMail } from './mails';
import { recordSignInAddress } from './sign-in-addresses';

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

/**
 * The tradesperson account (docs/product/business-side.md §3): the sign-in record as the
 * tradesperson dashboard sees it.
 */
export function toTradesmanAccount(user: UserRow, listing: TradesmanRow | null, now = new Date()) {
  return {
    id: user.id,
    username: user.username ?? user.email,
    email: user.email,
    businessName: listing?.name ?? user.name,
    // A lapsed paid plan is Free at once, before the hourly job writes it.
    plan: listing ? planInForce(listing, now) : 'free',
    billing: listing?.billing ?? 'monthly',
    isTemporaryPassword: user.isTemporaryPassword,
    profileImageUrl: user.profileImageUrl,
  };
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/** Every address the account has had: the current one first, then those it moved away from. */
export async function emailsOf(db: Database, user: { id: number; email: string }) {
  const previous = await db
    .select({ email: previousEmails.email })
    .from(previousEmails)
    .where(eq(previousEmails.userId, user.id));
  return [...new Set([user.email, ...previous.map(({ email }) => email)])];
}

export const emailTaken = 'An account with this email already exists. Please sign in instead.';

/**
 * A homeowner joins with a password they chose; their address is proven by the link mailed in the
 * same batch (docs/decisions/019-proven-e-mail-and-held-reviews.md).
 */
export async function registerHomeowner(
  db: Database,
  input: HomeownerRegistrationInput,
  origin: { siteUrl: string; addressHash: string | null },
  now: Date,
) {
  const passwordHash = await hashPassword(input.password);
  // Only the row this batch inserts: its password hash (salted) is like no other's.
  const userId = sql`(select ${users.id} from ${users} where ${users.email} = ${input.email} and ${users.passwordHash} = ${passwordHash})`;
  const proof = await emailProofLink(db, userId, origin.siteUrl, now);
  const created = sql`${userId} is not null`;
  const [[user]] = await db.batch([
    db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'resident',
        phone: input.phone || null,
        address: input.address || null,
        postcode: input.postcode || null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning(),
    proof.insert,
    ...(origin.addressHash ? [recordSignInAddress(db, userId, origin.addressHash, now)] : []),
    queueMailIf(db, homeownerProofMail(input.email, input.name, proof.link), created),
  ]);
  if (!user) fail(409, emailTaken);
  return user;
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

export async function listUsers(db: Database, query: UserListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.role !== 'all') conditions.push(eq(users.role, query.role));
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, '')}%`;
    conditions.push(or(like(users.name, pattern), like(users.email, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toPublicUser), total: total?.n ?? 0 };
}

/** Whether the user is an active admin with no other active admin beside them. */
export const isLastActiveAdmin = (id: number) => sql`(
  exists (select 1 from ${users} where ${users.id} = ${id} and ${users.role} = 'admin' and ${users.isActive} = 1)
  and not exists (select 1 from ${users} where ${users.id} <> ${id} and ${users.role} = 'admin' and ${users.isActive} = 1))`;

export async function countOtherActiveAdmins(db: Database, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, id)));
  return row?.n ?? 0;
}

export const userExistsWhere = (id: number, condition: SQL) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${condition})`;

/** The insert of a new account unless its e-mail is taken (then it returns no row). */
export function insertUserUnlessTaken(db: Database, values: typeof users.$inferInsert) {
  return db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
}

/** The update of a user, written only when `onlyIf` holds in the caller's batch. */
export function updateUserWhere(
  db: Database,
  id: number,
  change: Partial<typeof users.$inferInsert>,
  onlyIf: SQL,
) {
  return db
    .update(users)
    .set(change)
    .where(and(eq(users.id, id), onlyIf))
    .returning();
}

/** The delete of a user (their sessions and mailed links go by cascade), when `onlyIf` holds. */
export function deleteUserWhere(db: Database, id: number, onlyIf: SQL) {
  return db
    .delete(users)
    .where(and(eq(users.id, id), onlyIf))
    .returning({ id: users.id });
}
