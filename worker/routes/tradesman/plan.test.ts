import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tradesmen } from '../../../schema/tables';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { type PaymentAnswer, payWithCard, startPayment, stripe } from '../../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);

async function tradespersonWithListing(overrides: Partial<typeof tradesmen.$inferInsert> = {}) {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, { ownerId: session.user.id, ...overrides });
  const current = async () =>
    (await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id)))[0];
  return { ...session, listing, current };
}

const upgrade = (token: string, body: Record<string, unknown>) =>
  call(bindings, 'POST', '/api/tradesman/upgrade-plan', { token, body });

async function paidUpgrade(token: string, plan: string, billing: string) {
  const { answer } = await startPayment(bindings, { plan, billing, context: 'upgrade' }, token);
  const payment = answer as PaymentAnswer;
  if (payment.clientSecret) expect((await payWithCard(bindings, payment)).status).toBe(200);
  return payment;
}

/** The signed-in tradesperson pays for the monthly starter plan and applies it. */
async function applyStarter(token: string) {
  const payment = await paidUpgrade(token, 'starter', 'monthly');
  await upgrade(token, {
    plan: 'starter',
    billing: 'monthly',
    paymentIntentId: payment.paymentIntentId,
  });
  return payment;
}

/** A tradesperson on the paid starter plan who has asked to go free at the period's end. */
async function starterGoingFree() {
  const { token, current } = await tradespersonWithListing();
  const payment = await applyStarter(token);
  expect((await upgrade(token, { plan: 'free', billing: 'monthly' })).status).toBe(200);
  /** Whether the plan is set to end with its period, on the listing and at Stripe. */
  const cancelling = async () => ({
    listing: (await current())?.cancelAtPeriodEnd,
    stripe: (await stripe().subscriptions.retrieve(payment.subscriptionId)).cancel_at_period_end,
  });
  return { token, current, payment, cancelling };
}

describe('POST /api/tradesman/upgrade-plan', () => {
  it('applies a paid plan only once its payment is verified, and only once', async () => {
    const { token, current } = await tradespersonWithListing();
    const { answer } = await startPayment(
      bindings,
      { plan: 'professional', billing: 'annual', context: 'upgrade' },
      token,
    );
    // One annual rule on every screen: ten months.
    expect(answer?.amount).toBe(49000);
    const unpaid = await upgrade(token, {
      plan: 'professional',
      billing: 'annual',
      paymentIntentId: answer?.paymentIntentId,
    });
    expect(unpaid.status).toBe(402);
    expect((await current())?.plan).toBe('free');
    await payWithCard(bindings, answer as PaymentAnswer);
    const done = await upgrade(token, {
      plan: 'professional',
      billing: 'annual',
      paymentIntentId: answer?.paymentIntentId,
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      success: true,
      message: "You've been upgraded to the Professional plan. £490 was charged to your card.",
      account: { plan: 'professional', billing: 'annual' },
      billing: {
        plan: 'professional',
        billing: 'annual',
        billingProblem: false,
        portalAvailable: true,
      },
    });
    expect(await current()).toMatchObject({
      plan: 'professional',
      stripeSubscriptionId: answer?.subscriptionId,
    });
    // Asking again (or after the webhook applied it) is answered as done, and grants nothing new.
    const again = await upgrade(token, {
      plan: 'professional',
      billing: 'annual',
      paymentIntentId: answer?.paymentIntentId,
    });
    expect(again.status).toBe(200);
    // A used payment buys nothing else.
    const reused = await upgrade(token, {
      plan: 'premium',
      billing: 'annual',
      paymentIntentId: answer?.paymentIntentId,
    });
    expect(reused.status).toBe(409);
    expect((await current())?.plan).toBe('professional');
  });

  it("refuses another tradesperson's payment and a plan change with nothing paid", async () => {
    const payer = await tradespersonWithListing();
    const payment = await paidUpgrade(payer.token, 'starter', 'monthly');
    const other = await tradespersonWithListing();
    const stolen = await upgrade(other.token, {
      plan: 'starter',
      billing: 'monthly',
      paymentIntentId: payment.paymentIntentId,
    });
    expect(stolen.status).toBe(400);
    expect((await upgrade(other.token, { plan: 'premium', billing: 'monthly' })).status).toBe(402);
    expect((await other.current())?.plan).toBe('free');
  });

  it('changes a live subscription with proration, applied when the difference is paid', async () => {
    const { token, current } = await tradespersonWithListing();
    const first = await applyStarter(token);
    const { answer } = await startPayment(
      bindings,
      { plan: 'premium', billing: 'monthly', context: 'upgrade' },
      token,
    );
    expect(answer?.subscriptionId).toBe(first.subscriptionId);
    // About a month left: 99 − 19 = £80 for the rest of the period.
    expect(answer?.amount).toBeGreaterThan(7900);
    expect(answer?.amount).toBeLessThanOrEqual(8000);
    const before = await stripe().subscriptions.retrieve(first.subscriptionId);
    expect(before.items.data[0]?.price.unit_amount).toBe(1900);
    await payWithCard(bindings, answer as PaymentAnswer);
    const done = await upgrade(token, {
      plan: 'premium',
      billing: 'monthly',
      paymentIntentId: answer?.paymentIntentId,
    });
    expect(done.status).toBe(200);
    expect((await current())?.plan).toBe('premium');
  });

  it('applies a move to a cheaper paid plan at once, with no card, when nothing is due', async () => {
    const { token, current } = await tradespersonWithListing();
    const premium = await paidUpgrade(token, 'premium', 'monthly');
    await upgrade(token, {
      plan: 'premium',
      billing: 'monthly',
      paymentIntentId: premium.paymentIntentId,
    });
    expect((await current())?.plan).toBe('premium');
    // The unused part of Premium more than pays for Starter until the period ends.
    const { answer } = await startPayment(
      bindings,
      { plan: 'starter', billing: 'monthly', context: 'upgrade' },
      token,
    );
    expect(answer).toMatchObject({
      clientSecret: null,
      paymentIntentId: null,
      amount: 0,
      subscriptionId: premium.subscriptionId,
    });
    const done = await upgrade(token, { plan: 'starter', billing: 'monthly' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      message: "You've been downgraded to the Starter plan.",
      account: { plan: 'starter' },
    });
    expect(await current()).toMatchObject({
      plan: 'starter',
      stripeSubscriptionId: premium.subscriptionId,
    });
    const subscription = await stripe().subscriptions.retrieve(premium.subscriptionId);
    expect(subscription.items.data[0]?.price.unit_amount).toBe(1900);
  });

  it('downgrades to free at the end of the paid period and says so', async () => {
    const { token, current } = await tradespersonWithListing();
    const payment = await applyStarter(token);
    const response = await upgrade(token, { plan: 'free', billing: 'monthly' });
    expect(response.status).toBe(200);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(
      /^Your Starter plan stays in place until \d{1,2} \w+ \d{4}; your listing then moves to the Free plan\.$/,
    );
    expect(await current()).toMatchObject({ plan: 'starter', cancelAtPeriodEnd: true });
    expect(
      (await stripe().subscriptions.retrieve(payment.subscriptionId)).cancel_at_period_end,
    ).toBe(true);
    const billing = await call(bindings, 'GET', '/api/tradesman/billing', { token });
    expect(await billing.json()).toMatchObject({
      plan: 'starter',
      nextRenewalDate: null,
      cancelAtPeriodEnd: true,
    });
  });

  it('keeps renewing at Stripe when the paid plan is chosen again after asking to go free', async () => {
    const { token, current, cancelling } = await starterGoingFree();
    const again = await upgrade(token, { plan: 'starter', billing: 'monthly' });
    expect(again.status).toBe(200);
    expect((await current())?.plan).toBe('starter');
    expect(await cancelling()).toEqual({ listing: false, stripe: false });
  });

  it('keeps a requested cancellation when a plan change is started and abandoned', async () => {
    const { token, current, payment, cancelling } = await starterGoingFree();
    const { answer } = await startPayment(
      bindings,
      { plan: 'premium', billing: 'monthly', context: 'upgrade' },
      token,
    );
    expect(answer?.clientSecret).toBeTruthy();
    expect((await current())?.plan).toBe('starter');
    expect(await cancelling()).toEqual({ listing: true, stripe: true });
    const subscription = await stripe().subscriptions.retrieve(payment.subscriptionId);
    expect(subscription.items.data[0]?.price.unit_amount).toBe(1900);
  });

  it('clears a requested cancellation once a paid plan change is completed', async () => {
    const { token, current, cancelling } = await starterGoingFree();
    const change = await paidUpgrade(token, 'premium', 'monthly');
    const done = await upgrade(token, {
      plan: 'premium',
      billing: 'monthly',
      paymentIntentId: change.paymentIntentId,
    });
    expect(done.status).toBe(200);
    expect((await current())?.plan).toBe('premium');
    expect(await cancelling()).toEqual({ listing: false, stripe: false });
  });

  it('bills every attempt of a listing to one Stripe customer, reused', async () => {
    const { token, current } = await tradespersonWithListing();
    const abandoned = await startPayment(
      bindings,
      { plan: 'professional', billing: 'monthly', context: 'upgrade' },
      token,
    );
    const payment = await applyStarter(token);
    const customerOf = async (subscriptionId: string) =>
      (await stripe().subscriptions.retrieve(subscriptionId)).customer;
    const customer = await customerOf(payment.subscriptionId);
    expect(await customerOf(abandoned.answer?.subscriptionId as string)).toBe(customer);
    expect((await current())?.stripeCustomerId).toBe(customer);
  });

  it('is for tradespeople with a listing only', async () => {
    expect((await upgrade('', { plan: 'starter', billing: 'monthly' })).status).toBe(401);
    for (const role of ['resident', 'editor', 'admin'] as const) {
      const { token } = await signedIn(bindings, db, role);
      expect((await upgrade(token, { plan: 'starter', billing: 'monthly' })).status).toBe(403);
      expect((await call(bindings, 'GET', '/api/tradesman/billing', { token })).status).toBe(403);
      expect(
        (await call(bindings, 'POST', '/api/tradesman/billing-portal', { token, body: {} })).status,
      ).toBe(403);
    }
    const { token } = await signedIn(bindings, db, 'tradesperson');
    const none = await upgrade(token, { plan: 'starter', billing: 'monthly' });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'No tradesman profile found' });
  });
});

describe('GET /api/tradesman/billing and POST /api/tradesman/billing-portal', () => {
  it('summarises billing and opens the portal once there is a Stripe customer', async () => {
    const { token } = await tradespersonWithListing();
    const summary = await call(bindings, 'GET', '/api/tradesman/billing', { token });
    expect(await summary.json()).toEqual({
      plan: 'free',
      billing: 'monthly',
      paidUntil: null,
      nextRenewalDate: null,
      cancelAtPeriodEnd: false,
      billingProblem: false,
      portalAvailable: false,
    });
    expect(
      (await call(bindings, 'POST', '/api/tradesman/billing-portal', { token, body: {} })).status,
    ).toBe(400);
    await applyStarter(token);
    const portal = await call(bindings, 'POST', '/api/tradesman/billing-portal', {
      token,
      body: { returnUrl: '/dashboard' },
      headers: { host: 'attacker.example' },
    });
    expect(portal.status).toBe(200);
    // Back to the configured site, whatever Host the request names.
    const { url } = (await portal.json()) as { url: string };
    expect(new URL(url).searchParams.get('return_url')).toBe('https://site.example/dashboard');
  });
});

describe('GET /api/tradesman/invoices', () => {
  it('lists every invoice of the plan with its amount, status and receipt, newest first', async () => {
    const { token } = await tradespersonWithListing();
    expect(
      await (await call(bindings, 'GET', '/api/tradesman/invoices', { token })).json(),
    ).toEqual({ invoices: [] });
    const first = await applyStarter(token);
    const change = await paidUpgrade(token, 'premium', 'monthly');
    await upgrade(token, {
      plan: 'premium',
      billing: 'monthly',
      paymentIntentId: change.paymentIntentId,
    });
    // A change started and never paid is void at Stripe: never owed, never listed.
    await startPayment(
      bindings,
      { plan: 'professional', billing: 'annual', context: 'upgrade' },
      token,
    );
    await startPayment(bindings, { plan: 'premium', billing: 'annual', context: 'upgrade' }, token);
    const { invoices } = (await (
      await call(bindings, 'GET', '/api/tradesman/invoices', { token })
    ).json()) as {
      invoices: { description: string; amount: number; status: string; url: string }[];
    };
    const paid = invoices.filter((invoice) => invoice.status === 'paid');
    expect(paid.map((invoice) => [invoice.description, invoice.amount])).toEqual([
      ['Plan change', change.amount],
      ['First payment', first.amount],
    ]);
    const receipt = await fetch(paid[1]?.url as string);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('£19.00');
    expect(invoices.every((invoice) => invoice.status !== 'void')).toBe(true);
  });

  it("never lists another trade's invoices", async () => {
    const payer = await tradespersonWithListing();
    await applyStarter(payer.token);
    const other = await tradespersonWithListing();
    const answer = await call(bindings, 'GET', '/api/tradesman/invoices', { token: other.token });
    expect(await answer.json()).toEqual({ invoices: [] });
    const resident = await signedIn(bindings, db, 'resident');
    expect(
      (await call(bindings, 'GET', '/api/tradesman/invoices', { token: resident.token })).status,
    ).toBe(403);
  });
});
