import { describe, expect, it } from 'vitest';
import { credentials } from '../../../schema/tables';
import { listFeatured } from '../../services/listings/directory';
import { makeTradesman } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const hour = 3_600_000;

describe('GET /api/tradesmen', () => {
  it('lists active featured first, then verified, then by rating; an expired badge does not count', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const plain = await makeTradesman(db, { ratingAverage: 4.9 });
    const verified = await makeTradesman(db, { isVerified: true, ratingAverage: 4.1 });
    const expired = await makeTradesman(db, {
      featured: true,
      featuredUntil: new Date(Date.now() - hour),
      ratingAverage: 5,
    });
    const featured = await makeTradesman(db, {
      featured: true,
      featuredUntil: new Date(Date.now() + hour),
      ratingAverage: 3.2,
    });

    const response = await call(bindings, 'GET', '/api/tradesmen');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    const list = await response.json();
    expect(list.map((t: { id: number }) => t.id)).toEqual([
      featured.id,
      verified.id,
      expired.id,
      plain.id,
    ]);
    expect(list[2]).toMatchObject({ featured: false, featuredUntil: null });
    expect(list[0].ratings).toEqual({ average: 3.2, count: 0 });
  });

  it('never shows private fields or rejected listings', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await makeTradesman(db, {
      paymentIntentId: 'pi_secret',
      stripeCustomerId: 'cus_secret',
      verificationNotes: 'insurance expired',
    });
    await makeTradesman(db, { name: 'Rejected Ltd', verificationStatus: 'rejected' });
    const text = await (await call(bindings, 'GET', '/api/tradesmen')).text();
    expect(text).not.toMatch(/pi_secret|cus_secret|insurance expired|ownerId|Rejected Ltd/);
    const count = await (await call(bindings, 'GET', '/api/tradesmen/count')).json();
    expect(count).toMatchObject({ count: 1 });
  });

  it.each([
    ['offset=-1', 'Offset must be a whole number of 0 or more'],
    ['offset=ten', 'Offset must be a whole number of 0 or more'],
    ['service=Plumbing', 'Unknown service'],
    ['location=Paris', 'Unknown location'],
  ])('refuses %s with a 400 message', async (query, message) => {
    const response = await call(freshBindings(), 'GET', `/api/tradesmen?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  });
});

describe('GET /api/tradesmen/:id', () => {
  it('returns one public listing and 404 for unknown, rejected or malformed ids', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const listing = await makeTradesman(db, { name: 'Gade Valley Solar', paymentIntentId: 'pi_x' });
    const rejected = await makeTradesman(db, { verificationStatus: 'rejected' });

    const response = await call(bindings, 'GET', `/api/tradesmen/${listing.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: listing.id, name: 'Gade Valley Solar' });
    expect(body).not.toHaveProperty('paymentIntentId');

    for (const id of [String(rejected.id), '999999', 'abc', '-1']) {
      const missing = await call(bindings, 'GET', `/api/tradesmen/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Tradesman not found' });
    }
  });
});

describe('GET /api/featured-tradesmen', () => {
  it('lists live featured listings only, verified first', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const unverified = await makeTradesman(db, { featured: true, ratingAverage: 5 });
    const verified = await makeTradesman(db, { featured: true, isVerified: true });
    await makeTradesman(db, { featured: true, featuredUntil: new Date(Date.now() - hour) });
    await makeTradesman(db, { isVerified: true });

    const list = await (await call(bindings, 'GET', '/api/featured-tradesmen')).json();
    expect(list.map((t: { id: number }) => t.id)).toEqual([verified.id, unverified.id]);
  });

  it('reads the Verified badge as it shows now: a lapse within the hour is not verified first', async () => {
    const db = databaseOf(freshBindings());
    const lapsed = await makeTradesman(db, {
      featured: true,
      isVerified: true,
      verifiedUntil: new Date(Date.now() - hour),
    });
    const verified = await makeTradesman(db, { featured: true, isVerified: true });
    // The order rotates hourly; in every hour of a day the current badge comes first.
    for (let hours = 0; hours < 24; hours += 1) {
      const list = await listFeatured(db, new Date(Date.now() + hours * hour));
      expect(list.map((listing) => listing.id)).toEqual([verified.id, lapsed.id]);
    }
  });
});

describe('directory filters', () => {
  it('match location exactly, service by keyword and text across name, services and description', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const watfordHeat = await makeTradesman(db, {
      location: 'Watford',
      services: ['Heat Pump Installation'],
    });
    const dacorumLoft = await makeTradesman(db, {
      location: 'Dacorum',
      services: ['Wall/Loft Insulation'],
      description: 'Loft top-ups to 270 mm',
    });
    const ids = async (query: string) =>
      (await (await call(bindings, 'GET', `/api/tradesmen?${query}`)).json()).map(
        (t: { id: number }) => t.id,
      );

    expect(await ids('location=Watford')).toEqual([watfordHeat.id]);
    expect(await ids('service=Heat%20Pump')).toEqual([watfordHeat.id]);
    expect(await ids('service=Insulation&location=Dacorum')).toEqual([dacorumLoft.id]);
    expect(await ids('query=270%20mm')).toEqual([dacorumLoft.id]);
    expect(await ids('query=nothing-matches-this')).toEqual([]);
    expect(await ids('location=all&service=all')).toHaveLength(2);
    const count = await (
      await call(bindings, 'GET', '/api/tradesmen/count?location=Dacorum')
    ).json();
    expect(count).toMatchObject({ count: 1 });
  });

  it('pages 25 at a time by offset', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    for (let n = 0; n < 30; n++) await makeTradesman(db, { ratingAverage: n / 10 });
    const first = await (await call(bindings, 'GET', '/api/tradesmen')).json();
    const second = await (await call(bindings, 'GET', '/api/tradesmen?offset=25')).json();
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(5);
    expect(new Set([...first, ...second].map((t: { id: number }) => t.id)).size).toBe(30);
  });
});

describe('the grant filter', () => {
  it('keeps heat pump installers holding a checked MCS certificate in force for that type', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
    const mcs = (tradesmanId: number, scopes: string[], overrides = {}) =>
      db.insert(credentials).values({
        tradesmanId,
        scheme: 'mcs',
        number: 'NAP-12345',
        scopes,
        expiresOn: nextYear,
        status: 'verified',
        checkedAt: new Date(),
        ...overrides,
      });
    const heatPumps = { services: ['Heat Pump Installation'] };
    const airSource = await makeTradesman(db, heatPumps);
    await mcs(airSource.id, ['air-source-heat-pump']);
    const dacorum = await makeTradesman(db, {
      location: 'Dacorum',
      services: ['Solar Panel Installation', 'Heat Pump Installation'],
    });
    await mcs(dacorum.id, ['solar-pv', 'air-to-air-heat-pump', 'ground-source-heat-pump']);
    // A plain "MCS Certified" tick, a certificate for solar only, one expired, one not yet
    // checked, and a rejected listing: none can claim the scheme.
    await makeTradesman(db, { ...heatPumps, credentials: ['MCS Certified'] });
    await mcs((await makeTradesman(db, heatPumps)).id, ['solar-pv']);
    await mcs((await makeTradesman(db, heatPumps)).id, ['air-source-heat-pump'], {
      expiresOn: '2020-01-31',
    });
    await mcs((await makeTradesman(db, heatPumps)).id, ['air-source-heat-pump'], {
      status: 'pending',
    });
    const rejected = await makeTradesman(db, { ...heatPumps, verificationStatus: 'rejected' });
    await mcs(rejected.id, ['air-source-heat-pump']);
    const ids = async (query: string) =>
      (await (await call(bindings, 'GET', `/api/tradesmen?${query}`)).json()).map(
        (t: { id: number }) => t.id,
      );

    expect((await ids('grant=bus&measure=heat-pump')).sort()).toEqual(
      [airSource.id, dacorum.id].sort(),
    );
    expect(await ids('grant=bus&measure=air-to-air')).toEqual([dacorum.id]);
    const count = await (await call(bindings, 'GET', '/api/tradesmen/count?grant=bus')).json();
    expect(count).toMatchObject({ count: 2 });
  });

  it.each([
    ['grant=eco4', 'Unknown or missing grant.'],
    ['grant=bus&measure=solar-pv', 'Unknown or missing measure.'],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const response = await call(freshBindings(), 'GET', `/api/tradesmen?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  });
});
