import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingDrift, tradesmen } from '../../../schema/tables';
import { runHourlyJobs } from '../../scheduled';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { deliverAll, eventsFor, renew, upgradeToStarter } from '../../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);
/** Today at the given hour, UTC. */
const atHour = (hour: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
};

async function starterListing() {
  const { user, token } = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, { ownerId: user.id, verificationStatus: 'verified' });
  await upgradeToStarter(bindings, token);
  return listing;
}

async function driftReport() {
  const admin = await signedIn(bindings, db, 'admin');
  const response = await call(bindings, 'GET', '/api/admin/billing-drift', {
    token: admin.token,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    count: number;
    rows: { tradesmanId: number; field: string; ours: string; stripe: string }[];
  };
}

const rowsFor = (listingId: number) =>
  db.select().from(billingDrift).where(eq(billingDrift.tradesmanId, listingId));

describe('the daily billing reconciliation', () => {
  it('records a planted drift once, keeps it on a re-run and resolves it when back in step', async () => {
    const listing = await starterListing();
    await runHourlyJobs(db, bindings, atHour(3));
    expect(await rowsFor(listing.id)).toEqual([]);

    await db.update(tradesmen).set({ plan: 'premium' }).where(eq(tradesmen.id, listing.id));
    // Outside its hour the hourly cron leaves Stripe alone.
    expect((await runHourlyJobs(db, bindings, atHour(4))).billingDrift).toBeNull();
    expect(await rowsFor(listing.id)).toEqual([]);

    await runHourlyJobs(db, bindings, atHour(3));
    await runHourlyJobs(db, bindings, atHour(3));
    const rows = await rowsFor(listing.id);
    expect(rows).toEqual([
      expect.objectContaining({
        field: 'plan',
        ours: 'premium',
        stripe: 'starter',
        resolvedAt: null,
      }),
    ]);
    const report = await driftReport();
    expect(report.rows.filter((row) => row.tradesmanId === listing.id)).toEqual([
      expect.objectContaining({
        field: 'plan',
        ours: 'premium',
        stripe: 'starter',
        listingName: listing.name,
      }),
    ]);
    expect(report.count).toBe(report.rows.length);

    await db.update(tradesmen).set({ plan: 'starter' }).where(eq(tradesmen.id, listing.id));
    await runHourlyJobs(db, bindings, atHour(3));
    const [resolved] = await rowsFor(listing.id);
    expect(resolved?.resolvedAt).toBeInstanceOf(Date);
    expect((await driftReport()).rows.some((row) => row.tradesmanId === listing.id)).toBe(false);
  });

  it('records a different period end and a subscription Stripe does not know', async () => {
    const listing = await starterListing();
    const paidUntil = new Date(Date.now() + 90 * 86_400_000);
    await db.update(tradesmen).set({ paidUntil }).where(eq(tradesmen.id, listing.id));
    const unknown = await makeTradesman(db, {
      plan: 'premium',
      paidUntil,
      stripeSubscriptionId: 'sub_unknown_to_stripe',
    });
    await runHourlyJobs(db, bindings, atHour(3));
    expect(await rowsFor(listing.id)).toEqual([
      expect.objectContaining({
        field: 'periodEnd',
        ours: new Date(Math.floor(paidUntil.getTime() / 1000) * 1000).toISOString(),
      }),
    ]);
    expect(await rowsFor(unknown.id)).toEqual([
      expect.objectContaining({ field: 'status', ours: 'active', stripe: 'missing' }),
    ]);
  });

  it('sees no drift in a renewal Stripe is still retrying: the billing problem, and nothing else', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const listing = await makeTradesman(db, { ownerId: user.id, verificationStatus: 'verified' });
    const payment = await upgradeToStarter(bindings, token);
    await renew(payment.subscriptionId, 'failed');
    await deliverAll(bindings, await eventsFor(payment.subscriptionId));
    await runHourlyJobs(db, bindings, atHour(3));
    expect(await rowsFor(listing.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    const editor = await signedIn(bindings, db, 'editor');
    const answer = await call(bindings, 'GET', '/api/admin/billing-drift', { token: editor.token });
    expect(answer.status).toBe(403);
  });
});
