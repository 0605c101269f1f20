import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { directorySorts } from '../../../schema/catalogues';
import { type PlanId, planIds, planIncludes } from '../../../schema/plans';
import { tradesmen } from '../../../schema/tables';
import { startNewGeneration } from '../../middleware/edge-cache';
import { runHourlyJobs } from '../../scheduled';
import { makeTradesman } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const day = 86_400_000;
/**
 * These tests change rows behind the API's back, so each read first drops the edge cache's copies
 * as a write through the API would (docs/decisions/023-edge-cache.md).
 */
async function json(bindings: ReturnType<typeof freshBindings>, path: string) {
  await startNewGeneration(bindings);
  return (await call(bindings, 'GET', path)).json();
}
const names = (list: { name: string }[]) => list.map((listing) => listing.name);

describe('directory search', () => {
  it('finds stems and vocabulary matches, and keeps the FTS index in step with every write', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const listing = await makeTradesman(db, {
      name: 'Mimram Installs',
      services: ['EV Charging Installation'],
      description: 'Home chargers',
    });
    expect(names(await json(bindings, '/api/tradesmen?query=car%20charger'))).toEqual([
      'Mimram Installs',
    ]);
    await db
      .update(tradesmen)
      .set({ name: 'Mimram Lofts', services: ['Wall/Loft Insulation'], description: '' })
      .where(eq(tradesmen.id, listing.id));
    expect(await json(bindings, '/api/tradesmen?query=car%20charger')).toEqual([]);
    expect(names(await json(bindings, '/api/tradesmen?query=insulating%20lofts'))).toEqual([
      'Mimram Lofts',
    ]);
    await db.delete(tradesmen).where(eq(tradesmen.id, listing.id));
    expect(await json(bindings, '/api/tradesmen?query=mimram')).toEqual([]);
  });

  it("ranks live featured (an admin's badge or a paid plan's), then verified, then paid above free; vocabulary words mean the service; other words rank by relevance", async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await makeTradesman(db, { name: 'Free solar', ratingAverage: 5 });
    // A paid plan carries the featured badge (docs/product/business-side.md §10.9).
    await makeTradesman(db, { name: 'Paid solar', plan: 'starter', ratingAverage: 3 });
    await makeTradesman(db, { name: 'Verified solar', isVerified: true, ratingAverage: 2 });
    await makeTradesman(db, {
      name: 'Featured',
      featured: true,
      featuredUntil: new Date(Date.now() + day),
    });
    await makeTradesman(db, {
      name: 'Mentions solar',
      isVerified: true,
      services: ['Battery Storage Systems'],
      description: 'Batteries for your solar panels',
    });
    expect(names(await json(bindings, '/api/tradesmen?query=solar%20panels'))).toEqual([
      'Paid solar',
      'Featured',
      'Verified solar',
      'Free solar',
    ]);
    await makeTradesman(db, { name: 'Mimram Solar', ratingAverage: 1 });
    await makeTradesman(db, { name: 'Solar by the Mimram', ratingAverage: 5 });
    expect(names(await json(bindings, '/api/tradesmen?query=mimram%20solar'))).toEqual([
      'Mimram Solar',
      'Solar by the Mimram',
    ]);
  });

  it('sorts by rating, reviews or age, and the count agrees with the list for every combination', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const now = Date.now();
    await makeTradesman(db, {
      name: 'A',
      ratingAverage: 4.9,
      ratingCount: 3,
      createdAt: new Date(now - 3 * day),
    });
    await makeTradesman(db, {
      name: 'B',
      ratingAverage: 4.1,
      ratingCount: 90,
      createdAt: new Date(now - day),
    });
    await makeTradesman(db, {
      name: 'C',
      ratingAverage: 4.5,
      ratingCount: 20,
      createdAt: new Date(now - 2 * day),
      location: 'St Albans',
      services: ['Heat Pump Installation'],
    });
    await makeTradesman(db, { name: 'Gone', verificationStatus: 'rejected', ratingAverage: 5 });
    expect(names(await json(bindings, '/api/tradesmen?sort=highest-rated'))).toEqual([
      'A',
      'C',
      'B',
    ]);
    expect(names(await json(bindings, '/api/tradesmen?sort=most-reviewed'))).toEqual([
      'B',
      'C',
      'A',
    ]);
    expect(names(await json(bindings, '/api/tradesmen?sort=newest'))).toEqual(['B', 'C', 'A']);

    const filters = [
      '',
      'query=solar',
      'query=AL1',
      'service=Heat%20Pump',
      'location=Watford',
      'location=AL1',
      'query=nothing',
    ];
    for (const filter of filters) {
      for (const { value } of directorySorts) {
        const query = `${filter}&sort=${value}`;
        const list = await json(bindings, `/api/tradesmen?${query}`);
        const { count } = await json(bindings, `/api/tradesmen/count?${query}`);
        expect(count, query).toBe(list.length);
      }
    }
  });

  it('ranks a postcode area first, then county-wide firms, then neighbours, and leaves far areas out', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await makeTradesman(db, {
      name: 'Watford firm',
      location: 'Watford',
      isVerified: true,
      ratingAverage: 5,
    });
    await makeTradesman(db, { name: 'County firm', location: 'Hertfordshire' });
    await makeTradesman(db, { name: 'St Albans firm', location: 'St Albans' });
    await makeTradesman(db, { name: 'Stevenage firm', location: 'Stevenage' });
    for (const query of ['query=AL1', 'query=al1%203', 'location=AL1%203AB', 'query=harpenden']) {
      expect(names(await json(bindings, `/api/tradesmen?${query}`)), query).toEqual([
        'St Albans firm',
        'County firm',
        'Watford firm',
      ]);
    }
    expect(await json(bindings, '/api/tradesmen/count?query=AL1')).toEqual({
      count: 3,
      suggestion: null,
      postcode: 'AL1',
      postcodeLocation: 'St Albans',
      postcodeOutsideArea: false,
    });
  });

  it('says when a postcode is outside the county and answers county-wide', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await makeTradesman(db, { location: 'Stevenage' });
    await makeTradesman(db, { location: 'Dacorum' });
    expect(await json(bindings, '/api/tradesmen?query=SW1A%201AA')).toHaveLength(2);
    expect(await json(bindings, '/api/tradesmen/count?location=SW1A%201AA')).toMatchObject({
      count: 2,
      postcode: 'SW1A',
      postcodeLocation: null,
      postcodeOutsideArea: true,
    });
  });

  it('suggests a close catalogue term when nothing matches', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await makeTradesman(db, { services: ['Heat Pump Installation'] });
    expect(await json(bindings, '/api/tradesmen/count?query=heatpump')).toMatchObject({
      count: 0,
      suggestion: 'heat pump',
    });
    expect(await json(bindings, '/api/tradesmen/count?query=heat%20pump')).toMatchObject({
      count: 1,
      suggestion: null,
    });
  });

  it.each([
    ['sort=cheapest', 'Unknown sort'],
    ['location=Narnia', 'Unknown location'],
  ])('refuses %s with a 400 message', async (query, message) => {
    const response = await call(freshBindings(), 'GET', `/api/tradesmen/count?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  });
});

describe('plan placement (docs/product/public-site.md §10.1)', () => {
  const verifiedOn = (db: ReturnType<typeof databaseOf>, plan: PlanId, name: string, rating = 4) =>
    makeTradesman(db, { name, plan, isVerified: true, ratingAverage: rating });

  it('ranks Premium, Professional, Starter and Free in that order at the same standing, whatever their rating', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    // The cards sell it: Premium the top position, Professional priority placement.
    expect(planIncludes('premium', 'top-position')).toBe(true);
    expect(planIncludes('professional', 'priority-placement')).toBe(true);
    for (const [index, plan] of planIds.entries()) {
      await verifiedOn(db, plan, `${plan} solar`, 5 - index);
    }
    const expected = ['premium solar', 'professional solar', 'starter solar', 'free solar'];
    for (const query of ['', 'query=solar%20panels', 'location=Watford', 'query=solar']) {
      expect(names(await json(bindings, `/api/tradesmen?${query}`)), query).toEqual(expected);
    }
  });

  it('keeps verification, the search match and relevance as they were: a plan only orders equals', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await makeTradesman(db, { name: 'Unchecked Premium solar', plan: 'premium' });
    await verifiedOn(db, 'starter', 'Checked Starter solar');
    await makeTradesman(db, {
      name: 'Premium heat pumps',
      plan: 'premium',
      isVerified: true,
      services: ['Heat Pump Installation'],
    });
    expect(names(await json(bindings, '/api/tradesmen?query=solar%20panels'))).toEqual([
      'Checked Starter solar',
      'Unchecked Premium solar',
    ]);
    // Among Premium listings the better match comes first, the worse-rated one included.
    await verifiedOn(db, 'premium', 'Mimram Renewables', 1);
    await makeTradesman(db, {
      name: 'Lea Valley Renewables',
      plan: 'premium',
      isVerified: true,
      ratingAverage: 5,
      description: 'Solar and batteries along the Mimram',
    });
    await verifiedOn(db, 'professional', 'Mimram Professional Renewables', 5);
    expect(names(await json(bindings, '/api/tradesmen?query=mimram'))).toEqual([
      'Mimram Renewables',
      'Lea Valley Renewables',
      'Mimram Professional Renewables',
    ]);
  });

  it('loses its place with a lapsed plan: read as Free at once, ranked as Free once the hourly job writes it', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const premium = await makeTradesman(db, {
      name: 'Premium solar',
      plan: 'premium',
      isVerified: true,
      ratingAverage: 1,
      paidUntil: new Date(Date.now() + 10 * day),
    });
    await verifiedOn(db, 'professional', 'Professional solar', 2);
    await verifiedOn(db, 'free', 'Free solar', 5);
    expect(names(await json(bindings, '/api/tradesmen'))).toEqual([
      'Premium solar',
      'Professional solar',
      'Free solar',
    ]);

    await db
      .update(tradesmen)
      .set({ paidUntil: new Date(Date.now() - 15 * day) })
      .where(eq(tradesmen.id, premium.id));
    const lapsed = (await json(bindings, '/api/tradesmen')) as { name: string; plan: string }[];
    expect(lapsed.find((listing) => listing.name === 'Premium solar')?.plan).toBe('free');
    await runHourlyJobs(db, bindings, new Date());
    expect(names(await json(bindings, '/api/tradesmen'))).toEqual([
      'Professional solar',
      'Free solar',
      'Premium solar',
    ]);
  });
});
