// The daily reconciliation: each paid listing is compared with its Stripe subscription (plan,
// status, period end) and any difference is recorded for admins. Webhooks keep the two in step;
// this catches what a lost or misapplied event left behind. Read-only towards Stripe and listings.
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { billingDrift, type driftFields } from '../../../schema/tables/billing';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { planItem } from './subscriptions';

type DriftField = (typeof driftFields)[number];
interface Found {
  tradesmanId: number;
  subscriptionId: string;
  field: DriftField;
  ours: string;
  stripe: string;
}

/** The hour (UTC) the hourly cron runs the reconciliation in, so it runs once a day. */
export const reconciliationHour = 3;

/** Stripe's statuses as the listing can hold them: a trial bills like an active plan. */
const statusOf = (status: string) => (status === 'trialing' ? 'active' : status);
const isoSeconds = (date: Date | null) =>
  date ? new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString() : 'none';

async function subscriptionOf(stripe: Stripe, id: string) {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw error;
  }
}

type Listing = Pick<
  TradesmanRow,
  'id' | 'plan' | 'paidUntil' | 'billingProblem' | 'stripeSubscriptionId'
>;

/** What differs between one listing and its subscription (none when they agree). */
function differences(listing: Listing, subscription: Stripe.Subscription | null): Found[] {
  const subscriptionId = listing.stripeSubscriptionId as string;
  const found = (field: DriftField, ours: string, stripe: string): Found[] =>
    ours === stripe ? [] : [{ tradesmanId: listing.id, subscriptionId, field, ours, stripe }];
  const ourStatus = listing.billingProblem ? 'past_due' : 'active';
  if (!subscription) return found('status', ourStatus, 'missing');
  const item = planItem(subscription);
  return [
    ...found('plan', listing.plan, item.plan),
    ...found('status', ourStatus, statusOf(subscription.status)),
    // A renewal Stripe is still retrying starts its new period unpaid, while `paidUntil` stays at
    // the end of what was paid (the lapse rule counts from it): no drift until it is paid.
    ...(subscription.status === 'past_due'
      ? []
      : found('periodEnd', isoSeconds(listing.paidUntil), isoSeconds(item.periodEnd))),
  ];
}

/**
 * Compares every paid listing with its subscription and records the drift: a new difference opens
 * a row, one still there keeps its row (with Stripe's latest value), one gone is resolved.
 * Idempotent: a re-run finds the same rows. Answers how many rows are open afterwards.
 */
export async function reconcileSubscriptions(
  db: Database,
  stripe: Stripe,
  now: Date,
): Promise<number> {
  const listings = await db
    .select({
      id: tradesmen.id,
      plan: tradesmen.plan,
      paidUntil: tradesmen.paidUntil,
      billingProblem: tradesmen.billingProblem,
      stripeSubscriptionId: tradesmen.stripeSubscriptionId,
    })
    .from(tradesmen)
    .where(and(ne(tradesmen.plan, 'free'), isNotNull(tradesmen.stripeSubscriptionId)));
  const found: Found[] = [];
  for (const listing of listings) {
    const subscription = await subscriptionOf(stripe, listing.stripeSubscriptionId as string);
    found.push(...differences(listing, subscription));
  }
  const open = await db.select().from(billingDrift).where(isNull(billingDrift.resolvedAt));
  const key = (row: { tradesmanId: number; field: string }) => `${row.tradesmanId}:${row.field}`;
  const foundKeys = new Set(found.map(key));
  const openByKey = new Map(open.map((row) => [key(row), row]));
  const writes = [
    ...open
      .filter((row) => !foundKeys.has(key(row)))
      .map((row) =>
        db.update(billingDrift).set({ resolvedAt: now }).where(eq(billingDrift.id, row.id)),
      ),
    ...found.map((drift) => {
      const existing = openByKey.get(key(drift));
      return existing
        ? db
            .update(billingDrift)
            .set({ ours: drift.ours, stripe: drift.stripe, subscriptionId: drift.subscriptionId })
            .where(eq(billingDrift.id, existing.id))
        : db
            .insert(billingDrift)
            .values({ ...drift, foundAt: now })
            .onConflictDoNothing();
    }),
  ];
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  return found.length;
}

/** The open drift for the admin dashboard, newest first, with the listing's name. */
export async function openBillingDrift(db: Database) {
  const rows = await db
    .select({
      id: billingDrift.id,
      tradesmanId: billingDrift.tradesmanId,
      listingName: tradesmen.name,
      subscriptionId: billingDrift.subscriptionId,
      field: billingDrift.field,
      ours: billingDrift.ours,
      stripe: billingDrift.stripe,
      foundAt: billingDrift.foundAt,
    })
    .from(billingDrift)
    .innerJoin(tradesmen, eq(tradesmen.id, billingDrift.tradesmanId))
    .where(isNull(billingDrift.resolvedAt))
    .orderBy(desc(billingDrift.foundAt), desc(billingDrift.id));
  return { count: rows.length, rows };
}
