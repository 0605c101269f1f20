// A tradesperson's listing: the tradesmen row whose ownerId is their user id. Every write to the
// tradesmen table lives here, so a rule about listings (who may change what, what a save clears)
// has one home. Public directory reads are in directory.ts. The trust figures (rating, response
// time) are derived from rows (reviews, quote requests) by statements that run inside the batch of
// the change that moves them, so a listing never shows a figure its rows do not support.
import { and, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { BillingCycle, PlanId } from '../../schema/catalogues';
import type { BusinessProfileInput } from '../../schema/rules';
import { reviews, tradesmen } from '../../schema/tables';
import type { Database } from '../db';
import type { UserRow } from './accounts';
import { assertWithinServiceLimit } from './plan-limits';

export type TradesmanRow = typeof tradesmen.$inferSelect;

export function toTradesmanProfile(listing: TradesmanRow) {
  return {
    id: listing.id,
    description: listing.description,
    services: listing.services,
    location: listing.location,
    credentials: listing.credentials,
    contactPhone: listing.contactPhone ?? '',
    website: listing.website ?? '',
    businessAddress: listing.businessAddress ?? '',
    yearsExperience: listing.yearsExperience,
    logoUrl: listing.logoUrl,
    isVerified: listing.isVerified,
  };
}

/** A listing with every field, for its owner and admins. */
export async function findListing(db: Database, id: number) {
  const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, id));
  return row ?? null;
}

export async function findOwnListing(db: Database, userId: number) {
  const [listing] = await db.select().from(tradesmen).where(eq(tradesmen.ownerId, userId)).limit(1);
  return listing ?? null;
}

/** Saves the signed-in tradesperson's business profile, creating their listing the first time. */
export async function saveBusinessProfile(
  db: Database,
  user: UserRow,
  input: BusinessProfileInput,
) {
  const fields = {
    ...input,
    contactPhone: input.contactPhone || null,
    website: input.website || null,
    businessAddress: input.businessAddress || null,
  };
  const existing = await findOwnListing(db, user.id);
  assertWithinServiceLimit(existing?.plan ?? 'free', input.services);
  const [saved] = existing
    ? await db.update(tradesmen).set(fields).where(eq(tradesmen.id, existing.id)).returning()
    : await db
        .insert(tradesmen)
        .values({ ...fields, ownerId: user.id, name: user.name, contactEmail: user.email })
        .returning();
  if (!saved) throw new Error('profile save returned nothing');
  return toTradesmanProfile(saved);
}

/** Clears featured badges whose end date has passed. Idempotent: the cron may run it twice. */
export async function expireFeaturedBadges(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(tradesmen)
    .set({ featured: false, featuredUntil: null })
    .where(
      and(
        eq(tradesmen.featured, true),
        isNotNull(tradesmen.featuredUntil),
        lte(tradesmen.featuredUntil, now),
      ),
    )
    .returning({ id: tradesmen.id });
  return expired.length;
}

/** A request counts as answered on time when the trade's first status change came within this. */
export const answerWindowMs = 48 * 60 * 60 * 1000;
/** Response rate and time stay 'N/A' until a trade has this many requests to judge by. */
export const responseMinimumRequests = 3;

const hourMs = 60 * 60 * 1000;

/** Any drizzle libSQL database: the Worker's HTTP one, or the seed's. */
type Writer = Pick<Database, 'update' | 'run'>;

/**
 * Rating average and count over the reviews still shown. A review hidden by moderators no longer
 * counts: it was removed for breaking the review policy (fake, abusive, not about the job), and a
 * bad rating alone is never a reason to hide one, so excluding it cannot flatter a trade.
 */
export function refreshRatings(db: Writer, tradesmanId: number) {
  const shown = sql`from ${reviews} where ${reviews.tradesmanId} = ${tradesmanId} and ${reviews.hidden} = 0`;
  return db
    .update(tradesmen)
    .set({
      ratingCount: sql`(select count(*) ${shown})`,
      ratingAverage: sql`coalesce((select round(avg(${reviews.rating}), 2) ${shown}), 0)`,
    })
    .where(eq(tradesmen.id, tradesmanId));
}

/**
 * Response rate and time from the listing's quote requests, as of `now`:
 * - a request is judged once the trade has answered it (any first status change, a decline too)
 *   or once 48 hours have passed without an answer; a request the homeowner withdrew before any
 *   answer is not judged at all;
 * - responseRate: the share of judged requests answered within 48 hours, a whole percentage, null
 *   ('N/A') until 3 requests are judged;
 * - responseHours: the median wait of the answered requests rounded up to whole hours (at least
 *   1), null until 3 were answered. The median, not the mean, so one request found weeks late
 *   does not drown a trade who usually answers the same day.
 */
export function refreshResponseStats(db: Writer, tradesmanId: number, now: Date) {
  const judgedSince = now.getTime() - answerWindowMs;
  return db.run(sql`
    with judged as (
      select first_responded_at - created_at as wait_ms
      from quote_requests
      where tradesman_id = ${tradesmanId}
        and (first_responded_at is not null or (withdrawn_at is null and created_at <= ${judgedSince}))
    ),
    answered as (select wait_ms from judged where wait_ms is not null order by wait_ms),
    median as (
      select avg(wait_ms) as wait_ms from (
        select wait_ms from answered
        limit 2 - (select count(*) from answered) % 2
        offset ((select count(*) from answered) - 1) / 2
      )
    )
    update tradesmen set
      response_rate = (
        select case when count(*) >= ${responseMinimumRequests}
          then cast(round(100.0 * sum(wait_ms is not null and wait_ms <= ${answerWindowMs}) / count(*)) as integer)
        end from judged
      ),
      response_hours = (
        select case when (select count(*) from answered) >= ${responseMinimumRequests}
          then max(1, cast((wait_ms + ${hourMs - 1}) / ${hourMs} as integer))
        end from median
      )
    where id = ${tradesmanId}`);
}

export interface NewListing {
  name: string;
  description: string;
  location: string;
  services: string[];
  credentials: string[];
  contactEmail: string;
  contactPhone: string;
  plan: PlanId;
  billing: BillingCycle;
  paymentIntentId: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  paidUntil: Date | null;
}

/** A registration's listing, pending verification; the owner is the just-inserted user. */
export function insertListing(db: Database, listing: NewListing, ownerId: SQL) {
  return db.insert(tradesmen).values({ ...listing, ownerId, verificationStatus: 'pending' });
}

export interface PlanState {
  plan: PlanId;
  billing: BillingCycle;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  paidUntil: Date;
  paymentIntentId?: string;
}

/** A paid plan in force: a payment cleared any billing problem and any planned cancellation. */
export function setPaidPlan(db: Database, listingId: number, state: PlanState) {
  return db
    .update(tradesmen)
    .set({ ...state, cancelAtPeriodEnd: false, billingProblem: false })
    .where(eq(tradesmen.id, listingId));
}

/** What a subscription event says about the listing that holds the subscription. */
export function updateBySubscription(
  db: Database,
  subscriptionId: string,
  changes: Partial<
    Pick<
      typeof tradesmen.$inferInsert,
      'plan' | 'billing' | 'paidUntil' | 'cancelAtPeriodEnd' | 'billingProblem'
    >
  >,
) {
  return db
    .update(tradesmen)
    .set(changes)
    .where(eq(tradesmen.stripeSubscriptionId, subscriptionId));
}

/** The subscription ended: back to the free plan, which keeps the listing and its details. */
export function endPaidPlan(db: Database, subscriptionId: string) {
  return db
    .update(tradesmen)
    .set({
      plan: 'free',
      billing: 'monthly',
      stripeSubscriptionId: null,
      paidUntil: null,
      cancelAtPeriodEnd: false,
      billingProblem: false,
    })
    .where(eq(tradesmen.stripeSubscriptionId, subscriptionId));
}

export function setCancelAtPeriodEnd(db: Database, listingId: number, cancel: boolean) {
  return db.update(tradesmen).set({ cancelAtPeriodEnd: cancel }).where(eq(tradesmen.id, listingId));
}
