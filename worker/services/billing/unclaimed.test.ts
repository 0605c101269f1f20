import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, tradesmen } from '../../../schema/tables';
import { runHourlyJobs } from '../../scheduled';
import { makeTradesman, signedIn, testPassword } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import {
  deliverAll,
  eventsFor,
  type PaymentAnswer,
  paidUpgradeNotApplied,
  payWithCard,
  registration,
  renew,
  resend,
  startPayment,
  stripe,
  uniqueEmail,
} from '../../test/stripe';
import { recordPayment } from './payments';
import { changePlan } from './plan-changes';
import { claimWindowMs } from './unclaimed';

const bindings = freshBindings();
const db = databaseOf(bindings);
const afterTheWindow = () => new Date(Date.now() + claimWindowMs + 60 * 60 * 1000);
/** 03:00 UTC two days on: past the window, in the hour of the daily reconciliation. */
const reconciliationHourAfterTheWindow = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 3));
};

async function tradespersonWithListing() {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, { ownerId: session.user.id });
  const plan = async () =>
    (await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id)))[0]?.plan;
  return { ...session, listing, plan };
}

const paymentRow = async (paymentIntentId: string | null) =>
  (
    await db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, paymentIntentId ?? ''))
  )[0];

const refundsOf = async (paymentIntentId: string | null) =>
  (await stripe().refunds.list({ payment_intent: paymentIntentId ?? '' })).data;

/** A registration paid with the test card and never completed. */
async function paidRegistration() {
  const { answer } = await startPayment(bindings, {
    plan: 'starter',
    billing: 'monthly',
    email: uniqueEmail(),
  });
  const payment = answer as PaymentAnswer;
  expect((await payWithCard(bindings, payment)).status).toBe(200);
  return payment;
}

/** What the sweep must leave as it was: a paid registration Stripe has never heard of. */
async function paymentStripeDoesNotKnow() {
  const paymentIntentId = `pi_unknown_${crypto.randomUUID().slice(0, 8)}`;
  await recordPayment(db, {
    paymentIntentId,
    userId: null,
    purpose: 'registration',
    plan: 'starter',
    billing: 'monthly',
    amountPence: 1900,
    currency: 'gbp',
    email: uniqueEmail(),
    stripeCustomerId: 'cus_unknown_to_stripe',
    stripeSubscriptionId: 'sub_unknown_to_stripe',
  });
  await db
    .update(payments)
    .set({ status: 'succeeded' })
    .where(eq(payments.paymentIntentId, paymentIntentId));
  return paymentIntentId;
}

describe('payments nobody came back for', () => {
  it("grants a paid upgrade from its webhook, once, and the browser's late call agrees", async () => {
    const { token, plan } = await tradespersonWithListing();
    const payment = await paidUpgradeNotApplied(bindings, token, 'professional');
    expect(await plan()).toBe('free');
    const [succeeded] = await eventsFor(payment.paymentIntentId ?? '', 'payment_intent.succeeded');
    expect(succeeded).toBeDefined();
    await deliverAll(bindings, [succeeded as NonNullable<typeof succeeded>]);
    expect(await plan()).toBe('professional');
    expect((await paymentRow(payment.paymentIntentId))?.consumedAt).not.toBeNull();
    // Stripe delivers again, late: nothing more happens.
    expect((await resend(bindings, succeeded?.id ?? '')).status).toBe(200);
    const late = await call(bindings, 'POST', '/api/tradesman/upgrade-plan', {
      token,
      body: { plan: 'professional', billing: 'monthly', paymentIntentId: payment.paymentIntentId },
    });
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({
      message: "You've been upgraded to the Professional plan. £49 was charged to your card.",
      account: { plan: 'professional' },
    });
    expect(await refundsOf(payment.paymentIntentId)).toEqual([]);
  });

  it('answers the browser as done when the webhook applies the plan while its call is under way', async () => {
    const { token, user, listing, plan } = await tradespersonWithListing();
    const payment = await paidUpgradeNotApplied(bindings, token, 'starter');
    // The call read the listing (still Free) just before the webhook applied the payment.
    const before = (await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id)))[0];
    const [succeeded] = await eventsFor(payment.paymentIntentId ?? '', 'payment_intent.succeeded');
    await deliverAll(bindings, [succeeded as NonNullable<typeof succeeded>]);
    expect(await plan()).toBe('starter');
    const message = await changePlan(
      db,
      stripe,
      before as NonNullable<typeof before>,
      user.id,
      { plan: 'starter', billing: 'monthly', paymentIntentId: payment.paymentIntentId ?? '' },
      new Date(),
    );
    expect(message).toBe("You've been upgraded to the Starter plan. £19 was charged to your card.");
  });

  it('grants a paid upgrade whose webhook never came, through the hourly sweep', async () => {
    const { token, plan } = await tradespersonWithListing();
    const payment = await paidUpgradeNotApplied(bindings, token, 'starter');
    await runHourlyJobs(db, bindings, new Date());
    expect(await plan()).toBe('free');
    await runHourlyJobs(db, bindings, afterTheWindow());
    expect(await plan()).toBe('starter');
    expect((await stripe().subscriptions.retrieve(payment.subscriptionId)).status).toBe('active');
  });

  it('refunds a registration paid for and never completed once the day is out, and only then', async () => {
    const email = uniqueEmail();
    const { answer } = await startPayment(bindings, { plan: 'starter', billing: 'monthly', email });
    const payment = answer as PaymentAnswer;
    expect((await payWithCard(bindings, payment)).status).toBe(200);
    await runHourlyJobs(db, bindings, new Date());
    expect(await refundsOf(payment.paymentIntentId)).toEqual([]);
    await runHourlyJobs(db, bindings, afterTheWindow());
    expect((await refundsOf(payment.paymentIntentId)).map((refund) => refund.amount)).toEqual([
      payment.amount,
    ]);
    expect((await stripe().subscriptions.retrieve(payment.subscriptionId)).status).toBe('canceled');
    expect((await paymentRow(payment.paymentIntentId))?.status).toBe('undone');
    // Looked at once: a later run refunds nothing more, and the payment registers nobody.
    await runHourlyJobs(db, bindings, afterTheWindow());
    expect(await refundsOf(payment.paymentIntentId)).toHaveLength(1);
    const late = await call(bindings, 'POST', '/api/register-tradesman', {
      body: registration({
        contactEmail: email,
        plan: 'starter',
        paymentIntentId: payment.paymentIntentId,
      }),
    });
    expect(late.ok).toBe(false);
    expect(
      (await db.select().from(tradesmen).where(eq(tradesmen.contactEmail, email))).length,
    ).toBe(0);
  });

  it('refunds a registration paid and never completed even when its subscription no longer bills as paid', async () => {
    const payment = await paidRegistration();
    // The renewal failed: the plan can no longer be verified as paid at the catalogue's terms,
    // but the first charge still took the money.
    await renew(payment.subscriptionId, 'failed');
    await runHourlyJobs(db, bindings, afterTheWindow());
    expect((await refundsOf(payment.paymentIntentId)).map((refund) => refund.amount)).toEqual([
      payment.amount,
    ]);
    expect((await stripe().subscriptions.retrieve(payment.subscriptionId)).status).toBe('canceled');
    expect((await paymentRow(payment.paymentIntentId))?.status).toBe('undone');
  });

  it('refunds a paid plan change whose listing was deleted before it was applied, once', async () => {
    const { token, listing } = await tradespersonWithListing();
    const payment = await paidUpgradeNotApplied(bindings, token, 'professional');
    const deleted = await call(bindings, 'DELETE', '/api/account', {
      token,
      body: { password: testPassword },
    });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id))).toEqual([]);
    // Stripe's payment event arrives after the deletion: nobody is left to grant the plan to.
    const [succeeded] = await eventsFor(payment.paymentIntentId ?? '', 'payment_intent.succeeded');
    await deliverAll(bindings, [succeeded as NonNullable<typeof succeeded>]);
    expect((await refundsOf(payment.paymentIntentId)).map((refund) => refund.amount)).toEqual([
      payment.amount,
    ]);
    expect((await stripe().subscriptions.retrieve(payment.subscriptionId)).status).toBe('canceled');
    // The sweep a day later finds it refunded already and refunds nothing more.
    await runHourlyJobs(db, bindings, afterTheWindow());
    expect(await refundsOf(payment.paymentIntentId)).toHaveLength(1);
    expect((await paymentRow(payment.paymentIntentId))?.status).toBe('undone');
  });

  it('settles the other payments, and still reconciles, when Stripe cannot answer for one', async () => {
    const unknown = await paymentStripeDoesNotKnow();
    const payment = await paidRegistration();
    const report = await runHourlyJobs(db, bindings, reconciliationHourAfterTheWindow());
    expect(report.failed).toEqual([]);
    expect(report.billingDrift).toEqual(expect.any(Number));
    expect((await refundsOf(payment.paymentIntentId)).map((refund) => refund.amount)).toEqual([
      payment.amount,
    ]);
    expect((await paymentRow(payment.paymentIntentId))?.status).toBe('undone');
    // Left as it was, so the next run tries it again.
    expect(await paymentRow(unknown)).toMatchObject({ status: 'succeeded', consumedAt: null });
  });

  it('sets aside a payment that was never paid, without refunding anything', async () => {
    const { answer } = await startPayment(bindings, {
      plan: 'premium',
      billing: 'monthly',
      email: uniqueEmail(),
    });
    const payment = answer as PaymentAnswer;
    await runHourlyJobs(db, bindings, afterTheWindow());
    expect((await paymentRow(payment.paymentIntentId))?.status).toBe('abandoned');
    expect(await refundsOf(payment.paymentIntentId)).toEqual([]);
  });
});
