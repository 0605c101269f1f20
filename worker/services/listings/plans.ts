// The paid plan a listing carries: set at registration, moved by payments and subscription events.
// Each returns the statement, so callers put it in their own batch.
import { eq, type SQL } from 'drizzle-orm';
import type { BillingCycle, PlanId } from '../../../schema/catalogues';
import { tradesmen } from '../../../schema/tables/listings';
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
