import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { PlanId } from '../../../schema/plans';
import { listingDailyStats, reviews } from '../../../schema/tables';
import { app } from '../../app';
import { makeQuote, makeTradesman, signedIn, tradeOnPlan } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const dayMs = 86_400_000;

/** A request through the app that waits for the work it left to run after answering. */
async function visit(path: string, headers: Record<string, string> = {}, on = bindings) {
  const pending: Promise<unknown>[] = [];
  const context = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
  };
  const response = await app.request(path, { headers }, on, context as never);
  await Promise.all(pending);
  return response;
}

const tradeOn = (plan: PlanId, paidUntil?: Date, location = 'Watford') =>
  tradeOnPlan(bindings, db, plan, { location, ...(paidUntil && { paidUntil }) });

const statsOf = (listingId: number) =>
  db.select().from(listingDailyStats).where(eq(listingDailyStats.tradesmanId, listingId));

describe('GET /api/tradesman/analytics: the plan matrix', () => {
  it.each([
    ['free', 403],
    ['starter', 403],
    ['professional', 200],
    ['premium', 200],
  ] as const)('answers a %s listing %i', async (plan, status) => {
    const { token } = await tradeOn(plan);
    const response = await call(bindings, 'GET', '/api/tradesman/analytics', { token });
    expect(response.status).toBe(status);
    if (status === 403) {
      expect(await response.json()).toMatchObject({
        error: 'Advanced analytics come with the Professional plan. Upgrade to see them.',
      });
    }
  });

  it('refuses a Professional plan that has lapsed, before the hourly job moves it to Free', async () => {
    const { token } = await tradeOn('professional', new Date(Date.now() - 15 * dayMs));
    expect((await call(bindings, 'GET', '/api/tradesman/analytics', { token })).status).toBe(403);
  });

  it('refuses a homeowner and a visitor', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    expect((await call(bindings, 'GET', '/api/tradesman/analytics', { token })).status).toBe(403);
    expect((await call(bindings, 'GET', '/api/tradesman/analytics')).status).toBe(401);
  });
});

describe('counting views and impressions', () => {
  it('adds every view and impression of a day into one row per listing, storing no visitor', async () => {
    const { listing } = await tradeOn('professional', undefined, 'Stevenage');
    const other = await makeTradesman(db, {
      location: listing.location,
      verificationStatus: 'verified',
    });
    for (const agent of [browser, `${browser} Edg/131`, browser]) {
      expect((await visit(`/api/tradesmen/${listing.id}`, { 'user-agent': agent })).status).toBe(
        200,
      );
    }
    const place = encodeURIComponent(listing.location);
    for (let page = 0; page < 2; page++) {
      const response = await visit(`/api/tradesmen?location=${place}`, { 'user-agent': browser });
      expect((await response.json()) as unknown[]).toHaveLength(2);
    }
    const [row, ...more] = await statsOf(listing.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ profileViews: 3, impressions: 2 });
    expect(row?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await statsOf(other.id)).toMatchObject([{ profileViews: 0, impressions: 2 }]);
    const columns = await db.all<{ name: string }>(
      sql`select name from pragma_table_info('listing_daily_stats')`,
    );
    expect(columns.map((column) => column.name).sort()).toEqual([
      'day',
      'impressions',
      'profile_views',
      'tradesman_id',
    ]);
  });

  it('does not count the owner reading their own profile, nor crawlers and scripts', async () => {
    const { listing, token } = await tradeOn('professional');
    await visit(`/api/tradesmen/${listing.id}`, {
      'user-agent': browser,
      authorization: `Bearer ${token}`,
    });
    await visit(`/api/tradesmen/${listing.id}`, {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await visit(`/api/tradesmen/${listing.id}`, { 'user-agent': 'curl/8.5.0' });
    await visit(`/api/tradesmen/${listing.id}`);
    expect(await statsOf(listing.id)).toEqual([]);
    const visitor = await signedIn(bindings, db, 'resident');
    await visit(`/api/tradesmen/${listing.id}`, {
      'user-agent': browser,
      authorization: `Bearer ${visitor.token}`,
    });
    expect(await statsOf(listing.id)).toMatchObject([{ profileViews: 1 }]);
  });

  it('still answers the profile when counting fails, and logs the failure', async () => {
    const broken = freshBindings();
    const brokenDb = databaseOf(broken);
    const listing = await makeTradesman(brokenDb, { verificationStatus: 'verified' });
    await brokenDb.run(sql`drop table listing_daily_stats`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await visit(`/api/tradesmen/${listing.id}`, { 'user-agent': browser }, broken);
    expect(response.status).toBe(200);
    expect(logged).toHaveBeenCalledWith('Counting a profile view failed', expect.anything());
    logged.mockRestore();
  });
});

describe('the 12-week answer', () => {
  it('lists 12 Monday-started weeks with this week last, counting its requests, jobs and reviews', async () => {
    const { listing, token } = await tradeOn('professional');
    const now = Date.now();
    const answered = await makeQuote(db, listing, {
      createdAt: new Date(now - 2 * 3_600_000),
      firstRespondedAt: new Date(now - 3_600_000),
      status: 'completed',
      completedAt: new Date(now - 1000),
    });
    await makeQuote(db, listing, {
      createdAt: new Date(now - 70 * 3_600_000),
      firstRespondedAt: new Date(now - 10 * 3_600_000),
      status: 'contacted',
    });
    await makeQuote(db, listing, { createdAt: new Date(now - 60_000) });
    await makeQuote(db, listing, { createdAt: new Date(now - 200 * dayMs) });
    await db.insert(reviews).values({
      quoteRequestId: answered.id,
      tradesmanId: listing.id,
      rating: 5,
      title: 'Great survey',
      text: 'Clear and on time',
      workDate: '2026-11-01',
    });
    await visit(`/api/tradesmen/${listing.id}`, { 'user-agent': browser });
    const response = await call(bindings, 'GET', '/api/tradesman/analytics', { token });
    const { weeks } = (await response.json()) as { weeks: Record<string, unknown>[] };
    expect(weeks).toHaveLength(12);
    for (const [index, week] of weeks.entries()) {
      expect(Object.keys(week).sort()).toEqual([
        'answeredWithin24h',
        'completedJobs',
        'impressions',
        'profileViews',
        'quoteRequests',
        'reviews',
        'weekStart',
      ]);
      const start = new Date(`${week.weekStart}T12:00:00Z`);
      expect(start.getUTCDay()).toBe(1);
      if (index > 0) {
        const before = new Date(`${weeks[index - 1]?.weekStart}T12:00:00Z`);
        expect(start.getTime() - before.getTime()).toBe(7 * dayMs);
      }
    }
    const total = (key: string) => weeks.reduce((sum, week) => sum + Number(week[key] ?? 0), 0);
    // The request 200 days old is outside the 12 weeks; the one a minute old is counted but not
    // yet judged for the 24-hour share.
    expect(total('quoteRequests')).toBe(3);
    expect(total('completedJobs')).toBe(1);
    expect(total('reviews')).toBe(1);
    expect(total('profileViews')).toBe(1);
    const shares = weeks.map((week) => week.answeredWithin24h).filter((share) => share !== null);
    expect(shares.length).toBeGreaterThan(0);
    // One of the two judged requests was answered within 24 hours (they may fall in two weeks).
    expect(shares.every((share) => typeof share === 'number' && share >= 0 && share <= 1)).toBe(
      true,
    );
    const last = weeks.at(-1) as { weekStart: string };
    expect(Date.parse(`${last.weekStart}T00:00:00Z`)).toBeLessThanOrEqual(now + dayMs);
    expect(Date.parse(`${last.weekStart}T00:00:00Z`)).toBeGreaterThan(now - 8 * dayMs);
  });
});
