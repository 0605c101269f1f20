import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews, tradesmen } from '../../schema/tables';
import { makeQuote, makeTradesman, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);

type SignedIn = Awaited<ReturnType<typeof signedIn>>;
let owner: SignedIn;
let otherTrades: SignedIn;
let resident: SignedIn;
let otherResident: SignedIn;
let listing: Awaited<ReturnType<typeof makeTradesman>>;

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Tidy loft job',
  text: 'Turned up on time, topped up the loft and cleared every bit of mess away after.',
  workDate: '2026-01-10',
  ...overrides,
});

const completedQuote = (homeownerId: number, createdAt = new Date('2026-01-02T09:00:00Z')) =>
  makeQuote(db, listing, { homeownerId, status: 'completed', createdAt });

const postReview = (quoteId: number, token: string | undefined, body = review()) =>
  call(bindings, 'POST', `/api/quote-requests/${quoteId}/review`, { token, body });

/** The listing's stored figures next to what its shown review rows say. */
async function ratingsAndRows(tradesmanId: number) {
  const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, tradesmanId));
  const shown = (await db.select().from(reviews).where(eq(reviews.tradesmanId, tradesmanId)))
    .filter((entry) => !entry.hidden)
    .map((entry) => entry.rating);
  const average = shown.length ? shown.reduce((sum, n) => sum + n, 0) / shown.length : 0;
  return {
    stored: { average: row?.ratingAverage, count: row?.ratingCount },
    fromRows: { average: Math.round(average * 100) / 100, count: shown.length },
  };
}

beforeAll(async () => {
  owner = await signedIn(bindings, db, 'tradesperson');
  otherTrades = await signedIn(bindings, db, 'tradesperson');
  resident = await signedIn(bindings, db, 'resident');
  otherResident = await signedIn(bindings, db, 'resident');
  listing = await makeTradesman(db, { ownerId: owner.user.id, name: 'Verulam Lofts' });
  await makeTradesman(db, { ownerId: otherTrades.user.id });
});

describe('POST /api/quote-requests/:id/review', () => {
  it('refuses a request the trade has not marked completed', async () => {
    for (const status of ['pending', 'contacted', 'quoted', 'cancelled'] as const) {
      const quote = await makeQuote(db, listing, { homeownerId: resident.user.id, status });
      const response = await postReview(quote.id, resident.token);
      expect(response.status, status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'You can review this job once the tradesperson has marked it completed.',
      });
    }
  });

  it('refuses another homeowner, a tradesperson account and a visitor', async () => {
    const quote = await completedQuote(resident.user.id);
    expect((await postReview(quote.id, otherResident.token)).status).toBe(403);
    expect((await postReview(quote.id, owner.token)).status).toBe(403);
    expect((await postReview(quote.id, undefined)).status).toBe(401);
    expect(await db.select().from(reviews).where(eq(reviews.quoteRequestId, quote.id))).toEqual([]);
  });

  it('refuses a request sent without an account', async () => {
    const quote = await makeQuote(db, listing, { status: 'completed' });
    expect((await postReview(quote.id, resident.token)).status).toBe(403);
  });

  it('validates the rating, text and date of work', async () => {
    const quote = await completedQuote(resident.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 6 }, 'Please choose a rating from 1 to 5'],
      [{ rating: 0 }, 'Please choose a rating from 1 to 5'],
      [{ title: ' ' }, 'Please give your review a title'],
      [{ text: 'Great.' }, expect.stringContaining('at least 20 characters') as unknown as string],
      [{ workDate: '2999-01-01' }, 'Please give the date of the work (not in the future)'],
      [{ workDate: '2025-12-01' }, 'The date of the work cannot be before you sent the request.'],
    ];
    for (const [change, message] of cases) {
      const response = await postReview(quote.id, resident.token, review(change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
  });

  it('stores a verified review and recomputes the rating from the rows', async () => {
    const quote = await completedQuote(resident.user.id);
    const response = await postReview(quote.id, resident.token, review({ rating: 5 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      hidden: false,
      rating: 5,
      title: 'Tidy loft job',
      verifiedLine: expect.stringMatching(/^Verified customer — job completed \w+ \d{4}$/),
      reply: null,
    });
    const { stored, fromRows } = await ratingsAndRows(listing.id);
    expect(stored).toEqual(fromRows);
    expect(stored.count).toBeGreaterThan(0);
  });

  it('takes one review per request, also when two arrive at once', async () => {
    const quote = await completedQuote(resident.user.id);
    expect((await postReview(quote.id, resident.token)).status).toBe(201);
    const again = await postReview(quote.id, resident.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'You have already reviewed this job.' });

    const racing = await completedQuote(resident.user.id);
    const statuses = await Promise.all([
      postReview(racing.id, resident.token),
      postReview(racing.id, resident.token),
    ]).then((responses) => responses.map((r) => r.status).sort());
    expect(statuses).toEqual([201, 409]);
    const { stored, fromRows } = await ratingsAndRows(listing.id);
    expect(stored).toEqual(fromRows);
  });
});

describe('POST /api/reviews/:id/reply', () => {
  it('lets only the listing owner reply, once', async () => {
    const quote = await completedQuote(resident.user.id);
    const { id } = await (await postReview(quote.id, resident.token)).json();
    const body = { reply: 'Thank you, it was a pleasure to work on your home.' };
    expect(
      (await call(bindings, 'POST', `/api/reviews/${id}/reply`, { body, token: otherTrades.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(bindings, 'POST', `/api/reviews/${id}/reply`, { body, token: resident.token }))
        .status,
    ).toBe(403);
    const replied = await call(bindings, 'POST', `/api/reviews/${id}/reply`, {
      body,
      token: owner.token,
    });
    expect(replied.status).toBe(200);
    expect(await replied.json()).toMatchObject({ id, reply: { text: body.reply } });
    const twice = await call(bindings, 'POST', `/api/reviews/${id}/reply`, {
      body,
      token: owner.token,
    });
    expect(twice.status).toBe(409);
    const blank = await call(bindings, 'POST', `/api/reviews/${id}/reply`, {
      body: { reply: '' },
      token: owner.token,
    });
    expect(blank.status).toBe(400);
  });
});

describe('GET /api/homeowners/:id/quotes after a review', () => {
  it('names the review of a reviewed request and none for the others', async () => {
    const reviewed = await completedQuote(otherResident.user.id);
    const waiting = await completedQuote(otherResident.user.id);
    const created = await postReview(reviewed.id, otherResident.token);
    const { id } = await created.json();
    const response = await call(
      bindings,
      'GET',
      `/api/homeowners/${otherResident.user.id}/quotes`,
      { token: otherResident.token },
    );
    const quotes: { id: number; reviewId: number | null }[] = await response.json();
    expect(quotes.find((quote) => quote.id === reviewed.id)?.reviewId).toBe(id);
    expect(quotes.find((quote) => quote.id === waiting.id)?.reviewId).toBeNull();
  });
});
