// The paid plan a listing carries: set at registration, moved by payments and subscription events.
// Each returns the statement, so callers put it in their own batch.
import { and, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type BillingCycle, findPlan, type PlanId } from '../../../schema/plans';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';

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

/**
 * A registration's listing, pending verification and private until the owner proves the contact
 * e-mail (docs/decisions/019-proven-e-mail-and-held-reviews.md); the owner is the just-inserted
 * user.
 */
export function insertListing(db: Database, listing: NewListing, ownerId: SQL) {
  return db
    .insert(tradesmen)
    .values({ ...listing, ownerId, verificationStatus: 'pending', emailProofPending: true });
}

export interface PlanState {
  plan: PlanId;
  billing: BillingCycle;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  paidUntil: Date;
  paymentIntentId?: string;
}

/**
 * Stripe retries a failed renewal for up to two weeks (Smart Retries' default), so a paid plan
 * stays in force that long past its period; a plan set to cancel ends with its period.
 */
export const renewalRetryMs = 14 * 86_400_000;

type PlanFields = Pick<TradesmanRow, 'plan' | 'paidUntil' | 'cancelAtPeriodEnd'>;

/** A paid plan whose period ended without a paid renewal (or cancellation's end) in time. */
export function hasLapsed(listing: PlanFields, now: Date): boolean {
  if (listing.plan === 'free' || !listing.paidUntil) return false;
  const grace = listing.cancelAtPeriodEnd ? 0 : renewalRetryMs;
  return listing.paidUntil.getTime() + grace < now.getTime();
}

/** The plan a listing has now: a lapsed paid plan is the Free plan, before the hourly job says so. */
export const planInForce = (listing: PlanFields, now: Date): PlanId =>
  hasLapsed(listing, now) ? 'free' : listing.plan;

export const freeServiceLimit = findPlan('free')?.serviceLimit ?? 3;

/** The services a listing shows now: a lapsed plan shows only as many as Free allows. */
export function servicesInForce(listing: PlanFields & Pick<TradesmanRow, 'services'>, now: Date) {
  return hasLapsed(listing, now) ? listing.services.slice(0, freeServiceLimit) : listing.services;
}

/**
 * A paid plan shows every service again: those a lapse hid come back after the shown ones, in
 * their order, skipping any the trade has since added back. SQL, so a subscription event that only
 * knows the subscription id can put them back too.
 */
const restoredServices = {
  services: sql<string[]>`(select json_group_array(value) from (
    select value, 0 as part, key from json_each(${tradesmen.services})
    union all
    select value, 1 as part, key from json_each(${tradesmen.hiddenServices})
      where value not in (select value from json_each(${tradesmen.services}))
    order by part, key))`,
  hiddenServices: [],
};

/** A paid plan in force: a payment cleared any billing problem and any planned cancellation. */
export function setPaidPlan(db: Database, listingId: number, state: PlanState) {
  return db
    .update(tradesmen)
    .set({ ...state, ...restoredServices, cancelAtPeriodEnd: false, billingProblem: false })
    .where(eq(tradesmen.id, listingId));
}

/** Paid listings whose plan has lapsed by `now` (the hourly job's query). */
export function lapsedCondition(now: Date) {
  const ms = now.getTime();
  return and(
    ne(tradesmen.plan, 'free'),
    isNotNull(tradesmen.paidUntil),
    or(
      and(eq(tradesmen.cancelAtPeriodEnd, true), lt(tradesmen.paidUntil, new Date(ms))),
      lt(tradesmen.paidUntil, new Date(ms - renewalRetryMs)),
    ),
  );
}

/**
 * Writes a lapse: the Free plan (the rank tier follows by trigger), and services beyond Free's
 * limit moved aside so the next paid plan restores them. The Stripe ids stay: the subscription may
 * still be paid late, and an upgrade changes it rather than opening a second one. Repeats nothing:
 * the row must still be lapsed.
 */
export function lapsePlan(db: Database, listing: TradesmanRow, now: Date) {
  return db
    .update(tradesmen)
    .set({
      plan: 'free',
      services: listing.services.slice(0, freeServiceLimit),
      hiddenServices: [...listing.services.slice(freeServiceLimit), ...listing.hiddenServices],
    })
    .where(and(eq(tradesmen.id, listing.id), lapsedCondition(now)));
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
    .set(changes.plan && changes.plan !== 'free' ? { ...changes, ...restoredServices } : changes)
    .where(eq(tradesmen.stripeSubscriptionId, subscriptionId));
}

/**
 * A paid invoice: the plan is paid through its period. Invoices may arrive late and out of order,
 * so the date only moves forward, and only an invoice that reaches it clears a billing problem.
 */
export function recordPaidThrough(db: Database, subscriptionId: string, paidUntil: Date) {
  const ms = paidUntil.getTime();
  const reaches = sql`(${tradesmen.paidUntil} is null or ${tradesmen.paidUntil} <= ${ms})`;
  return db
    .update(tradesmen)
    .set({
      paidUntil: sql`max(coalesce(${tradesmen.paidUntil}, 0), ${ms})`,
      billingProblem: sql`case when ${reaches} then 0 else ${tradesmen.billingProblem} end`,
    })
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

/**
 * The listing's Stripe customer, once it first pays for anything (an add-on on the Free plan):
 * one customer per listing, kept for every later payment. Never replaces one already set.
 */
export function keepStripeCustomer(db: Database, listingId: number, customerId: string) {
  return db
    .update(tradesmen)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(tradesmen.id, listingId), isNull(tradesmen.stripeCustomerId)));
}
