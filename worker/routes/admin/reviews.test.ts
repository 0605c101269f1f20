// One process for every review (docs/decisions/019-proven-e-mail-and-held-reviews.md): linked
// authors are held for a moderator, reports go to the same queue, and a moderator's decision is
// mailed to the author.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviews, tradesmen, users } from '../../../schema/tables';
import { makeQuote, makeTradesman, makeUser, signedIn, testPassword } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { lastMail, mailedToken } from '../../test/mail';
import { registration, uniqueEmail } from '../../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);

type SignedIn = Awaited<ReturnType<typeof signedIn>>;
let admin: SignedIn;
let resident: SignedIn;
let owner: SignedIn;
let listing: Awaited<ReturnType<typeof makeTradesman>>;

/** A homeowner's review of a completed job of the listing, written through the route. */
async function reviewed(
  rating: number,
  title: string,
  author: SignedIn = resident,
  on: { id: number; name: string } = listing,
) {
  const quote = await makeQuote(db, on, {
    homeownerId: author.user.id,
    status: 'completed',
    createdAt: new Date('2026-02-01T09:00:00Z'),
  });
  const response = await call(bindings, 'POST', `/api/quote-requests/${quote.id}/review`, {
    token: author.token,
    body: {
      rating,
      title,
      text: `${title}: the whole job from survey to sign-off, described honestly.`,
      workDate: '2026-02-10',
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; held: boolean; message: string };
}

const publicReviews = async (id = listing.id) =>
  (await call(bindings, 'GET', `/api/tradesmen/${id}/reviews`)).json();
const publicIds = async (id = listing.id) =>
  (await publicReviews(id)).reviews.map((review: { id: number }) => review.id);
const queue = async () =>
  (await call(bindings, 'GET', '/api/admin/reviews?status=held', { token: admin.token })).json();
const queued = async (id: number) => (await queue()).find((item: { id: number }) => item.id === id);
const release = (id: number, body: unknown = { message: 'Checked with the trade: a real job.' }) =>
  call(bindings, 'POST', `/api/admin/reviews/${id}/release`, { token: admin.token, body });
const remove = (
  id: number,
  body: unknown = { reason: 'linked-to-business', message: 'You run this business.' },
) => call(bindings, 'POST', `/api/admin/reviews/${id}/remove`, { token: admin.token, body });
const storedRating = async (id = listing.id) => {
  const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, id));
  return { average: row?.ratingAverage, count: row?.ratingCount };
};

beforeAll(async () => {
  admin = await signedIn(bindings, db, 'admin');
  resident = await signedIn(bindings, db, 'resident');
  owner = await signedIn(bindings, db, 'tradesperson');
  listing = await makeTradesman(db, {
    ownerId: owner.user.id,
    name: 'Colne Heat Pumps',
    contactEmail: 'office@colne-heat.example',
    contactPhone: '01923 555 010',
    businessAddress: '4 Mill Lane, Watford WD17 1AA',
  });
});

describe('reviews from customers with no link to the trade', () => {
  it('publishes a 1-star and a 5-star review at once, each as a Verified customer', async () => {
    const other = await makeTradesman(db, { name: 'Even Handed Solar' });
    const fan = await signedIn(bindings, db, 'resident');
    const critic = await signedIn(bindings, db, 'resident');
    const five = await reviewed(5, 'Superb install', fan, other);
    const one = await reviewed(1, 'Left a mess', critic, other);
    for (const review of [five, one]) {
      expect(review).toMatchObject({
        held: false,
        message: 'Thank you: your review is now on the business’s profile.',
      });
    }
    expect(await publicIds(other.id)).toEqual([one.id, five.id]);
    expect(await storedRating(other.id)).toEqual({ average: 3, count: 2 });
    const page = await publicReviews(other.id);
    for (const review of page.reviews) {
      expect(review.verifiedLine).toMatch(/^Verified customer — job completed /);
    }
    expect(await queued(one.id)).toBeUndefined();
  });

  it('gives no Verified customer line to an author whose e-mail is not proven', async () => {
    const other = await makeTradesman(db, { name: 'Unproven Author Lofts' });
    const unproven = await signedIn(bindings, db, 'resident');
    await db.update(users).set({ emailProvenAt: null }).where(eq(users.id, unproven.user.id));
    const review = await reviewed(4, 'Tidy loft job', unproven, other);
    expect(review.held).toBe(false);
    const [shown] = (await publicReviews(other.id)).reviews;
    expect(shown).toMatchObject({ id: review.id, verifiedLine: null });
  });
});

describe('reviews whose author is linked to the trade', () => {
  it('holds a sock puppet: a resident account registered from the trade’s network, reviewing a completed job', async () => {
    const network = { 'cf-connecting-ip': '192.0.2.77' };
    const trade = registration({ businessName: 'Puppet Master Heat' });
    const registered = await call(bindings, 'POST', '/api/register-tradesman', {
      body: trade,
      headers: network,
    });
    expect(registered.status).toBe(201);
    const { token: tradeToken, profile } = await registered.json();
    const proof = await mailedToken(db, trade.contactEmail, 'tradesperson-welcome');
    await call(bindings, 'POST', '/api/account/email/confirm', { body: { token: proof } });

    const puppetEmail = uniqueEmail('puppet');
    const joined = await call(bindings, 'POST', '/api/homeowners/register', {
      body: { name: 'Polly Puppet', email: puppetEmail, password: 'Retrofit-Puppet-2026' },
      headers: network,
    });
    expect(joined.status).toBe(201);
    const residentProof = await mailedToken(db, puppetEmail, 'email-proof');
    await call(bindings, 'POST', '/api/account/email/confirm', { body: { token: residentProof } });
    // Signs in from elsewhere: the registration's address is enough.
    const login = await call(bindings, 'POST', '/api/auth/login', {
      body: { email: puppetEmail, password: 'Retrofit-Puppet-2026' },
      headers: { 'cf-connecting-ip': '198.51.100.200' },
    });
    const { token: puppetToken } = await login.json();
    const sent = await call(bindings, 'POST', '/api/quote-requests', {
      token: puppetToken,
      body: {
        tradesmanId: profile.id,
        propertySize: '3 bed',
        timeline: 'month',
        description: 'Air source heat pump for a semi',
        customerName: 'Polly Puppet',
        customerEmail: puppetEmail,
        customerPhone: '07700 900999',
      },
    });
    expect(sent.status).toBe(201);
    const { id: quoteId } = await sent.json();
    for (const status of ['contacted', 'quoted', 'completed']) {
      const moved = await call(bindings, 'PATCH', `/api/quote-requests/${quoteId}/status`, {
        token: tradeToken,
        body: { status },
      });
      expect(moved.status).toBe(200);
    }
    const review = await call(bindings, 'POST', `/api/quote-requests/${quoteId}/review`, {
      token: puppetToken,
      body: {
        rating: 5,
        title: 'Best heat pump firm ever',
        text: 'Five stars, could not fault a single thing they did.',
        workDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(review.status).toBe(201);
    const answer = await review.json();
    expect(answer).toMatchObject({
      held: true,
      message:
        'Thank you: our team checks this review before it is published, and we will e-mail you when it is.',
    });
    expect(await publicIds(profile.id)).toEqual([]);
    expect(await storedRating(profile.id)).toEqual({ average: 0, count: 0 });
    expect(await queued(answer.id)).toMatchObject({
      status: 'held',
      tradesmanName: 'Puppet Master Heat',
      heldReasons: ['Signed in or registered from a network address the business’s account used'],
    });
  });

  it('holds an author with the listing’s e-mail, phone or address, whatever the rating', async () => {
    const sameEmail = await signedIn(bindings, db, 'resident');
    await db
      .update(tradesmen)
      .set({ contactEmail: sameEmail.user.email.toUpperCase() })
      .where(eq(tradesmen.id, listing.id));
    const one = await reviewed(1, 'Terrible firm', sameEmail);
    await db
      .update(tradesmen)
      .set({ contactEmail: 'office@colne-heat.example' })
      .where(eq(tradesmen.id, listing.id));

    const samePhone = await signedIn(bindings, db, 'resident');
    await db
      .update(users)
      .set({ phone: '+44 1923 555010', address: '4 Mill Lane', postcode: 'WD17 1AA' })
      .where(eq(users.id, samePhone.user.id));
    const five = await reviewed(5, 'Wonderful firm', samePhone);

    expect(one.held).toBe(true);
    expect(five.held).toBe(true);
    expect((await queued(one.id))?.heldReasons).toEqual(['Same e-mail address as the business']);
    expect((await queued(five.id))?.heldReasons).toEqual([
      'Same phone number as the business',
      'Same address as the business',
    ]);
    const shown = await publicIds();
    expect(shown).not.toContain(one.id);
    expect(shown).not.toContain(five.id);
  });
});

describe('the moderators’ queue', () => {
  it('is for admins only, and lists only the held queue', async () => {
    for (const token of [resident.token, owner.token]) {
      const response = await call(bindings, 'GET', '/api/admin/reviews?status=held', { token });
      expect(response.status).toBe(403);
    }
    const bad = await call(bindings, 'GET', '/api/admin/reviews?status=all', {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    const { id } = await reviewed(3, 'Fair price');
    const refused = await call(bindings, 'POST', `/api/admin/reviews/${id}/remove`, {
      token: owner.token,
      body: { reason: 'spam', message: 'x' },
    });
    expect(refused.status).toBe(403);
  });

  it('keeps a review the trade reports public, and queues it beside the held ones', async () => {
    const { id } = await reviewed(2, 'Overran by a week');
    const path = `/api/reviews/${id}/report`;
    expect(
      (await call(bindings, 'POST', path, { body: { reason: 'Not a customer' } })).status,
    ).toBe(401);
    const blank = await call(bindings, 'POST', path, { body: { reason: ' ' }, token: owner.token });
    expect(blank.status).toBe(400);
    for (const token of [owner.token, owner.token, admin.token]) {
      const response = await call(bindings, 'POST', path, {
        body: { reason: 'Not a customer' },
        token,
      });
      expect(response.status).toBe(201);
    }
    expect(await publicIds()).toContain(id);
    const entry = await queued(id);
    expect(entry).toMatchObject({ status: 'reported', heldReasons: [], rating: 2 });
    expect(entry.reports).toHaveLength(2);
  });

  it('names a public review for its report page, and neither a held nor a removed one', async () => {
    const named = (id: number | string) => call(bindings, 'GET', `/api/reviews/${id}`);
    const shown = await reviewed(3, 'Named for reporting');
    const response = await named(shown.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: shown.id,
      title: 'Named for reporting',
      tradesmanId: listing.id,
    });

    const linked = await signedIn(bindings, db, 'resident');
    await db.update(users).set({ phone: '01923555010' }).where(eq(users.id, linked.user.id));
    const held = await reviewed(4, 'Held before anyone reads it', linked);
    expect(held.held).toBe(true);
    const removed = await reviewed(1, 'Removed after a report');
    await call(bindings, 'POST', `/api/reviews/${removed.id}/report`, {
      token: owner.token,
      body: { reason: 'Not a customer' },
    });
    expect((await remove(removed.id)).status).toBe(200);
    for (const id of [held.id, removed.id, 999_999, 'first']) {
      const refused = await named(id);
      expect(refused.status, String(id)).toBe(404);
      expect(await refused.json()).toEqual({ error: 'Review not found' });
    }
  });

  it('releases a held review with a message mailed to its author, once', async () => {
    const linked = await signedIn(bindings, db, 'resident');
    await db.update(users).set({ phone: '01923555010' }).where(eq(users.id, linked.user.id));
    const { id } = await reviewed(4, 'Good survey', linked);
    const before = await storedRating();
    const noMessage = await release(id, {});
    expect(noMessage.status).toBe(400);
    expect(await noMessage.json()).toEqual({
      error: 'Please write the message the author will receive',
    });

    const released = await release(id);
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ id, status: 'public' });
    expect(await publicIds()).toContain(id);
    expect((await storedRating()).count).toBe((before.count ?? 0) + 1);
    const mail = await lastMail(db, linked.user.email, 'review-released');
    expect(mail?.body).toContain('Your review "Good survey" of Colne Heat Pumps');
    expect(mail?.body).toContain("Our moderator's note: Checked with the trade: a real job.");
    expect((await release(id)).status).toBe(409);
    expect(await queued(id)).toBeUndefined();
  });

  it('removes a review with a catalogue reason: its place says why, the author is told, the profile counts it', async () => {
    const other = await makeTradesman(db, { name: 'Counted Removals Ltd' });
    const author = await signedIn(bindings, db, 'resident');
    await reviewed(5, 'Warm house at last', author, other);
    const abuser = await signedIn(bindings, db, 'resident');
    const { id } = await reviewed(1, 'Abusive rant', abuser, other);
    await call(bindings, 'POST', `/api/reviews/${id}/report`, {
      token: owner.token,
      body: { reason: 'Abusive' },
    });
    const unknownReason = await remove(id, { reason: 'too-negative', message: 'No.' });
    expect(unknownReason.status).toBe(400);

    const removed = await remove(id, { reason: 'abusive', message: 'Please keep it civil.' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({
      id,
      status: 'removed',
      moderationLine: 'Removed by moderators: abusive or discriminatory language',
    });
    expect((await remove(id)).status).toBe(409);
    const mail = await lastMail(db, abuser.user.email, 'review-removed');
    expect(mail?.body).toContain(
      'was removed by our moderators: abusive or discriminatory language.',
    );
    expect(mail?.body).toContain("Our moderator's note: Please keep it civil.");

    const page = await publicReviews(other.id);
    expect(page.reviews.find((item: { id: number }) => item.id === id)).toEqual({
      id,
      hidden: true,
      moderationLine: 'Removed by moderators: abusive or discriminatory language',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(page)).not.toContain('Abusive rant');
    expect(page.ratings).toEqual({ average: 5, count: 1 });
    expect(page.removedByReason).toEqual([
      { reason: 'abusive', label: 'abusive or discriminatory language', count: 1 },
    ]);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ hidden: true, hiddenBy: admin.user.id, removalReason: 'abusive' });
  });

  it('audits each decision once, in the batch that makes it', async () => {
    const linked = await makeUser(db, { role: 'resident', phone: '01923 555 010' });
    const login = await call(bindings, 'POST', '/api/auth/login', {
      body: { email: linked.email, password: testPassword },
    });
    const author = { user: linked, token: (await login.json()).token as string };
    const kept = await reviewed(3, 'Fair enough', author);
    const gone = await reviewed(
      2,
      'Off topic',
      author,
      await makeTradesman(db, { contactPhone: '01923555010' }),
    );
    await release(kept.id);
    await release(kept.id);
    await remove(gone.id, { reason: 'not-about-the-job', message: 'About the weather.' });
    const auditOf = (id: number) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)));
    expect(await auditOf(kept.id)).toEqual([
      expect.objectContaining({ action: 'review.released', actorId: admin.user.id }),
    ]);
    expect(await auditOf(gone.id)).toEqual([
      expect.objectContaining({
        action: 'review.hidden',
        after: { hidden: true, reason: 'not-about-the-job', message: 'About the weather.' },
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
