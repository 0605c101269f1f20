// The Stripe side of plans: a plan is a Stripe subscription priced from the catalogue, never from
// the client. `startPlanPayment` opens (or changes) the subscription and records what it asked
// for in `payments`; `verifiedPayment` checks a payment against that record and against Stripe
// before anything is granted.
import {
  type BillingCycle,
  findPlan,
  type PaymentFlow,
  type PlanId,
  pricePence,
} from '../../../schema/plans';
import type { TradesmanRow } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import type { Stripe } from '../../lib/stripe';
import { billingMessages, customersOfPayer, findPayment, recordPayment } from './payments';

export const currency = 'gbp';

/** Stripe product ids are ours, one per plan, created on first use. */
const productId = (plan: PlanId) => `rsg_plan_${plan}`;
const interval = (billing: BillingCycle) => (billing === 'annual' ? 'year' : 'month');

async function ensureProduct(stripe: Stripe, plan: PlanId): Promise<string> {
  const id = productId(plan);
  try {
    await stripe.products.retrieve(id);
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
    const name = `Retrofit Smarter Greener ${findPlan(plan)?.name} plan`;
    await stripe.products.create({ id, name }, { idempotencyKey: `product-${id}` });
  }
  return id;
}

async function findPromotionCode(stripe: Stripe, code: string): Promise<string> {
  const { data } = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
  const found = data[0];
  if (!found) fail(400, billingMessages.promoCode(code));
  return found.id;
}

/**
 * The Stripe customer to bill: one per listing, reused. Only ids the caller owns are reused, the
 * one stored on their own listing or, before a first plan change is completed, the one of a
 * payment they opened earlier: looking a customer up by e-mail would let anyone who types someone
 * else's address (or re-uses the address of a deleted account) attach a subscription to that
 * person's billing. A registration gets its own customer; there is no attempt id to key it on, so
 * a retried request makes a second, unused customer, which bills nobody.
 */
export async function customerFor(
  db: Database,
  stripe: Stripe,
  email: string,
  known: string | null,
  userId: number | null,
) {
  const earlier = known ?? (userId === null ? null : (await customersOfPayer(db, userId))[0]);
  if (earlier) return earlier;
  const customer = await stripe.customers.create({ email });
  return customer.id;
}

/** The subscription's single item: the plan it bills, the amount and the paid period. */
export function planItem(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  const product =
    typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
  return {
    id: item.id,
    plan: product.replace(/^rsg_plan_/, '') as PlanId,
    billing: (item.price.recurring?.interval === 'year' ? 'annual' : 'monthly') as BillingCycle,
    unitAmount: item.price.unit_amount ?? 0,
    currency: item.price.currency,
    periodEnd: new Date(item.current_period_end * 1000),
  };
}

const customerId = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

interface PlanPaymentInput {
  plan: PlanId;
  billing: BillingCycle;
  flow: PaymentFlow;
  email: string;
  promoCode: string;
  userId: number | null;
  /** The tradesperson's listing when upgrading: its subscription is changed, not duplicated. */
  listing: TradesmanRow | null;
  /** The preview's proration date (Unix seconds), so the change bills what was shown. */
  prorationDate?: number;
}

const liveStatuses = new Set(['active', 'past_due', 'trialing']);

/** The catalogue price as Stripe's inline price data (the product is ours, made on first use). */
async function planPriceData(stripe: Stripe, plan: PlanId, billing: BillingCycle) {
  return {
    currency,
    product: await ensureProduct(stripe, plan),
    unit_amount: pricePence(findPlan(plan) as NonNullable<ReturnType<typeof findPlan>>, billing),
    recurring: { interval: interval(billing) },
  } as const;
}

/** The listing's subscription when it still bills: a plan change alters it rather than adding one. */
async function liveSubscriptionOf(stripe: Stripe, listing: TradesmanRow | null) {
  if (!listing?.stripeSubscriptionId) return null;
  const current = await stripe.subscriptions.retrieve(listing.stripeSubscriptionId);
  return liveStatuses.has(current.status) ? current : null;
}

/** How old a preview's proration date may be and still bill exactly what the preview showed. */
const prorationDateLifetimeS = 60 * 60;

/** The preview's proration date while it is recent; otherwise Stripe prorates from now. */
function recentProrationDate(prorationDate: number | undefined, now: Date) {
  const nowS = Math.floor(now.getTime() / 1000);
  if (prorationDate === undefined) return undefined;
  return prorationDate <= nowS && nowS - prorationDate <= prorationDateLifetimeS
    ? prorationDate
    : undefined;
}

export interface PricePreview {
  /** What the card will be charged now, in pence. */
  amount: number;
  currency: string;
  /** Before the promotion code: the plan's price, or the prorated change. */
  beforeDiscount: number;
  /** Set for a change to a live subscription: pass it back when paying. */
  prorationDate: number | null;
  /** What each later period will cost, in pence (the catalogue price). */
  renewalAmount: number;
}

/**
 * The exact amount Stripe will charge now for a plan (issue 23): the catalogue price less a
 * promotion code for a new subscription, or a live subscription's change prorated to a pinned
 * date, both from Stripe's invoice preview. Creates nothing a person could be billed for.
 */
export async function previewPlanPrice(
  stripe: Stripe,
  input: Pick<PlanPaymentInput, 'plan' | 'billing' | 'promoCode' | 'listing'>,
  now: Date,
): Promise<PricePreview> {
  const [promotion, price, current] = await Promise.all([
    input.promoCode ? findPromotionCode(stripe, input.promoCode) : null,
    planPriceData(stripe, input.plan, input.billing),
    liveSubscriptionOf(stripe, input.listing),
  ]);
  const prorationDate = Math.floor(now.getTime() / 1000);
  const preview = current
    ? await stripe.invoices.createPreview({
        subscription: current.id,
        subscription_details: {
          items: [{ id: planItem(current).id, price_data: price }],
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
        },
      })
    : await stripe.invoices.createPreview({
        subscription_details: { items: [{ price_data: price }] },
        ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
      });
  return {
    amount: preview.amount_due,
    currency: preview.currency,
    beforeDiscount: preview.subtotal,
    prorationDate: current ? prorationDate : null,
    renewalAmount: price.unit_amount,
  };
}

/**
 * Opens the subscription for a plan (or changes the listing's live one, prorated and applied only
 * once paid; a cancellation the trade asked for stays until the change is completed) and answers
 * the client secret of the invoice's payment. No secret means nothing is due: the change is
 * already in force.
 */
export async function startPlanPayment(
  db: Database,
  stripe: Stripe,
  input: PlanPaymentInput,
  now: Date,
) {
  const promotion = input.promoCode ? await findPromotionCode(stripe, input.promoCode) : null;
  const customer = await customerFor(
    db,
    stripe,
    input.email,
    input.listing?.stripeCustomerId ?? null,
    input.userId,
  );
  const price = await planPriceData(stripe, input.plan, input.billing);
  const metadata = { plan: input.plan, billing: input.billing, flow: input.flow };
  const current = await liveSubscriptionOf(stripe, input.listing);
  const expand = ['latest_invoice.confirmation_secret'];
  const prorationDate = recentProrationDate(input.prorationDate, now);
  const subscription = current
    ? await stripe.subscriptions.update(current.id, {
        items: [{ id: planItem(current).id, price_data: price }],
        proration_behavior: 'always_invoice',
        ...(prorationDate === undefined ? {} : { proration_date: prorationDate }),
        payment_behavior: 'pending_if_incomplete',
        metadata,
        expand,
      })
    : await stripe.subscriptions.create({
        customer,
        items: [{ price_data: price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
        metadata,
        expand,
      });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const clientSecret = invoice.confirmation_secret?.client_secret ?? null;
  // A payment intent's client secret is `<intent id>_secret_<…>`.
  const paymentIntentId = clientSecret?.split('_secret_')[0] ?? null;
  if (paymentIntentId) {
    await recordPayment(db, {
      paymentIntentId,
      userId: input.userId,
      purpose: input.flow,
      plan: input.plan,
      billing: input.billing,
      amountPence: invoice.amount_due,
      currency: invoice.currency,
      email: input.email,
      stripeCustomerId: customer,
      stripeSubscriptionId: subscription.id,
    });
  }
  return {
    clientSecret,
    paymentIntentId,
    subscriptionId: subscription.id,
    customerId: customer,
    amount: invoice.amount_due,
    currency: invoice.currency,
    plan: input.plan,
    billing: input.billing,
  };
}

export interface ExpectedPayment {
  plan: PlanId;
  billing: BillingCycle;
  flow: PaymentFlow;
  /** Registration: the contact e-mail; upgrade: the tradesperson's user id. */
  email?: string;
  userId?: number;
}

/**
 * A payment that may grant the plan: ours (recorded when it was created), unused, for this plan,
 * cycle and payer, succeeded at Stripe for exactly the amount and currency asked, and its
 * subscription live at the catalogue's price. Anything else grants nothing.
 */
export async function verifiedPayment(
  db: Database,
  stripe: Stripe,
  paymentIntentId: string,
  expected: ExpectedPayment,
) {
  const row = await findPayment(db, paymentIntentId);
  if (!row || row.purpose !== expected.flow || !row.stripeSubscriptionId) {
    fail(402, billingMessages.unknownPayment);
  }
  if (row.consumedAt) fail(409, billingMessages.paymentUsed);
  const payer =
    expected.email !== undefined ? row.email === expected.email : row.userId === expected.userId;
  if (row.plan !== expected.plan || row.billing !== expected.billing || !payer) {
    fail(400, billingMessages.paymentMismatch);
  }
  const [intent, subscription] = await Promise.all([
    stripe.paymentIntents.retrieve(paymentIntentId),
    stripe.subscriptions.retrieve(row.stripeSubscriptionId),
  ]);
  const item = planItem(subscription);
  const plan = findPlan(expected.plan);
  const paid =
    intent.status === 'succeeded' &&
    intent.amount === row.amountPence &&
    intent.amount_received === intent.amount &&
    intent.currency === currency &&
    row.currency === currency &&
    intent.customer === row.stripeCustomerId &&
    customerId(subscription) === row.stripeCustomerId;
  if (!paid) fail(402, billingMessages.notPaid);
  const asCatalogue =
    plan !== undefined &&
    subscription.status === 'active' &&
    item.plan === expected.plan &&
    item.billing === expected.billing &&
    item.currency === currency &&
    item.unitAmount === pricePence(plan, expected.billing);
  if (!asCatalogue) fail(400, billingMessages.paymentMismatch);
  return { row, subscription, item };
}

/** A subscription in one of these states bills no more. */
export const endedStatuses = new Set(['canceled', 'incomplete_expired']);

/**
 * Ends a subscription at once (its payment is being undone). Safe to
 * repeat: one already ended is left alone, so a step that failed after this call can simply be
 * tried again.
 */
export async function cancelSubscriptionNow(stripe: Stripe, subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (endedStatuses.has(subscription.status)) return;
  await stripe.subscriptions.cancel(subscriptionId, undefined, {
    idempotencyKey: `cancel-${subscriptionId}`,
  });
}

/**
 * Ends every subscription still billing the user (their account is being deleted): all those of
 * the listing's Stripe customer and of the customers of payments they opened, so one paid for a
 * plan change never applied is ended too. Safe to repeat.
 */
export async function cancelEverySubscriptionOf(
  db: Database,
  stripe: Stripe,
  userId: number,
  listingCustomers: (string | null)[],
) {
  const customers = new Set([
    ...listingCustomers.filter((customer) => customer !== null),
    ...(await customersOfPayer(db, userId)),
  ]);
  for (const customer of customers) {
    const live = await stripe.subscriptions
      .list({ customer, limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    for (const subscription of live) {
      if (endedStatuses.has(subscription.status)) continue;
      await stripe.subscriptions.cancel(subscription.id, undefined, {
        idempotencyKey: `cancel-${subscription.id}`,
      });
    }
  }
}
