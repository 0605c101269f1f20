import { describe, expect, it } from 'vitest';
import { makeTradesman } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

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
    expect(count).toEqual({ count: 1 });
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
