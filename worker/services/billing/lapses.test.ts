import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, tradesmen } from '../../../schema/tables';
import { runHourlyJobs } from '../../scheduled';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { deliverAll, eventsFor, renew, upgradeToStarter } from '../../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);
const days = (count: number) => new Date(Date.now() + count * 86_400_000);
const fiveServices = [
  'Solar Panel Installation',
  'Heat Pump Installation',
  'Wall/Loft Insulation',
  'Window Upgrades',
  'Draught Proofing',
];

/** A verified Premium listing with five services, paid until the given date, and its owner. */
async function premiumListing(paidUntil: Date) {
  const { user, token } = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: user.id,
    plan: 'premium',
    paidUntil,
    services: fiveServices,
    verificationStatus: 'verified',
    isVerified: true,
  });
  const row = async () =>
    (await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id)))[0];
  return { user, token, listing, row };
}

const lapseMails = async (email: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (mail) => mail.template === 'plan-lapsed',
  );

describe('plans lapse', () => {
  it('reads a paid plan unpaid past its retries as Free before the hourly job writes it', async () => {
    const { token, listing } = await premiumListing(days(-30));
    const current = await premiumListing(days(10));
    const profile = await call(bindings, 'GET', `/api/tradesmen/${listing.id}`);
    expect(((await profile.json()) as { services: string[] }).services).toEqual(
      fiveServices.slice(0, 3),
    );
    const billing = await call(bindings, 'GET', '/api/tradesman/billing', { token });
    expect(await billing.json()).toMatchObject({ plan: 'free' });
    const account = await call(bindings, 'GET', '/api/tradesman/profile', { token });
    expect(await account.json()).toMatchObject({ account: { plan: 'free' } });
    const paid = await call(bindings, 'GET', `/api/tradesmen/${current.listing.id}`);
    expect(((await paid.json()) as { services: string[] }).services).toEqual(fiveServices);
    const paidBilling = await call(bindings, 'GET', '/api/tradesman/billing', {
      token: current.token,
    });
    expect(await paidBilling.json()).toMatchObject({ plan: 'premium' });
  });

  it('keeps the plan through Stripe’s retries, and ends a cancelled plan with its period', async () => {
    const retrying = await premiumListing(days(-3));
    const cancelled = await premiumListing(days(-1));
    await db
      .update(tradesmen)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(tradesmen.id, cancelled.listing.id));
    const plan = async (token: string) =>
      (
        (await (await call(bindings, 'GET', '/api/tradesman/billing', { token })).json()) as {
          plan: string;
        }
      ).plan;
    expect(await plan(retrying.token)).toBe('premium');
    expect(await plan(cancelled.token)).toBe('free');
  });

  it('writes the lapse hourly: Free, a lower rank, extra services kept aside, one mail', async () => {
    const { user, token, row } = await premiumListing(days(-30));
    const before = await row();
    await runHourlyJobs(db, bindings, new Date());
    await runHourlyJobs(db, bindings, new Date());
    const after = await row();
    expect(after).toMatchObject({
      plan: 'free',
      services: fiveServices.slice(0, 3),
      hiddenServices: fiveServices.slice(3),
    });
    expect(after?.rankTier).toBeGreaterThan(before?.rankTier as number);
    const mails = await lapseMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Window Upgrades, Draught Proofing');

    // A paid plan again puts the hidden services back.
    await upgradeToStarter(bindings, token);
    expect(await row()).toMatchObject({
      plan: 'starter',
      services: fiveServices,
      hiddenServices: [],
    });
  });

  it('puts hidden services back when a lapsed subscription is paid late', async () => {
    const { token, row, listing } = await premiumListing(days(10));
    const payment = await upgradeToStarter(bindings, token);
    await db
      .update(tradesmen)
      .set({ paidUntil: days(-30) })
      .where(eq(tradesmen.id, listing.id));
    await runHourlyJobs(db, bindings, new Date());
    expect(await row()).toMatchObject({ plan: 'free', services: fiveServices.slice(0, 3) });
    await renew(payment.subscriptionId, 'paid');
    const events = await eventsFor(payment.subscriptionId, 'customer.subscription.updated');
    await deliverAll(bindings, events.slice(-1));
    expect(await row()).toMatchObject({
      plan: 'starter',
      services: fiveServices,
      hiddenServices: [],
    });
  });

  it('refuses more services than Free allows while the plan has lapsed', async () => {
    const { token } = await premiumListing(days(-30));
    const saved = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token,
      body: { description: 'Heat pumps', location: 'Watford', services: fiveServices },
    });
    expect(saved.status).toBe(400);
  });
});
