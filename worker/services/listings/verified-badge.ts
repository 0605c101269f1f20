// The Verified badge is derived (docs/decisions/018-derived-verified-badge.md,
// docs/product/business-side.md §10.2): the admin's identity and business check
// (verification_status 'verified') AND public liability insurance current AND at least one current
// scheme credential, all checked by an admin. The statements here run inside the batch of every
// change that moves one of those, and the hourly job clears a badge whose `verifiedUntil` passed, so
// the stored flag (and with it the rank tier the triggers of migration 0006 keep) follows.
import { and, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  type CredentialStatus,
  findCredentialScheme,
  insuranceSchemeId,
} from '../../../schema/credential-schemes';
import { utcDay } from '../../../schema/rules/credentials';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import { credentials } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { type Mail, queueMailIf } from '../mail/outbox';
import { credentialsTabLink } from '../verification/mails';

/** What the derivation needs of a credential. */
export interface BadgeCredential {
  scheme: string;
  status: CredentialStatus;
  expiresOn: string | null;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03-03' → '3 March 2026'. */
export const longDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/** Checked by an admin: verified, or verified once and since expired. */
const wasChecked = (credential: BadgeCredential) =>
  (credential.status === 'verified' || credential.status === 'expired') &&
  credential.expiresOn !== null;

/**
 * Why a listing the admin approved has no badge, as the profile says it
 * (docs/product/business-side.md §10.2): "Verification lapsed: insurance expired 3 March 2026",
 * or "Verification incomplete: …" when the missing credential was never checked. Null when both
 * credentials are current.
 */
export function verificationGap(credentialList: readonly BadgeCredential[], now: Date) {
  const today = utcDay(now);
  const checked = credentialList.filter(wasChecked);
  const gap = (isInsurance: boolean) => {
    const kind = checked.filter(
      (credential) => (credential.scheme === insuranceSchemeId) === isInsurance,
    );
    if (kind.some((credential) => (credential.expiresOn ?? '') > today)) return null;
    const last = kind.sort((a, b) => (b.expiresOn ?? '').localeCompare(a.expiresOn ?? ''))[0];
    if (last?.expiresOn) {
      const what = isInsurance
        ? 'insurance'
        : (findCredentialScheme(last.scheme)?.name ?? last.scheme);
      return `Verification lapsed: ${what} expired ${longDay(last.expiresOn)}`;
    }
    return isInsurance
      ? 'Verification incomplete: public liability insurance not yet checked'
      : 'Verification incomplete: no scheme credential checked yet';
  };
  return gap(true) ?? gap(false);
}

const expiryMs = (column: AnySQLiteColumn) =>
  sql`cast((julianday(${column}) - 2440587.5) * 86400000 as integer)`;

/** The SQL truth of the badge over the listing's current row, as of `now`. */
const badgeHolds = (now: Date) =>
  sql`(${tradesmen.verificationStatus} = 'verified' and ${tradesmen.verifiedUntil} is not null
    and ${tradesmen.verifiedUntil} > ${now.getTime()})`;

/**
 * The two statements that derive the badge, for the caller's batch after its own change: first
 * `verifiedUntil` from the checked credentials (the earlier of the last insurance's and the last
 * scheme credential's expiry), then `isVerified` from it and the admin's check.
 */
export function refreshVerifiedBadge(db: Pick<Database, 'update'>, tradesmanId: number, now: Date) {
  const checked = sql`from ${credentials} where ${credentials.tradesmanId} = ${tradesmanId}
    and ${credentials.status} in ('verified', 'expired') and ${credentials.expiresOn} is not null`;
  const lastOf = (condition: SQL) =>
    sql`(select max(${expiryMs(credentials.expiresOn)}) ${checked} and ${condition})`;
  const insurance = lastOf(sql`${credentials.scheme} = ${insuranceSchemeId}`);
  const scheme = lastOf(sql`${credentials.scheme} <> ${insuranceSchemeId}`);
  return [
    db
      .update(tradesmen)
      .set({ verifiedUntil: sql`min(${insurance}, ${scheme})` })
      .where(eq(tradesmen.id, tradesmanId)),
    db
      .update(tradesmen)
      .set({ isVerified: badgeHolds(now) })
      .where(
        and(eq(tradesmen.id, tradesmanId), sql`${tradesmen.isVerified} <> ${badgeHolds(now)}`),
      ),
  ] as const;
}

/** The mail that tells a trade its badge went, and why (docs/product/business-side.md §10.2). */
export function badgeLapseMail(to: string, name: string, reason: string, siteUrl: string): Mail {
  return {
    to,
    subject: `${name}: your Verified badge has lapsed`,
    body: `${reason}.\n\nThe Verified badge no longer shows on ${name}'s profile or in the directory. Sign in, open Credentials on your dashboard and record the renewed credential with its certificate; the badge returns as soon as our team has checked it against the register:\n${credentialsTabLink(siteUrl)}`,
    template: 'verified-badge-lapsed',
  };
}

/**
 * The change's batch tail: derive the badge again and, if it was showing and no longer holds, mail
 * the trade why — guarded in the batch, so the mail goes only when the flag really flips, once.
 * `after` is the listing's credentials as they are once the change is made (for the reason's text).
 */
export function rederiveBadge(
  db: Database,
  listing: { id: number; name: string; email: string | null },
  after: readonly BadgeCredential[],
  siteUrl: string,
  now: Date,
) {
  const [until, flag] = refreshVerifiedBadge(db, listing.id, now);
  const reason = verificationGap(after, now);
  const flips = sql`exists (select 1 from ${tradesmen} where ${tradesmen.id} = ${listing.id}
    and ${tradesmen.isVerified} = 1 and not ${badgeHolds(now)})`;
  const mail =
    listing.email && reason
      ? queueMailIf(db, badgeLapseMail(listing.email, listing.name, reason, siteUrl), flips)
      : null;
  return mail ? ([until, mail, flag] as const) : ([until, flag] as const);
}

/** A listing's checked credentials, for the derivation. */
export function checkedCredentialsOf(db: Database, tradesmanIds: number[]) {
  return db
    .select({
      tradesmanId: credentials.tradesmanId,
      scheme: credentials.scheme,
      status: credentials.status,
      expiresOn: credentials.expiresOn,
    })
    .from(credentials)
    .where(inArray(credentials.tradesmanId, tradesmanIds));
}

/**
 * The hourly job: clears each badge whose `verifiedUntil` passed and mails the trade why, once
 * (the mail is guarded by the flip in the same batch). Idempotent: the cron may run it twice.
 */
export async function expireVerifiedBadges(
  db: Database,
  siteUrl: string,
  now: Date,
): Promise<number> {
  const lapsed = await db
    .select({
      id: tradesmen.id,
      name: tradesmen.name,
      contactEmail: tradesmen.contactEmail,
      ownerEmail: users.email,
    })
    .from(tradesmen)
    .leftJoin(users, eq(users.id, tradesmen.ownerId))
    .where(
      and(
        eq(tradesmen.isVerified, true),
        isNotNull(tradesmen.verifiedUntil),
        lte(tradesmen.verifiedUntil, now),
      ),
    );
  if (lapsed.length === 0) return 0;
  const held = await checkedCredentialsOf(
    db,
    lapsed.map((listing) => listing.id),
  );
  const statements = lapsed.flatMap((listing) =>
    rederiveBadge(
      db,
      { id: listing.id, name: listing.name, email: listing.contactEmail || listing.ownerEmail },
      held.filter((credential) => credential.tradesmanId === listing.id),
      siteUrl,
      now,
    ),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return lapsed.length;
}

/** The badge as a read shows it: a stored badge whose end has passed is gone already. */
export const badgeShowsAt = (
  listing: { isVerified: boolean; verifiedUntil: Date | null },
  now: Date,
) =>
  listing.isVerified &&
  (listing.verifiedUntil === null || listing.verifiedUntil.getTime() > now.getTime());

/** `badgeShowsAt` in SQL, for a list ordered or filtered by the badge. */
export const badgeShowsSql = (now: Date) =>
  sql<boolean>`(${tradesmen.isVerified} = 1 and (${tradesmen.verifiedUntil} is null or ${tradesmen.verifiedUntil} > ${now.getTime()}))`;
