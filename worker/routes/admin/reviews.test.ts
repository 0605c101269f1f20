import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviews, tradesmen, users } from '../../../schema/tables';
import { makeQuote, makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);

type SignedIn = Awaited<ReturnType<typeof signedIn>>;
let admin: SignedIn;
let resident: SignedIn;
let owner: SignedIn;
let listing: Awaited<ReturnType<typeof makeTradesman>>;

/** A homeowner's review of a completed job, written through the route. */
async function reviewed(rating: number, title: string) {
  const quote = await makeQuote(db, listing, {
    homeownerId: resident.user.id,
    status: 'completed',
    createdAt: new Date('2026-02-01T09:00:00Z'),
  });
  const response = await call(bindings, 'POST', `/api/quote-requests/${quote.id}/review`, {
    token: resident.token,
    body: {
      rating,
      title,
      text: `${title}: the whole job from survey to sign-off, described honestly.`,
      workDate: '2026-02-10',
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

const publicReviews = async (page = 1) =>
  (await call(bindings, 'GET', `/api/tradesmen/${listing.id}/reviews?page=${page}`)).json();

beforeAll(async () => {
  admin = await signedIn(bindings, db, 'admin');
  resident = await signedIn(bindings, db, 'resident');
  owner = await signedIn(bindings, db, 'tradesperson');
  listing = await makeTradesman(db, { ownerId: owner.user.id, name: 'Colne Heat Pumps' });
});

describe('reporting and hiding a review', () => {
  it('takes a report from anyone signed in, with a reason', async () => {
    const { id } = await reviewed(2, 'Overran by a week');
    const path = `/api/reviews/${id}/report`;
    expect(
      (await call(bindings, 'POST', path, { body: { reason: 'Not a customer' } })).status,
    ).toBe(401);
    const blank = await call(bindings, 'POST', path, { body: { reason: ' ' }, token: owner.token });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'Please say why you are reporting this review' });
    for (const token of [owner.token, owner.token, admin.token]) {
      const response = await call(bindings, 'POST', path, {
        body: { reason: 'Not a customer' },
        token,
      });
      expect(response.status).toBe(201);
    }
    const reported = await call(bindings, 'GET', '/api/admin/reviews/reported', {
      token: admin.token,
    });
    const entry = (await reported.json()).find((item: { id: number }) => item.id === id);
    expect(entry).toMatchObject({ tradesmanName: 'Colne Heat Pumps', rating: 2 });
    expect(entry.reports).toHaveLength(2);
  });

  it('lets only admins see reports and hide reviews', async () => {
    const { id } = await reviewed(3, 'Fair price');
    for (const token of [resident.token, owner.token]) {
      expect((await call(bindings, 'GET', '/api/admin/reviews/reported', { token })).status).toBe(
        403,
      );
      const hide = await call(bindings, 'POST', `/api/admin/reviews/${id}/hide`, {
        token,
        body: { reason: 'Spam' },
      });
      expect(hide.status).toBe(403);
    }
    const noReason = await call(bindings, 'POST', `/api/admin/reviews/${id}/hide`, {
      token: admin.token,
      body: {},
    });
    expect(noReason.status).toBe(400);
  });

  it('shows a hidden review as its moderation line and keeps the rating true to the rows', async () => {
    await reviewed(5, 'Warm house at last');
    const { id } = await reviewed(1, 'Abusive rant');
    await call(bindings, 'POST', `/api/reviews/${id}/report`, {
      token: owner.token,
      body: { reason: 'Abusive' },
    });

    const hide = await call(bindings, 'POST', `/api/admin/reviews/${id}/hide`, {
      token: admin.token,
      body: { reason: 'Personal abuse of a named employee' },
    });
    expect(hide.status).toBe(200);
    expect(await hide.json()).toEqual({
      id,
      hidden: true,
      moderationLine: 'Removed by moderators: Personal abuse of a named employee',
    });
    const again = await call(bindings, 'POST', `/api/admin/reviews/${id}/hide`, {
      token: admin.token,
      body: { reason: 'x' },
    });
    expect(again.status).toBe(409);

    const rows = await db.select().from(reviews).where(eq(reviews.tradesmanId, listing.id));
    const shown = rows.filter((row) => !row.hidden);
    const [stored] = await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id));
    expect(stored?.ratingCount).toBe(shown.length);
    const average = shown.reduce((sum, row) => sum + row.rating, 0) / shown.length;
    expect(stored?.ratingAverage).toBe(Math.round(average * 100) / 100);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      hidden: true,
      hiddenBy: admin.user.id,
    });

    const page = await publicReviews();
    const entry = page.reviews.find((item: { id: number }) => item.id === id);
    expect(entry).toEqual({
      id,
      hidden: true,
      moderationLine: 'Removed by moderators: Personal abuse of a named employee',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(page)).not.toContain('Abusive rant');
    expect(page.ratings).toEqual({ average: stored?.ratingAverage, count: stored?.ratingCount });

    const reported = await (
      await call(bindings, 'GET', '/api/admin/reviews/reported', { token: admin.token })
    ).json();
    expect(reported.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('keeps a review whose reports are dismissed', async () => {
    const { id } = await reviewed(2, 'Slow paperwork');
    await call(bindings, 'POST', `/api/reviews/${id}/report`, {
      token: owner.token,
      body: { reason: 'Unfair' },
    });
    const dismissed = await call(bindings, 'POST', `/api/admin/reviews/${id}/dismiss-reports`, {
      token: admin.token,
    });
    expect(await dismissed.json()).toEqual({ id, dismissed: 1 });
    const page = await publicReviews();
    expect(page.reviews.find((item: { id: number }) => item.id === id)).toMatchObject({
      hidden: false,
      rating: 2,
    });
  });
});

describe('the audit trail of review moderation', () => {
  const auditOf = (id: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)));
  const report = (id: number) =>
    call(bindings, 'POST', `/api/reviews/${id}/report`, {
      token: owner.token,
      body: { reason: 'Unfair' },
    });
  const moderate = (id: number, action: 'hide' | 'dismiss-reports') =>
    call(bindings, 'POST', `/api/admin/reviews/${id}/${action}`, {
      token: admin.token,
      ...(action === 'hide' ? { body: { reason: 'Not about the work' } } : {}),
    });

  it('records one row per hide and per dismissal, none on a repeat', async () => {
    const hidden = await reviewed(1, 'Off topic');
    await report(hidden.id);
    expect((await moderate(hidden.id, 'hide')).status).toBe(200);
    expect((await moderate(hidden.id, 'hide')).status).toBe(409);
    expect(await auditOf(hidden.id)).toEqual([
      expect.objectContaining({
        action: 'review.hidden',
        actorId: admin.user.id,
        after: { hidden: true, reason: 'Not about the work' },
      }),
    ]);

    const kept = await reviewed(3, 'Fair enough');
    await report(kept.id);
    expect(await (await moderate(kept.id, 'dismiss-reports')).json()).toMatchObject({
      dismissed: 1,
    });
    expect(await (await moderate(kept.id, 'dismiss-reports')).json()).toMatchObject({
      dismissed: 0,
    });
    expect(await auditOf(kept.id)).toEqual([
      expect.objectContaining({
        action: 'review.reports_dismissed',
        after: { reportsDismissed: 1 },
      }),
    ]);
  });
});

describe('GET /api/tradesmen/:id/reviews', () => {
  it('pages newest first with the 5 to 1 star breakdown of the shown reviews', async () => {
    const other = await makeTradesman(db, { name: 'Paged Reviews Ltd' });
    await db.update(users).set({ name: 'Emma Jane Clarke' }).where(eq(users.id, resident.user.id));
    for (let n = 0; n < 12; n++) {
      const quote = await makeQuote(db, other, {
        homeownerId: resident.user.id,
        status: 'completed',
      });
      await db.insert(reviews).values({
        quoteRequestId: quote.id,
        tradesmanId: other.id,
        homeownerId: resident.user.id,
        rating: (n % 5) + 1,
        title: `Review ${n}`,
        text: 'Honest words about the job.',
        workDate: '2026-03-01',
        createdAt: new Date(Date.UTC(2026, 3, 1 + n)),
      });
    }
    const first = await (await call(bindings, 'GET', `/api/tradesmen/${other.id}/reviews`)).json();
    expect(first).toMatchObject({
      page: 1,
      pageSize: 10,
      total: 12,
      hasMore: true,
      hiddenCount: 0,
    });
    expect(first.reviews.map((item: { title: string }) => item.title).slice(0, 2)).toEqual([
      'Review 11',
      'Review 10',
    ]);
    expect(first.breakdown).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 2 },
      { stars: 3, count: 2 },
      { stars: 2, count: 3 },
      { stars: 1, count: 3 },
    ]);
    expect(first.reviews[0].authorName).toBe('Emma C.');
    const second = await (
      await call(bindings, 'GET', `/api/tradesmen/${other.id}/reviews?page=2`)
    ).json();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.reviews).toHaveLength(2);
    expect((await call(bindings, 'GET', '/api/tradesmen/999999/reviews')).status).toBe(404);
    expect((await call(bindings, 'GET', `/api/tradesmen/${other.id}/reviews?page=0`)).status).toBe(
      400,
    );
  });
});
