import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, payments, stripeEvents, tradesmen } from '../../schema/tables';
import { makeUser } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';
import {
  deliverAll,
  eventsFor,
  freshAddress,
  type PaymentAnswer,
  payWithCard,
  registration,
  renew,
  resend,
  signedDelivery,
  startPayment,
  stripe,
  uniqueEmail,
} from '../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);

/** A registered tradesperson on a paid monthly plan, and the events of their first payment. */
async function registeredOnStarter() {
  const email = uniqueEmail();
  const { answer } = await startPayment(bindings, { plan: 'starter', billing: 'monthly', email });
  const payment = answer as PaymentAnswer;
  await payWithCard(bindings, payment);
  const response = await call(bindings, 'POST', '/api/register-tradesman', {
    body: registration({
      contactEmail: email,
      plan: 'starter',
      paymentIntentId: payment.paymentIntentId,
    }),
    headers: freshAddress(),
  });
  const { token } = (await response.json()) as { token: string };
  const listing = async () =>
    (await db.select().from(tradesmen).where(eq(tradesmen.contactEmail, email)))[0];
  return { email, payment, token, listing };
}

const eventCount = async () => (await db.select({ n: count() }).from(stripeEvents))[0]?.n;
const mailsTo = async (email: string, template: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (m) => m.template === template,
  );

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { payment } = await registeredOnStarter();
    const [event] = await eventsFor(payment.subscriptionId, 'customer.subscription.deleted');
    expect(event).toBeUndefined();
    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'customer.subscription.deleted',
      data: { object: { id: payment.subscriptionId } },
    });
    const before = await eventCount();
    const bad = await signedDelivery(bindings, forged, 't=1,v1=deadbeef');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid Stripe signature' });
    const unsigned = await call(bindings, 'POST', '/api/stripe/webhook', { body: forged });
    expect(unsigned.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('records the first payment without creating an account', async () => {
    const email = uniqueEmail();
    const { answer } = await startPayment(bindings, { plan: 'starter', billing: 'monthly', email });
    await payWithCard(bindings, answer as PaymentAnswer);
    const succeeded = await eventsFor(
      answer?.paymentIntentId as string,
      'payment_intent.succeeded',
    );
    expect(succeeded).toHaveLength(1);
    for (const reply of await deliverAll(bindings, [
      ...succeeded,
      ...(await eventsFor(answer?.subscriptionId as string)),
    ])) {
      expect(reply.status).toBe(200);
    }
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, answer?.paymentIntentId as string));
    expect(row?.status).toBe('succeeded');
    expect(row?.consumedAt).toBeNull();
    expect(
      (await db.select().from(tradesmen).where(eq(tradesmen.contactEmail, email))).length,
    ).toBe(0);
  });

  it('undoes a registration paid for an e-mail taken since, when the browser never comes back', async () => {
    const email = uniqueEmail();
    const { answer } = await startPayment(bindings, { plan: 'starter', billing: 'monthly', email });
    const payment = answer as PaymentAnswer;
    await payWithCard(bindings, payment);
    const succeeded = await eventsFor(
      payment.paymentIntentId as string,
      'payment_intent.succeeded',
    );
    const refunds = () =>
      stripe().refunds.list({ payment_intent: payment.paymentIntentId as string });
    await makeUser(db, { email });
    for (const reply of await deliverAll(bindings, succeeded)) expect(reply.status).toBe(200);
    expect((await stripe().subscriptions.retrieve(payment.subscriptionId)).status).toBe('canceled');
    expect((await refunds()).data.map((refund) => refund.amount)).toEqual([payment.amount]);
  });

  it('extends the paid-until date when a renewal is paid, and applies an event once', async () => {
    const { payment, listing } = await registeredOnStarter();
    const first = (await listing())?.paidUntil?.getTime() as number;
    await renew(payment.subscriptionId, 'paid');
    const paid = await eventsFor(payment.subscriptionId, 'invoice.paid');
    const renewal = paid.at(-1);
    if (!renewal) throw new Error('no renewal event');
    const [once, twice] = await deliverAll(bindings, [renewal, renewal]);
    expect(await once?.json()).toEqual({ received: true, duplicate: false });
    expect(await twice?.json()).toEqual({ received: true, duplicate: true });
    const renewed = (await listing())?.paidUntil?.getTime() as number;
    expect(renewed).toBeGreaterThan(first + 27 * 86_400_000);
  });

  it('never moves the paid-until date back when an earlier invoice arrives late', async () => {
    const { payment, listing } = await registeredOnStarter();
    await renew(payment.subscriptionId, 'paid');
    const [first, renewal] = await eventsFor(payment.subscriptionId, 'invoice.paid');
    if (!first || !renewal) throw new Error('no invoice events');
    await deliverAll(bindings, [renewal]);
    const renewed = (await listing())?.paidUntil?.getTime();
    await deliverAll(bindings, [first]);
    expect((await listing())?.paidUntil?.getTime()).toBe(renewed);
  });

  it('flags a failed renewal and mails the tradesperson once, even when the event repeats', async () => {
    const { payment, listing, email } = await registeredOnStarter();
    await renew(payment.subscriptionId, 'failed');
    const [failed] = await eventsFor(payment.subscriptionId, 'invoice.payment_failed');
    if (!failed) throw new Error('no failure event');
    await deliverAll(bindings, [failed, failed]);
    expect((await listing())?.billingProblem).toBe(true);
    expect(await mailsTo(email, 'renewal-failed')).toHaveLength(1);
    // A later successful payment clears the banner.
    const [paid] = (await eventsFor(payment.subscriptionId, 'invoice.paid')).slice(-1);
    await deliverAll(bindings, paid ? [paid] : []);
    expect((await listing())?.billingProblem).toBe(false);
  });

  it('leaves the listing alone when the card is declined for a plan change', async () => {
    const { payment, listing, email, token } = await registeredOnStarter();
    const { answer } = await startPayment(
      bindings,
      { plan: 'premium', billing: 'monthly', context: 'upgrade' },
      token,
    );
    const declined = await payWithCard(bindings, answer as PaymentAnswer, '4000 0000 0000 0002');
    expect(declined.status).not.toBe(200);
    const failures = await eventsFor(payment.subscriptionId, 'invoice.payment_failed');
    expect(
      failures.map((event) => (event.data.object as { billing_reason: string }).billing_reason),
    ).toEqual(['subscription_update']);
    await deliverAll(bindings, failures);
    expect((await listing())?.billingProblem).toBe(false);
    expect(await mailsTo(email, 'renewal-failed')).toHaveLength(0);
  });

  it('keeps the plan Stripe bills when an earlier plan change arrives late, even twice', async () => {
    const { payment, listing, token } = await registeredOnStarter();
    const changeTo = async (plan: string) => {
      const { answer } = await startPayment(
        bindings,
        { plan, billing: 'monthly', context: 'upgrade' },
        token,
      );
      const change = answer as PaymentAnswer;
      if (change.clientSecret) expect((await payWithCard(bindings, change)).status).toBe(200);
      const changed = await call(bindings, 'POST', '/api/tradesman/upgrade-plan', {
        token,
        body: { plan, billing: 'monthly', paymentIntentId: change.paymentIntentId ?? undefined },
      });
      expect(changed.status).toBe(200);
    };
    await changeTo('premium');
    const toPremium = (
      await eventsFor(payment.subscriptionId, 'customer.subscription.updated')
    ).findLast(
      (event) =>
        (event.data.object as { items: { data: { price: { product: string } }[] } }).items.data[0]
          ?.price.product === 'rsg_plan_premium',
    );
    if (!toPremium) throw new Error('no upgrade event');
    await changeTo('starter');
    expect((await listing())?.plan).toBe('starter');
    // Stripe's first attempt at the upgrade's event failed; its retry arrives after the downgrade.
    expect((await resend(bindings, toPremium.id)).status).toBe(200);
    expect((await listing())?.plan).toBe('starter');
    expect(await (await resend(bindings, toPremium.id)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await listing())?.plan).toBe('starter');
  });

  it('moves the listing back to free when the subscription ends, keeping the listing', async () => {
    const { payment, listing, token } = await registeredOnStarter();
    const downgrade = await call(bindings, 'POST', '/api/tradesman/upgrade-plan', {
      token,
      body: { plan: 'free', billing: 'monthly' },
    });
    expect(downgrade.status).toBe(200);
    expect((await listing())?.cancelAtPeriodEnd).toBe(true);
    expect((await listing())?.plan).toBe('starter');
    await renew(payment.subscriptionId, 'paid');
    const [ended] = await eventsFor(payment.subscriptionId, 'customer.subscription.deleted');
    if (!ended) throw new Error('no deletion event');
    await deliverAll(bindings, [ended]);
    expect(await listing()).toMatchObject({
      plan: 'free',
      billing: 'monthly',
      stripeSubscriptionId: null,
      paidUntil: null,
      cancelAtPeriodEnd: false,
      verificationStatus: 'pending',
    });
  });
});

describe('GET /api/stripe/config and POST /api/stripe/test-card', () => {
  it('offers the test card form only against the stand-in, and only for test card numbers', async () => {
    const config = await call(bindings, 'GET', '/api/stripe/config');
    expect(await config.json()).toEqual({ publishableKey: null, testCardForm: true });
    const { answer } = await startPayment(bindings, {
      plan: 'starter',
      billing: 'monthly',
      email: uniqueEmail(),
    });
    const payment = answer as PaymentAnswer;
    const unknown = await payWithCard(bindings, payment, '5555 5555 5555 4444');
    expect(unknown.status).toBe(400);
    const wrongSecret = await payWithCard(bindings, { ...payment, clientSecret: 'pi_x_secret_y' });
    expect(wrongSecret.status).toBe(403);
    const real = { ...bindings, STRIPE_API_HOST: undefined };
    const refused = await call(real, 'POST', '/api/stripe/test-card', {
      body: {
        paymentIntentId: payment.paymentIntentId,
        clientSecret: payment.clientSecret,
        cardNumber: '4242424242424242',
      },
    });
    expect(refused.status).toBe(404);
  });
});
