import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOnPurchases } from '../../../schema/tables';
import { startNewGeneration } from '../../middleware/edge-cache';
import { holdClockWithinOneRateWindow } from '../../test/clock';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { eventsFor, type PaymentAnswer, payWithCard, resend } from '../../test/stripe';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const day = 86_400_000;

interface Active {
  homepageFeatureUntil: string | null;
  leadsLeft: number;
  boostArea: string | null;
  fastTracked: boolean;
}

async function trade(overrides: Parameters<typeof makeTradesman>[1] = {}) {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: session.user.id,
    isVerified: true,
    verificationStatus: 'verified',
    location: 'Dacorum',
    ...overrides,
  });
  const active = async () =>
    (
      (await (
        await call(bindings, 'GET', '/api/tradesman/add-ons', { token: session.token })
      ).json()) as {
        active: Active;
      }
    ).active;
  return { ...session, listing, active };
}

const buy = (token: string, body: Record<string, unknown>) =>
  call(bindings, 'POST', '/api/tradesman/add-ons', { token, body });
const confirm = (token: string, paymentIntentId: string) =>
  call(bindings, 'POST', '/api/tradesman/add-ons/confirm', { token, body: { paymentIntentId } });

/** Buys and pays for an add-on with the test card; answers the payment. */
async function paidFor(token: string, body: Record<string, unknown>) {
  const opened = await buy(token, body);
  expect(opened.status).toBe(201);
  const payment = (await opened.json()) as PaymentAnswer;
  expect((await payWithCard(bindings, payment)).status).toBe(200);
  return payment;
}

describe('add-ons', () => {
  it('charges the catalogue price and grants a paid boost exactly once, whoever confirms it', async () => {
    const { token, active } = await trade();
    // Before buying, the trade reads which search area a boost would apply to.
    const offer = await call(bindings, 'GET', '/api/tradesman/add-ons', { token });
    expect(await offer.json()).toMatchObject({ area: 'Dacorum', verified: true });
    const payment = await paidFor(token, { addOn: 'lead-boost', leads: 3 });
    expect(payment.amount).toBe(1500);
    // The browser confirms ten times at once, and Stripe's event arrives twice.
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => confirm(token, payment.paymentIntentId as string)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const [succeeded] = await eventsFor(
      payment.paymentIntentId as string,
      'payment_intent.succeeded',
    );
    await resend(bindings, succeeded?.id as string);
    await resend(bindings, succeeded?.id as string);
    expect(await active()).toMatchObject({ leadsLeft: 3, boostArea: 'Dacorum' });
  });

  it('extends a homepage feature by the weeks paid for once, however often it is confirmed', async () => {
    // Unlike a boost's leads (set, not added), weeks follow on from the running feature, so a
    // second grant of one payment would show as two more weeks.
    const { token, active } = await trade();
    const payment = await paidFor(token, { addOn: 'homepage-feature', weeks: 2 });
    const id = payment.paymentIntentId as string;
    const [succeeded] = await eventsFor(id, 'payment_intent.succeeded');
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => confirm(token, id)),
      resend(bindings, succeeded?.id as string),
      resend(bindings, succeeded?.id as string),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    await resend(bindings, succeeded?.id as string);
    const [row] = await db
      .select()
      .from(addOnPurchases)
      .where(eq(addOnPurchases.paymentIntentId, id));
    const granted = (row?.endsAt?.getTime() ?? 0) - (row?.fulfilledAt?.getTime() ?? 0);
    expect(granted).toBe(14 * day);
    expect((await active()).homepageFeatureUntil).toBe(row?.endsAt?.toISOString());
  });

  it('grants from the webhook when the browser never confirms', async () => {
    const { token, active, listing } = await trade({ plan: 'free' });
    const payment = await paidFor(token, { addOn: 'homepage-feature', weeks: 2 });
    expect(payment.amount).toBe(2000);
    expect((await active()).homepageFeatureUntil).toBeNull();
    const [succeeded] = await eventsFor(
      payment.paymentIntentId as string,
      'payment_intent.succeeded',
    );
    await resend(bindings, succeeded?.id as string);
    const until = Date.parse((await active()).homepageFeatureUntil as string);
    // The home page's list puts it first, labelled as the paid add-on it is.
    const featured = (await (await call(bindings, 'GET', '/api/featured-tradesmen')).json()) as {
      id: number;
      featuredSource: string;
    }[];
    const place = featured.findIndex((entry) => entry.id === listing.id);
    expect(featured[place]?.featuredSource).toBe('add-on');
    expect(featured.slice(0, place).every((entry) => entry.featuredSource === 'add-on')).toBe(true);
    expect(until - Date.now()).toBeGreaterThan(13.9 * day);
    expect(until - Date.now()).toBeLessThan(14.1 * day);
    // A further week follows on from the end of the running feature.
    const more = await paidFor(token, { addOn: 'homepage-feature', weeks: 1 });
    await confirm(token, more.paymentIntentId as string);
    expect(Date.parse((await active()).homepageFeatureUntil as string) - until).toBe(7 * day);
  });

  it('names a bought homepage feature and its end on the public profile, until that end', async () => {
    const { token, active, listing } = await trade({ plan: 'free' });
    const payment = await paidFor(token, { addOn: 'homepage-feature', weeks: 1 });
    await confirm(token, payment.paymentIntentId as string);
    const profile = async () =>
      (await (await call(bindings, 'GET', `/api/tradesmen/${listing.id}`)).json()) as {
        featured: boolean;
        featuredSource: string | null;
        featuredUntil: string | null;
      };
    expect(await profile()).toEqual(
      expect.objectContaining({
        featured: true,
        featuredSource: 'add-on',
        featuredUntil: (await active()).homepageFeatureUntil,
      }),
    );
    // Ended by its date on every read, without waiting for a job to clear anything. (Set behind
    // the API's back, so the edge cache's copies are dropped as a write would drop them.)
    await db
      .update(addOnPurchases)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(addOnPurchases.paymentIntentId, payment.paymentIntentId as string));
    await startNewGeneration(bindings);
    expect(await profile()).toEqual(
      expect.objectContaining({ featured: false, featuredSource: null, featuredUntil: null }),
    );
  });

  it('grants nothing for an unpaid payment, or for another trade', async () => {
    const { token, active } = await trade();
    const opened = (await (
      await buy(token, { addOn: 'lead-boost', leads: 2 })
    ).json()) as PaymentAnswer;
    expect((await confirm(token, opened.paymentIntentId as string)).status).toBe(402);
    await payWithCard(bindings, opened);
    const other = await trade();
    expect((await confirm(other.token, opened.paymentIntentId as string)).status).toBe(404);
    expect((await active()).leadsLeft).toBe(0);
    expect((await other.active()).leadsLeft).toBe(0);
  });

  it('refuses quantities outside the catalogue and paid placement for an unverified listing', async () => {
    const { token } = await trade();
    for (const body of [
      { addOn: 'homepage-feature', weeks: 5 },
      { addOn: 'homepage-feature' },
      { addOn: 'lead-boost', leads: 0 },
      { addOn: 'gold-star' },
    ]) {
      expect((await buy(token, body)).status, JSON.stringify(body)).toBe(400);
    }
    const unverified = await trade({ isVerified: false, verificationStatus: 'pending' });
    const refused = await buy(unverified.token, { addOn: 'homepage-feature', weeks: 1 });
    expect(await refused.json()).toEqual({
      error: 'Only a verified listing can buy this add-on: homeowners see it as a paid place.',
    });
    expect((await buy(token, { addOn: 'verification-badge' })).status).toBe(400);
    const resident = await signedIn(bindings, db, 'resident');
    expect((await buy(resident.token, { addOn: 'lead-boost', leads: 1 })).status).toBe(403);
  });

  it('reads the Verified badge at the moment of buying: a credential lapsed within the hour counts', async () => {
    const lapsed = await trade({ verifiedUntil: new Date(Date.now() - 60_000) });
    const refused = await buy(lapsed.token, { addOn: 'lead-boost', leads: 1 });
    expect(await refused.json()).toEqual({
      error: 'Only a verified listing can buy this add-on: homeowners see it as a paid place.',
    });
    const offered = await call(bindings, 'GET', '/api/tradesman/add-ons', { token: lapsed.token });
    expect(await offered.json()).toMatchObject({ verified: false });
    // The lapsed trade needs its checks again, so fast-tracking them is not refused as needless.
    expect((await buy(lapsed.token, { addOn: 'verification-badge' })).status).toBe(201);
  });

  it('puts a fast-tracked application first in the admin queue, marked as paid', async () => {
    const waiting = await makeTradesman(db, { name: 'Waiting Since Spring' });
    const applicant = await trade({
      isVerified: false,
      verificationStatus: 'pending',
      name: 'Fast Track Heat',
    });
    const payment = await paidFor(applicant.token, { addOn: 'verification-badge' });
    expect(payment.amount).toBe(2500);
    await confirm(applicant.token, payment.paymentIntentId as string);
    const admin = await signedIn(bindings, db, 'admin');
    const queue = (await (
      await call(bindings, 'GET', '/api/admin/tradesman-applications?status=pending', {
        token: admin.token,
      })
    ).json()) as { id: number; fastTracked: boolean }[];
    expect(queue[0]).toMatchObject({ id: applicant.listing.id, fastTracked: true });
    expect(queue.find((row) => row.id === waiting.id)?.fastTracked).toBe(false);
    expect((await buy(applicant.token, { addOn: 'verification-badge' })).status).toBe(400);
  });

  it('shows a boosted listing first in its area, labelled, until the leads bought arrive', async () => {
    const area = 'Three Rivers';
    const rival = await makeTradesman(db, {
      location: area,
      isVerified: true,
      verificationStatus: 'verified',
      ratingAverage: 5,
      ratingCount: 40,
    });
    const boosted = await trade({ location: area, ratingAverage: 3, ratingCount: 1 });
    const payment = await paidFor(boosted.token, { addOn: 'lead-boost', leads: 2 });
    await confirm(boosted.token, payment.paymentIntentId as string);
    const firstIn = async () => {
      const reply = await call(
        bindings,
        'GET',
        `/api/tradesmen?location=${encodeURIComponent(area)}`,
      );
      return ((await reply.json()) as { id: number; boosted: boolean }[])[0];
    };
    expect(await firstIn()).toMatchObject({ id: boosted.listing.id, boosted: true });
    for (let lead = 0; lead < 2; lead++) {
      const sent = await call(bindings, 'POST', '/api/quote-requests', {
        headers: { 'cf-connecting-ip': `203.0.113.${lead + 10}` },
        body: {
          tradesmanId: boosted.listing.id,
          propertySize: '3 bed',
          timeline: 'month',
          description: 'A heat pump survey, please',
          customerName: 'Lead Person',
          customerEmail: `lead${lead}@example.com`,
          customerPhone: '07700 900000',
        },
      });
      expect(sent.status).toBe(201);
    }
    expect((await boosted.active()).leadsLeft).toBe(0);
    expect(await firstIn()).toMatchObject({ id: rival.id, boosted: false });
  });

  it('lists a paid add-on with its receipt in the billing history', async () => {
    const { token } = await trade();
    const payment = await paidFor(token, { addOn: 'lead-boost', leads: 1 });
    await confirm(token, payment.paymentIntentId as string);
    const { invoices } = (await (
      await call(bindings, 'GET', '/api/tradesman/invoices', { token })
    ).json()) as { invoices: { description: string; amount: number; url: string }[] };
    expect(invoices).toEqual([
      expect.objectContaining({ description: 'Lead boosting, 1 lead', amount: 500 }),
    ]);
    expect((await fetch(invoices[0]?.url as string)).status).toBe(200);
    const [row] = await db
      .select()
      .from(addOnPurchases)
      .where(eq(addOnPurchases.paymentIntentId, payment.paymentIntentId as string));
    expect(row?.fulfilledAt).toBeInstanceOf(Date);
  });
});
