import { describe, expect, it } from 'vitest';
import type { tradesmen } from '../../../schema/tables';
import { makeQuote, makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const dayMs = 86_400_000;
// caches.default is shared by every test file of the run: a unique origin keeps these keys ours.
const origin = `https://badge-${crypto.randomUUID()}.example`;

const premium = (overrides: Partial<typeof tradesmen.$inferInsert> = {}) =>
  makeTradesman(db, {
    plan: 'premium',
    paidUntil: new Date(Date.now() + 20 * dayMs),
    verificationStatus: 'verified',
    isVerified: true,
    ratingAverage: 4.75,
    ratingCount: 23,
    ...overrides,
  });

const badge = (id: number | string) =>
  call(bindings, 'GET', `${origin}/api/tradesmen/${id}/badge.svg`);

describe('GET /api/tradesmen/{id}/badge.svg', () => {
  it('shows the live rating, the review count and "Verified" for a verified Premium listing', async () => {
    const listing = await premium({ name: 'Greenspark Solar' });
    const response = await badge(listing.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg).toContain('Greenspark Solar');
    expect(svg).toContain('★ 4.8 · 23 reviews');
    expect(svg).toContain('Verified on Retrofit Smarter Greener');
  });

  it('says "Listed on" rather than "Verified" for a listing not verified', async () => {
    const listing = await premium({ isVerified: false, verificationStatus: 'pending' });
    const svg = await (await badge(listing.id)).text();
    expect(svg).toContain('Listed on Retrofit Smarter Greener');
    expect(svg).not.toContain('Verified');
  });

  it('stops claiming "Verified" the moment a credential lapses, before the hourly job writes it', async () => {
    const listing = await premium({ verifiedUntil: new Date(Date.now() - 60_000) });
    const svg = await (await badge(listing.id)).text();
    expect(svg).toContain('Listed on Retrofit Smarter Greener');
    expect(svg).not.toContain('Verified');
  });

  it('escapes a hostile business name everywhere it appears', async () => {
    const listing = await premium({ name: `A&B "Eco" <script>alert(1)</script>` });
    const svg = await (await badge(listing.id)).text();
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('"Eco"');
    expect(svg).toContain('A&amp;B &quot;Eco&quot; &lt;script&gt;');
    // Every `&` starts an entity: nothing breaks the XML.
    expect(svg.match(/&(?!amp;|quot;|lt;|gt;|#39;)/g)).toBeNull();
  });

  it.each([
    ['a Professional plan', { plan: 'professional' as const }],
    ['a lapsed Premium plan', { paidUntil: new Date(Date.now() - 15 * dayMs) }],
    [
      'a cancelled Premium plan past its period',
      { paidUntil: new Date(Date.now() - 1000), cancelAtPeriodEnd: true },
    ],
    ['a rejected listing', { verificationStatus: 'rejected' as const, isVerified: false }],
  ])('answers a neutral badge, with no name or rating, for %s', async (_, overrides) => {
    const listing = await premium({ name: 'Downgraded Heat Pumps', ...overrides });
    const response = await badge(listing.id);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('Retrofit Smarter Greener');
    expect(svg).not.toContain('Downgraded Heat Pumps');
    expect(svg).not.toContain('★');
    expect(svg).not.toContain('Verified');
  });

  it('answers a neutral image, not an error, for a listing that does not exist', async () => {
    const response = await badge(987654321);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('★');
  });

  it('is cached at the edge: public with stale-while-revalidate, and the second request is a hit', async () => {
    const listing = await premium();
    const first = await badge(listing.id);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect(first.headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    const firstSvg = await first.text();
    const second = await badge(listing.id);
    expect(second.headers.get('cache-status')).toBe('worker-cache; hit');
    expect(await second.text()).toBe(firstSvg);
    expect(second.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });
});

describe('GET /api/tradesmen/{id}/review-request', () => {
  it('names the completed, unreviewed job of the signed-in homeowner, and nothing for anyone else', async () => {
    const listing = await premium();
    const homeowner = await signedIn(bindings, db, 'resident');
    const quote = await makeQuote(db, listing, {
      homeownerId: homeowner.user.id,
      status: 'completed',
    });
    await makeQuote(db, listing, { homeownerId: homeowner.user.id, status: 'pending' });
    const path = `/api/tradesmen/${listing.id}/review-request`;
    const mine = await call(bindings, 'GET', path, { token: homeowner.token });
    expect(await mine.json()).toEqual({
      listing: { id: listing.id, name: listing.name },
      signedInAs: 'resident',
      reviewableRequestId: quote.id,
    });
    const stranger = await signedIn(bindings, db, 'resident');
    const theirs = await call(bindings, 'GET', path, { token: stranger.token });
    expect(
      ((await theirs.json()) as { reviewableRequestId: unknown }).reviewableRequestId,
    ).toBeNull();
    const visitor = await call(bindings, 'GET', path);
    expect(await visitor.json()).toMatchObject({ signedInAs: null, reviewableRequestId: null });
  });

  it('answers 404 for a rejected listing', async () => {
    const listing = await premium({ verificationStatus: 'rejected' });
    expect(
      (await call(bindings, 'GET', `/api/tradesmen/${listing.id}/review-request`)).status,
    ).toBe(404);
  });
});
