import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, tradesmen } from '../../../schema/tables';
import { runHourlyJobs } from '../../scheduled';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import {
  deliverAll,
  eventsFor,
  type PaymentAnswer,
  paidUpgradeNotApplied,
  payWithCard,
  registration,
  resend,
  startPayment,
  stripe,
  uniqueEmail,
} from '../../test/stripe';
import { changePlan } from './plan-changes';
import { claimWindowMs } from './unclaimed';

const bindings = freshBindings();
const db = databaseOf(bindings);
const afterTheWindow = () => new Date(Date.now() + claimWindowMs + 60 * 60 * 1000);

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
