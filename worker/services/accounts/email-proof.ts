// Proof that an account's owner reads its e-mail (docs/decisions/019-proven-e-mail-and-held-
// reviews.md): a link mailed at registration, or anything else only the inbox could give (a reset
// link, a confirmed e-mail change, the first sign-in with a mailed temporary password). Proof
// makes a trade's listing public and gives a homeowner's reviews their "Verified customer" line.
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { accountMessages } from '../../../schema/rules';
import { accountTokens, users } from '../../../schema/tables/accounts';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { publishProvenListingOf } from '../listings/profile';
import { claimToken, findOpenToken, newToken, tokenLifetimeMs } from './tokens';

/** How long an unproven registration is kept before the hourly job removes it. */
export const unprovenRegistrationLifetimeMs = tokenLifetimeMs['email-proof'];

/** The statements that mark the user's address proven and publish their listing, for a batch. */
export function proveEmailOf(db: Database, userId: number | SQL, now: Date) {
  return [
    db
      .update(users)
      .set({ emailProvenAt: now })
      .where(and(sql`${users.id} = ${userId}`, isNull(users.emailProvenAt))),
    publishProvenListingOf(db, userId),
  ] as const;
}

/**
 * A fresh proof link for a new account, and the insert of its token for the caller's batch. The
 * user is a subquery over the batch's own insert; when it finds no row, nothing is inserted.
 */
export async function emailProofLink(db: Database, userId: SQL, siteUrl: string, now: Date) {
  const { token, tokenHash } = await newToken();
  const expiresAt = now.getTime() + tokenLifetimeMs['email-proof'];
  return {
    link: `${siteUrl}/confirm-email?token=${token}`,
    insert:
      db.run(sql`insert into ${accountTokens} (user_id, purpose, token_hash, expires_at, created_at)
      select ${userId}, 'email-proof', ${tokenHash}, ${expiresAt}, ${now.getTime()}
      where ${userId} is not null`),
  };
}

/** Whether the token is an open proof link (the confirm route serves both kinds of link). */
export async function isEmailProofToken(db: Database, token: string, now: Date) {
  return (await findOpenToken(db, token, 'email-proof', now)) !== null;
}

/** Claims a proof link: the address is proven and the listing goes public, in one batch. */
export async function confirmEmailProof(db: Database, token: string, now: Date) {
  const claimed = await claimToken(db, token, 'email-proof', now);
  if (!claimed) fail(400, accountMessages.emailLinkInvalid);
  await db.batch(proveEmailOf(db, claimed.userId, now));
}

/** Tradesperson accounts that registered more than 7 days ago and never proved their address. */
export async function findStaleUnprovenTrades(db: Database, now: Date) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'tradesperson'),
        isNull(users.emailProvenAt),
        lt(users.createdAt, new Date(now.getTime() - unprovenRegistrationLifetimeMs)),
      ),
    )
    .limit(100);
}

/** Whether the user still has not proven their address (guards a removal's batch). */
export const stillUnproven = (userId: number) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailProvenAt} is null)`;
