import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, payments, tradesmen, users } from '../../schema/tables';
import { emailTaken } from '../services/accounts/users';
import { makeTradesman, makeUser, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';
import {
  freshAddress,
  type PaymentAnswer,
  payWithCard,
  registration,
  startPayment,
  stripe,
  uniqueEmail,
} from '../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);

const register = (body: Record<string, unknown>) =>
  call(bindings, 'POST', '/api/register-tradesman', { body, headers: freshAddress() });

/** A paid registration up to the point of calling register-tradesman. */
async function paidFor(plan: string, billing: string, email = uniqueEmail(), card?: string) {
  const { answer } = await startPayment(bindings, { plan, billing, email });
  const payment = answer as PaymentAnswer;
  const paid = await payWithCard(bindings, payment, card);
  return { payment, paid, email };
}

const created = async (email: string) => ({
  users: (await db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n,
  listings: (
    await db.select({ n: count() }).from(tradesmen).where(eq(tradesmen.contactEmail, email))
  )[0]?.n,
  mails: (await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.n,
});
const nothing = { users: 0, listings: 0, mails: 0 };

describe('POST /api/create-payment-intent', () => {
  it('opens a subscription priced from the catalogue, whatever amount is sent', async () => {
    const email = uniqueEmail();
    const { response, answer } = await startPayment(bindings, {
      plan: 'starter',
      billing: 'annual',
      email,
      amount: 1,
    });
    expect(response.status).toBe(200);
    expect(answer).toMatchObject({
      amount: 19000,
      currency: 'gbp',
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
    });
    const subscription = await stripe().subscriptions.retrieve(answer?.subscriptionId as string);
    expect(subscription.status).toBe('incomplete');
    expect(subscription.items.data[0]?.price.recurring?.interval).toBe('year');
  });

  it('applies a valid promotion code on the server and refuses an unknown one', async () => {
    const { answer } = await startPayment(bindings, {
      plan: 'premium',
      billing: 'monthly',
      email: uniqueEmail(),
      promoCode: 'green10',
    });
    expect(answer?.amount).toBe(8910);
    const email = uniqueEmail();
    const { response } = await startPayment(bindings, {
      plan: 'premium',
      billing: 'monthly',
      email,
      promoCode: 'NOPE',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Promo code "NOPE" is not valid.' });
  });

  it('refuses a taken e-mail before any Stripe object is created', async () => {
    const { user } = await signedIn(bindings, db, 'resident');
    const { response } = await startPayment(bindings, {
      plan: 'starter',
      billing: 'monthly',
      email: user.email,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'An account with this email already exists. Please sign in instead.',
    });
    expect((await stripe().customers.list({ email: user.email })).data).toEqual([]);
  });

  it('never bills a new sign-up to a Stripe customer found by its e-mail', async () => {
    // Left at Stripe by someone else, e.g. the owner of a since-deleted account.
    const email = uniqueEmail();
    const theirs = await stripe().customers.create({ email });
    const { answer } = await startPayment(bindings, { plan: 'starter', billing: 'monthly', email });
    const subscription = await stripe().subscriptions.retrieve(answer?.subscriptionId as string);
    expect(subscription.customer).not.toBe(theirs.id);
  });

  it('refuses the free plan and an upgrade by anyone but a signed-in tradesperson', async () => {
    const free = await startPayment(bindings, {
      plan: 'free',
      billing: 'monthly',
      email: uniqueEmail(),
    });
    expect(free.response.status).toBe(400);
    expect(
      (await startPayment(bindings, { plan: 'starter', billing: 'monthly', context: 'upgrade' }))
        .response.status,
    ).toBe(401);
    const resident = await signedIn(bindings, db, 'resident');
    const asResident = await startPayment(
      bindings,
      { plan: 'starter', billing: 'monthly', context: 'upgrade' },
      resident.token,
    );
    expect(asResident.response.status).toBe(403);
  });
});

describe('POST /api/register-tradesman', () => {
  it('registers a paid plan once the payment is verified: account, listing and mail in one go', async () => {
    const { payment, paid, email } = await paidFor('starter', 'annual');
    expect(paid.status).toBe(200);
    const response = await register(
      registration({
        contactEmail: email,
        plan: 'starter',
        billing: 'annual',
        paymentIntentId: payment.paymentIntentId,
      }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      userType: 'tradesman',
      account: { email, plan: 'starter', billing: 'annual', isTemporaryPassword: true },
      profile: { location: 'East Hertfordshire', isVerified: false },
      user: { role: 'tradesperson' },
    });
    const [listing] = await db.select().from(tradesmen).where(eq(tradesmen.contactEmail, email));
    expect(listing).toMatchObject({
      plan: 'starter',
      billing: 'annual',
      verificationStatus: 'pending',
      paymentIntentId: payment.paymentIntentId,
      stripeSubscriptionId: payment.subscriptionId,
      stripeCustomerId: expect.stringMatching(/^cus_/),
    });
    expect(listing?.paidUntil?.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const password = /Temporary password: (\S+)/.exec(mail?.body ?? '')?.[1] as string;
    expect(mail?.body).toContain(`Username: ${body.account.username}`);
    const login = await call(bindings, 'POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const [payment_] = await db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, payment.paymentIntentId as string));
    expect(payment_?.consumedAt).not.toBeNull();
  });

  it('undoes a payment whose e-mail was taken meanwhile: 409, subscription cancelled, money refunded', async () => {
    const { payment, email } = await paidFor('starter', 'monthly');
    await makeUser(db, { email });
    const body = registration({
      contactEmail: email,
      plan: 'starter',
      paymentIntentId: payment.paymentIntentId,
    });
    const response = await register(body);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: emailTaken });
    expect((await stripe().subscriptions.retrieve(payment.subscriptionId)).status).toBe('canceled');
    const refunds = await stripe().refunds.list({
      payment_intent: payment.paymentIntentId as string,
    });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([payment.amount]);
    // Asking again refunds nothing more.
    expect((await register(body)).status).toBe(409);
    expect(
      (await stripe().refunds.list({ payment_intent: payment.paymentIntentId as string })).data,
    ).toHaveLength(1);
  });

  it('refunds nothing for a taken e-mail sent with a payment made for another address', async () => {
    const { payment } = await paidFor('starter', 'monthly');
    const { user } = await signedIn(bindings, db, 'resident');
    const response = await register(
      registration({
        contactEmail: user.email,
        plan: 'starter',
        paymentIntentId: payment.paymentIntentId,
      }),
    );
    expect(response.status).toBe(409);
    expect((await stripe().subscriptions.retrieve(payment.subscriptionId)).status).toBe('active');
    expect(
      (await stripe().refunds.list({ payment_intent: payment.paymentIntentId as string })).data,
    ).toEqual([]);
  });

  it('registers the free plan without payment, within its service limit', async () => {
    const email = uniqueEmail();
    expect((await register(registration({ contactEmail: email }))).status).toBe(201);
    expect(await created(email)).toEqual({ users: 1, listings: 1, mails: 1 });
    const crowded = registration({
      services: [
        'Heat Pump Installation',
        'Smart Thermostats',
        'Draught Proofing',
        'Green Roofing',
      ],
    });
    const refused = await register(crowded);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'The Free plan lists up to 3 services. Upgrade your plan to list more.',
    });
  });

  it('validates with the shared rules and refuses a duplicate e-mail with 409', async () => {
    const missing = await register(registration({ certifications: [] }));
    expect(await missing.json()).toEqual({
      error: 'Please select at least one professional certification to proceed.',
    });
    const { user } = await signedIn(bindings, db, 'resident');
    const taken = await register(registration({ contactEmail: user.email }));
    expect(taken.status).toBe(409);
  });

  it('refuses a service outside the catalogue, creating nothing', async () => {
    const email = uniqueEmail();
    const refused = await register(
      registration({ contactEmail: email, services: ['Heat Pump Installation', 'Plumbing'] }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error:
        'Services must come from: Solar Panel Installation, Heat Pump Installation, Wall/Loft Insulation, Window Upgrades, Draught Proofing, Smart Thermostats, Green Roofing, Energy Efficiency Assessments, EV Charging Installation, Battery Storage Systems',
    });
    expect(await created(email)).toEqual(nothing);
  });

  it('grants nothing for a forged, unpaid, declined or missing payment', async () => {
    const email = uniqueEmail();
    const forged = await register(
      registration({ contactEmail: email, plan: 'starter', paymentIntentId: 'pi_forged' }),
    );
    expect(forged.status).toBe(402);
    const { answer } = await startPayment(bindings, { plan: 'starter', billing: 'monthly', email });
    const unpaid = await register(
      registration({
        contactEmail: email,
        plan: 'starter',
        paymentIntentId: answer?.paymentIntentId,
      }),
    );
    expect(unpaid.status).toBe(402);
    const declined = await payWithCard(bindings, answer as PaymentAnswer, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      error: 'Your payment was declined. Please try a different card.',
    });
    expect(
      (
        await register(
          registration({
            contactEmail: email,
            plan: 'starter',
            paymentIntentId: answer?.paymentIntentId,
          }),
        )
      ).status,
    ).toBe(402);
    expect((await register(registration({ contactEmail: email, plan: 'starter' }))).status).toBe(
      402,
    );
    expect(await created(email)).toEqual(nothing);
  });

  it('grants nothing for a payment of another plan, cycle or e-mail, or one already used', async () => {
    const { payment, email } = await paidFor('starter', 'monthly');
    const claim = (overrides: Record<string, unknown>) =>
      register(
        registration({
          contactEmail: email,
          plan: 'starter',
          billing: 'monthly',
          paymentIntentId: payment.paymentIntentId,
          ...overrides,
        }),
      );
    expect((await claim({ plan: 'premium' })).status).toBe(400);
    expect((await claim({ billing: 'annual' })).status).toBe(400);
    expect((await claim({ contactEmail: uniqueEmail() })).status).toBe(400);
    expect(await created(email)).toEqual(nothing);
    expect((await claim({})).status).toBe(201);
    const reused = await claim({ contactEmail: uniqueEmail() });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ error: 'This payment has already been used.' });
  });

  it('grants nothing for an under-paid or wrong-currency payment', async () => {
    // Payments made straight at Stripe for less, or in dollars, recorded as if they were ours.
    for (const [unitAmount, currency] of [
      [100, 'gbp'],
      [1900, 'usd'],
    ] as const) {
      const email = uniqueEmail();
      const customer = await stripe().customers.create({ email });
      await stripe().products.create({ id: `cheap_${email}`, name: 'Cheap' });
      const subscription = await stripe().subscriptions.create({
        customer: customer.id,
        items: [
          {
            price_data: {
              currency,
              product: `cheap_${email}`,
              unit_amount: unitAmount,
              recurring: { interval: 'month' },
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
      });
      const secret = (
        subscription.latest_invoice as { confirmation_secret: { client_secret: string } }
      ).confirmation_secret.client_secret;
      const paymentIntentId = secret.split('_secret_')[0] as string;
      await stripe().paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
      await db.insert(payments).values({
        paymentIntentId,
        purpose: 'registration',
        plan: 'starter',
        billing: 'monthly',
        amountPence: 1900,
        currency: 'gbp',
        status: 'succeeded',
        email,
        stripeCustomerId: customer.id,
        stripeSubscriptionId: subscription.id,
      });
      const response = await register(
        registration({ contactEmail: email, plan: 'starter', paymentIntentId }),
      );
      expect(response.status).toBe(402);
      expect(await created(email)).toEqual(nothing);
    }
  });

  it('is all or nothing: a failing listing insert leaves no user, listing, mail or used payment', async () => {
    const { payment, email } = await paidFor('professional', 'monthly');
    // Another listing already holds this payment intent id: the batch's listing insert collides.
    await makeTradesman(db, { paymentIntentId: payment.paymentIntentId });
    const response = await register(
      registration({
        contactEmail: email,
        plan: 'professional',
        paymentIntentId: payment.paymentIntentId,
      }),
    );
    expect(response.status).toBe(409);
    expect(await created(email)).toEqual(nothing);
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, payment.paymentIntentId as string));
    expect(row?.consumedAt).toBeNull();
  });
});

describe('POST /api/register-tradesman/email', () => {
  const check = (body: unknown, headers: Record<string, string> = freshAddress()) =>
    call(bindings, 'POST', '/api/register-tradesman/email', { body, headers });

  it('says whether an address can register, before anything is paid', async () => {
    expect(await (await check({ contactEmail: uniqueEmail() })).json()).toEqual({
      available: true,
    });
    const { user } = await signedIn(bindings, db, 'resident');
    const taken = await check({ contactEmail: user.email });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: emailTaken });
    expect((await check({ contactEmail: 'not-an-address' })).status).toBe(400);
    expect((await check(['a@example.com'])).status).toBe(400);
  });
});
