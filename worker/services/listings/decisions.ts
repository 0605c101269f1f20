// Admin writes to tradesmen listings: verification decisions, featured badges and the removal of a
// departing owner's listings (the bulk import is in bulk-import.ts). Each decision is guarded in
// its WHERE, and its audit row and mail use the same guard in the same batch: a repeat or a
// refusal writes nothing.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { VerificationStatus } from '../../../schema/catalogues';
import { businessMessages } from '../../../schema/rules';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { type Actor, type AuditEntry, recordAudit } from '../audit/log';
import { type Mail, queueMailIf } from '../mail/outbox';
import { badgeShowsAt, refreshVerifiedBadge } from './verified-badge';

const noMail: Mail = { to: '', subject: '', body: '', template: 'none' };

const listingWhere = (id: number, condition: SQL) =>
  sql`exists (select 1 from ${tradesmen} where ${tradesmen.id} = ${id} and ${condition})`;

export function deleteListingsOf(db: Database, ownerId: number, onlyIf: SQL) {
  return db.delete(tradesmen).where(and(eq(tradesmen.ownerId, ownerId), onlyIf));
}

export interface VerificationDecision {
  status: VerificationStatus;
  notes: string;
  action: AuditEntry['action'];
  /** When the decision applies, over the listing's current row (e.g. only while pending). */
  appliesWhen: SQL;
  mail: Mail | null;
}

/** Sets a listing's verification status; null when `appliesWhen` did not hold (nothing written). */
export async function decideVerification(
  db: Database,
  actor: Actor,
  listing: TradesmanRow,
  decision: VerificationDecision,
): Promise<TradesmanRow | null> {
  const guard = listingWhere(listing.id, decision.appliesWhen);
  // The badge itself is derived from the decision and the checked credentials, after it.
  const change = {
    verificationStatus: decision.status,
    verificationNotes: decision.notes || null,
  };
  const audit = recordAudit(
    db,
    actor,
    {
      action: decision.action,
      targetType: 'tradesman',
      targetId: listing.id,
      before: {
        verificationStatus: listing.verificationStatus,
        verificationNotes: listing.verificationNotes,
      },
      after: {
        verificationStatus: change.verificationStatus,
        verificationNotes: change.verificationNotes,
      },
    },
    guard,
  );
  const update = db
    .update(tradesmen)
    .set(change)
    .where(and(eq(tradesmen.id, listing.id), guard))
    .returning();
  // With no address to write to, the mail step is a no-op guard (`0`).
  const mail = queueMailIf(db, decision.mail ?? noMail, decision.mail ? guard : sql`0`);
  const [, , [updated]] = await db.batch([
    audit,
    mail,
    update,
    ...refreshVerifiedBadge(db, listing.id, new Date()),
  ]);
  if (!updated) return null;
  // Answer the listing with its badge as derived in the batch.
  return (await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id)))[0] ?? updated;
}

/**
 * Features a listing until a date (null: permanently) or removes the badge. Only a listing the
 * directory shows as Verified may be featured: the team's pick vouches for it
 * (docs/product/business-side.md §4).
 */
export async function setFeatured(
  db: Database,
  actor: Actor,
  listing: TradesmanRow,
  featuredUntil: Date | null | 'off',
): Promise<TradesmanRow> {
  if (featuredUntil !== 'off' && !badgeShowsAt(listing, new Date())) {
    fail(400, businessMessages.featuringUnverified);
  }
  const change =
    featuredUntil === 'off'
      ? { featured: false, featuredUntil: null }
      : { featured: true, featuredUntil };
  const audit: AuditEntry = {
    action: featuredUntil === 'off' ? 'featured.removed' : 'featured.set',
    targetType: 'tradesman',
    targetId: listing.id,
    before: {
      featured: listing.featured,
      featuredUntil: listing.featuredUntil?.toISOString() ?? null,
    },
    after: {
      featured: change.featured,
      featuredUntil: change.featuredUntil?.toISOString() ?? null,
    },
  };
  // Removing a badge that is not there changes nothing and records nothing.
  const guard =
    featuredUntil === 'off' ? listingWhere(listing.id, sql`${tradesmen.featured} = 1`) : sql`1`;
  const [, updated] = await db.batch([
    recordAudit(db, actor, audit, guard),
    db
      .update(tradesmen)
      .set(change)
      .where(and(eq(tradesmen.id, listing.id), guard))
      .returning(),
  ]);
  return updated[0] ?? { ...listing, ...change };
}
