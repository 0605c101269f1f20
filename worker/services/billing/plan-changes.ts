// A signed-in tradesperson changes plan. A paid plan is applied only once Stripe says it is paid:
// by a verified payment (a new subscription or a prorated change with something to pay) or, when
// nothing was due, by the subscription itself already billing the chosen plan. Moving to free
// cancels at the end of the paid period.
import {
  type BillingCycle,
  findPlan,
  isDowngrade,
  type PaymentFlow,
  type PlanId,
} from '../../../schema/plans';
import type { UpgradePlanInput } from '../../../schema/rules';
import type { TradesmanRow } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import type { Stripe } from '../../lib/stripe';
import { planInForce, setCancelAtPeriodEnd, setPaidPlan } from '../listings/plans';
import { findListing } from '../listings/profile';
import { billingMessages, consumePayment, findPayment } from './payments';
import { planItem, verifiedPayment } from './subscriptions';

export const planMessages = {
  noListing: 'No tradesman profile found',
  alreadyFree: 'Your listing is already on the Free plan.',
  /** A cheaper plan is a downgrade and said so (issue 26). */
  changed: (plan: string, downgrade: boolean) =>
    `You've been ${downgrade ? 'downgraded' : 'upgraded'} to the ${plan} plan.`,
  /** The same figure the trade was shown before paying (issue 23). */
  charged: (plan: string, downgrade: boolean, amount: string) =>
    `${planMessages.changed(plan, downgrade)} ${amount} was charged to your card.`,
  downgrade: (plan: string, date: string) =>
    `Your ${plan} plan stays in place until ${date}; your listing then moves to the Free plan.`,
} as const;

const ukDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function downgradeToFree(db: Database, stripe: Stripe, listing: TradesmanRow) {
  if (!listing.stripeSubscriptionId || listing.plan === 'free') fail(400, planMessages.alreadyFree);
  const subscription = await stripe.subscriptions.update(listing.stripeSubscriptionId, {
    cancel_at_period_end: true,
  });
  await setCancelAtPeriodEnd(db, listing.id, true);
  const endsAt = planItem(subscription).periodEnd;
  return planMessages.downgrade(findPlan(listing.plan)?.name ?? listing.plan, ukDate(endsAt));
}

const upgradeFlow: PaymentFlow = 'upgrade';

/**
 * A paid plan chosen again after asking to go free: Stripe must renew it again, as the listing will
 * now say. Only a completed change does this; one started and abandoned keeps the cancellation.
 */
async function keepRenewing(stripe: Stripe, subscription: Stripe.Subscription) {
  if (subscription.cancel_at_period_end) {
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
  }
}

/**
 * Grants the plan a verified upgrade payment paid for, once: from the trade's call, or from the
 * webhook when the browser never came back. Both may race; each writes the same plan and only one
 * marks the payment used.
 */
export async function applyUpgradePayment(
  db: Database,
  stripe: Stripe,
  listing: TradesmanRow,
  userId: number,
  paid: { plan: PlanId; billing: BillingCycle; paymentIntentId: string },
  now: Date,
) {
  const { row, item, subscription } = await verifiedPayment(db, stripe, paid.paymentIntentId, {
    plan: paid.plan,
    billing: paid.billing,
    flow: upgradeFlow,
    userId,
  });
  await keepRenewing(stripe, subscription);
  await db.batch([
    setPaidPlan(db, listing.id, {
      plan: paid.plan,
      billing: paid.billing,
      stripeCustomerId: row.stripeCustomerId as string,
      stripeSubscriptionId: row.stripeSubscriptionId as string,
      paidUntil: item.periodEnd,
      paymentIntentId: row.paymentIntentId,
    }),
    consumePayment(db, row.paymentIntentId, { userId, tradesmanId: listing.id }, now),
  ]);
  return row.amountPence;
}

/**
 * The payment already granted this plan to this listing (the webhook got there first, or the
 * browser asked twice): the change is done, and saying so is the truthful answer. The listing is
 * read afresh: the caller's copy may predate the webhook that applied the plan.
 */
async function alreadyApplied(db: Database, listingId: number, input: UpgradePlanInput) {
  if (!input.paymentIntentId) return null;
  const [row, listing] = await Promise.all([
    findPayment(db, input.paymentIntentId),
    findListing(db, listingId),
  ]);
  const applied =
    listing !== null &&
    row?.consumedAt != null &&
    row.tradesmanId === listing.id &&
    row.plan === input.plan &&
    row.billing === input.billing &&
    listing.plan === input.plan &&
    listing.stripeSubscriptionId === row.stripeSubscriptionId;
  return applied ? row.amountPence : null;
}

/** Pounds as the trade's screens write them: '£49', '£510.21'. */
const pounds = (pence: number) =>
  pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;

export async function changePlan(
  db: Database,
  stripe: () => Stripe,
  listing: TradesmanRow,
  userId: number,
  input: UpgradePlanInput,
  now: Date,
): Promise<string> {
  if (input.plan === 'free') return downgradeToFree(db, stripe(), listing);
  const planName = findPlan(input.plan)?.name ?? input.plan;
  const downgrade = isDowngrade(planInForce(listing, now), input.plan);
  if (input.paymentIntentId) {
    const paid = {
      plan: input.plan,
      billing: input.billing,
      paymentIntentId: input.paymentIntentId,
    };
    const charged = await applyUpgradePayment(db, stripe(), listing, userId, paid, now).catch(
      // Used already: by this listing for this plan (the webhook got there first, even while this
      // call verified it, or the browser asked twice), the change is done; otherwise refused.
      async (error: unknown) => {
        const applied = await alreadyApplied(db, listing.id, input);
        if (applied === null) throw error;
        return applied;
      },
    );
    return planMessages.charged(planName, downgrade, pounds(charged));
  }
  // Nothing was due (a change covered by the unused part of the current period): the live
  // subscription must already bill exactly this plan and cycle.
  if (!listing.stripeSubscriptionId) fail(402, billingMessages.notPaid);
  const subscription = await stripe().subscriptions.retrieve(listing.stripeSubscriptionId);
  const item = planItem(subscription);
  if (
    subscription.status !== 'active' ||
    item.plan !== input.plan ||
    item.billing !== input.billing
  ) {
    fail(402, billingMessages.notPaid);
  }
  await keepRenewing(stripe(), subscription);
  await setPaidPlan(db, listing.id, {
    plan: input.plan,
    billing: input.billing,
    stripeCustomerId: listing.stripeCustomerId as string,
    stripeSubscriptionId: subscription.id,
    paidUntil: item.periodEnd,
  });
  return planMessages.changed(planName, downgrade);
}

/** What the dashboard shows about billing. */
export function billingSummary(listing: TradesmanRow, now: Date) {
  return {
    plan: planInForce(listing, now),
    billing: listing.billing,
    paidUntil: listing.paidUntil?.toISOString() ?? null,
    nextRenewalDate:
      listing.paidUntil && !listing.cancelAtPeriodEnd ? listing.paidUntil.toISOString() : null,
    cancelAtPeriodEnd: listing.cancelAtPeriodEnd,
    billingProblem: listing.billingProblem,
    portalAvailable: listing.stripeCustomerId !== null,
  };
}
