// Single-use links mailed to users (password resets, e-mail confirmations). The token travels only
// in the mail; the table keeps its SHA-256, and a link is claimed by one conditional UPDATE, so two
// uses at the same moment cannot both succeed.
import { and, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { accountTokens, users } from '../../../schema/tables/accounts';
import type { Database } from '../../db';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const minuteMs = 60_000;
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  'password-reset': 30 * minuteMs,
  'email-change': 24 * 60 * minuteMs,
  // As long as an unproven registration is kept (docs/decisions/019-proven-e-mail-and-held-reviews.md).
  'email-proof': 7 * 24 * 60 * minuteMs,
};

/** A fresh token (256 random bits, URL-safe) and the hash stored for it. */
export async function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { token, tokenHash: await hashToken(token) };
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The insert of a token for the active user with this e-mail, to run in the caller's batch. It
 * runs (and costs) the same whether or not such a user exists; it simply inserts no row.
 */
export function insertTokenForEmail(
  db: Database,
  email: string,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
) {
  const expiresAt = now.getTime() + tokenLifetimeMs[purpose];
  return db.run(sql`insert into ${accountTokens}
      (user_id, purpose, token_hash, expires_at, created_at)
    select ${users.id}, ${purpose}, ${tokenHash}, ${expiresAt}, ${now.getTime()}
    from ${users} where ${users.email} = ${email} and ${users.isActive} = 1`);
}

export function insertToken(
  db: Database,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; newEmail?: string },
  now: Date,
) {
  return db.insert(accountTokens).values({
    ...token,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[token.purpose]),
    createdAt: now,
  });
}

/**
 * Claims an unused, unexpired token: the one statement that marks it used answers its user (and
 * new e-mail); null for a forged, used or expired token. `onlyIf` adds a condition over the row.
 */
export async function claimToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  onlyIf?: SQL,
) {
  const [claimed] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, await hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        onlyIf,
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return claimed ?? null;
}

/** The token's row while it may still be claimed, without claiming it. */
export async function findOpenToken(db: Database, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, await hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Retires the user's open links of this purpose (a reset or change makes them stale), when
 * `onlyIf` holds (the caller's batch ties it to its own change).
 */
export function retireTokens(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
  onlyIf?: SQL,
) {
  return db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        onlyIf,
      ),
    );
}

/**
 * A new password or a new e-mail address retires every reset link mailed before it (by whoever
 * changed it: the owner, a reset, an admin), so a link sitting in an old inbox opens nothing.
 */
export const retireResetLinks = (db: Database, userId: number, now: Date, onlyIf?: SQL) =>
  retireTokens(db, userId, 'password-reset', now, onlyIf);

/** Links past their time are worth nothing: the hourly job drops them a day later. */
export function purgeExpiredTokens(db: Database, now: Date) {
  return db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, new Date(now.getTime() - 24 * 60 * minuteMs)));
}
