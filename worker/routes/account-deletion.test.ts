import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountTokens,
  galleryPhotos,
  mailOutbox,
  newsletterSubscribers,
  payments,
  quoteRequests,
  rateLimits,
  reviews,
  sessions,
  storedObjects,
  tradesmen,
  users,
  verificationDocuments,
} from '../../schema/tables';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeQuote, makeTradesman, makeUser, signedIn, testPassword } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';
import { mailedToken } from '../test/mail';
import {
  type PaymentAnswer,
  paidUpgradeNotApplied,
  payWithCard,
  startPayment,
  stripe,
  upgradeToStarter,
} from '../test/stripe';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);

const remove = (token: string, password = testPassword) =>
  call(bindings, 'DELETE', '/api/account', { token, body: { password } });
const login = (email: string) =>
  call(bindings, 'POST', '/api/auth/login', { body: { email, password: testPassword } });

/**
 * Every row of every table of ours, as text: what the database still says about anyone. Payments
 * are kept on purpose (accounting records; see services/accounts/erasure.ts).
 */
async function everyRow(except: string[] = []) {
  const tables = (
    await db.all<{ name: string }>(
      sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_%' escape '\\'`,
    )
  ).filter(({ name }) => !except.includes(name));
  const dumps = await Promise.all(
    tables.map(async ({ name }) =>
      JSON.stringify(await db.all(sql.raw(`select * from "${name}"`))),
    ),
  );
  return dumps.join('\n');
}

async function storedFile(
  ownerId: number,
  key: string,
  purpose: 'listing-logo' | 'gallery-photo' | 'verification-document',
) {
  await env.FILES.put(key, 'bytes');
  await db.insert(storedObjects).values({
    key,
    purpose,
    ownerId,
    contentType: purpose === 'verification-document' ? 'application/pdf' : 'image/png',
    size: 5,
    status: 'ready',
  });
}

describe('DELETE /api/account', () => {
  it('erases a homeowner, anonymising the requests and reviews they left', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    const phone = '07700 955123';
    await db
      .update(users)
      .set({ name: 'Zoe Quinlan', phone, address: '9 Elm Row', postcode: 'AL1 9ZZ' })
      .where(eq(users.id, user.id));
    const listing = await makeTradesman(db, { name: 'Kept Trades' });
    const quote = await makeQuote(db, listing, {
      homeownerId: user.id,
      customerName: 'Zoe Quinlan',
      customerEmail: user.email,
      customerPhone: phone,
      customerAddress: '9 Elm Row',
      customerPostcode: 'AL1 9ZZ',
      status: 'completed',
    });
    const created = await call(bindings, 'POST', `/api/quote-requests/${quote.id}/review`, {
      token,
      body: {
        rating: 5,
        title: 'Great loft job',
        text: 'Tidy, careful and finished on time.',
        workDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(created.status).toBe(201);
    await db.insert(newsletterSubscribers).values({ email: user.email, userType: 'homeowner' });
    await call(bindings, 'POST', '/api/auth/forgot-password', {
      body: { email: user.email },
      headers: { 'cf-connecting-ip': '203.0.113.9' },
    });

    const wrong = await remove(token, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Password is incorrect' });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const response = await remove(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Your account has been deleted.',
      filesDeleted: 0,
    });
    expect((await call(bindings, 'GET', '/api/auth/me', { token })).status).toBe(401);

    const [kept] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id));
    expect(kept).toMatchObject({
      customerName: 'Former customer',
      customerEmail: '',
      customerPhone: '',
      customerAddress: null,
      customerPostcode: null,
      homeownerId: null,
      description: quote.description,
      tradesmanId: listing.id,
    });
    const [review] = await db.select().from(reviews).where(eq(reviews.quoteRequestId, quote.id));
    expect(review).toMatchObject({ homeownerId: null, title: 'Great loft job' });
    const page = await (await call(bindings, 'GET', `/api/tradesmen/${listing.id}/reviews`)).json();
    expect(page.reviews[0]).toMatchObject({ authorName: 'Former customer', rating: 5 });

    const leftovers = await everyRow();
    for (const trace of [user.email, 'Zoe Quinlan', phone, '9 Elm Row', 'AL1 9ZZ']) {
      expect(leftovers, trace).not.toContain(trace);
    }
    expect((await login(user.email)).status).toBe(401);
  });

  it('erases by account: every address it has used, and what is keyed by its id', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    const phone = '07700 955456';
    await db.update(users).set({ phone }).where(eq(users.id, user.id));
    const oldEmail = user.email;
    const newEmail = `moved-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const listing = await makeTradesman(db, { contactEmail: 'kept@trade.example' });
    const asked = await call(bindings, 'POST', '/api/quote-requests', {
      token,
      body: {
        tradesmanId: listing.id,
        propertySize: '3 bed',
        timeline: 'month',
        description: 'Cavity wall insulation',
        customerName: 'Yusuf Brennan',
        customerEmail: oldEmail,
        customerPhone: phone,
      },
    });
    expect(asked.status).toBe(201);
    await db.insert(newsletterSubscribers).values({ email: oldEmail, userType: 'homeowner' });
    await call(bindings, 'POST', '/api/auth/forgot-password', {
      body: { email: oldEmail },
      headers: { 'cf-connecting-ip': '203.0.113.10' },
    });
    const moved = await call(bindings, 'POST', '/api/account/email', {
      token,
      body: { newEmail, password: testPassword },
    });
    expect(moved.status).toBe(202);
    const link = await mailedToken(db, newEmail, 'email-change-confirm');
    const confirmed = await call(bindings, 'POST', '/api/account/email/confirm', {
      token,
      body: { token: link },
    });
    expect(confirmed.status).toBe(200);
    await db.insert(newsletterSubscribers).values({ email: newEmail, userType: 'homeowner' });

    expect((await remove(token)).status).toBe(200);

    const leftovers = await everyRow();
    for (const trace of [oldEmail, newEmail, phone, 'Yusuf Brennan']) {
      expect(leftovers, trace).not.toContain(trace);
    }
    const counters = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(
      counters.map(({ key }) => key).filter((key) => key.endsWith(`:user:${user.id}`)),
    ).toEqual([]);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual(
      [],
    );
  });

  it('erases a tradesperson: listing, documents and files go, the subscription is cancelled', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const listing = await makeTradesman(db, { ownerId: user.id, name: 'Departing Solar Ltd' });
    const payment = await upgradeToStarter(bindings, token);
    const document = `verification/${user.id}/${crypto.randomUUID()}.pdf`;
    const logo = `logos/${user.id}/${crypto.randomUUID()}.png`;
    await storedFile(user.id, document, 'verification-document');
    await storedFile(user.id, logo, 'listing-logo');
    const photo = `public/gallery-photo/${crypto.randomUUID()}.png`;
    await storedFile(user.id, photo, 'gallery-photo');
    await db
      .insert(galleryPhotos)
      .values({ tradesmanId: listing.id, photoKey: photo, position: 1 });
    await db.insert(verificationDocuments).values({
      tradesmanId: listing.id,
      documentType: 'insurance',
      documentName: 'Public liability',
      documentUrl: document,
    });
    const homeowner = await makeUser(db, { role: 'resident' });
    const asked = await makeQuote(db, listing, { homeownerId: homeowner.id });

    const response = await remove(token);
    expect(response.status).toBe(200);
    expect((await response.json()).filesDeleted).toBe(3);

    const subscription = await stripe().subscriptions.retrieve(payment.subscriptionId);
    expect(subscription.status).toBe('canceled');
    expect(await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.tradesmanId, listing.id)),
    ).toHaveLength(0);
    expect(
      await db.select().from(galleryPhotos).where(eq(galleryPhotos.tradesmanId, listing.id)),
    ).toHaveLength(0);
    for (const key of [document, logo, photo]) {
      expect(await env.FILES.head(key), key).toBeNull();
      expect(await db.select().from(storedObjects).where(eq(storedObjects.key, key))).toHaveLength(
        0,
      );
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // The homeowner's request stays with them, naming the business it went to.
    const [kept] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, asked.id));
    expect(kept).toMatchObject({ tradesmanId: null, tradesmanName: 'Departing Solar Ltd' });
    // The payment stays as an accounting record, no longer linked to the account.
    const [paid] = await db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, payment.paymentIntentId as string));
    expect(paid).toMatchObject({ userId: null, tradesmanId: null });
    expect(await everyRow(['payments'])).not.toContain(user.email);
  });

  it('can be tried again after the subscription was already cancelled', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    await makeTradesman(db, { ownerId: user.id });
    const { answer } = await startPayment(
      bindings,
      { plan: 'starter', billing: 'monthly', context: 'upgrade' },
      token,
    );
    const payment = answer as PaymentAnswer;
    await payWithCard(bindings, payment);
    await call(bindings, 'POST', '/api/tradesman/upgrade-plan', {
      token,
      body: { plan: 'starter', billing: 'monthly', paymentIntentId: payment.paymentIntentId },
    });
    // A first attempt cancelled at Stripe, then failed before its batch.
    await stripe().subscriptions.cancel(payment.subscriptionId);
    expect((await remove(token)).status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('cancels a subscription paid for a plan change that was never applied', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    await makeTradesman(db, { ownerId: user.id });
    const payment = await paidUpgradeNotApplied(bindings, token);
    const { customer } = await stripe().subscriptions.retrieve(payment.subscriptionId);
    expect((await remove(token)).status).toBe(200);
    const left = await stripe().subscriptions.list({ customer: customer as string });
    expect(left.data.map((subscription) => subscription.status)).toEqual(['canceled']);
  });

  it('refuses the last active admin, and lets an admin go once another remains', async () => {
    const scoped = freshBindings();
    const scopedDb = databaseOf(scoped);
    const only = await signedIn(scoped, scopedDb, 'admin');
    const refused = await call(scoped, 'DELETE', '/api/account', {
      token: only.token,
      body: { password: testPassword },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error:
        'You are the last active admin: make another user an admin before deleting your account.',
    });
    await makeUser(scopedDb, { role: 'admin' });
    const allowed = await call(scoped, 'DELETE', '/api/account', {
      token: only.token,
      body: { password: testPassword },
    });
    expect(allowed.status).toBe(200);
  });

  it('leaves other users, their tokens and their requests alone', async () => {
    const leaving = await signedIn(bindings, db, 'resident');
    const staying = await signedIn(bindings, db, 'resident');
    const listing = await makeTradesman(db);
    const theirs = await makeQuote(db, listing, {
      homeownerId: staying.user.id,
      customerEmail: staying.user.email,
    });
    await db.insert(accountTokens).values({
      userId: staying.user.id,
      purpose: 'password-reset',
      tokenHash: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    // An address that contains the leaving one, and mail still queued for someone else about them.
    const lookalike = `jo${leaving.user.email}`;
    await db.insert(rateLimits).values({ key: `login-failed:email:${lookalike}`, windowStart: 0 });
    await db.insert(mailOutbox).values({
      to: staying.user.email,
      subject: 'About a request',
      body: `From ${leaving.user.email}`,
      template: 'new-quote',
    });
    expect((await remove(leaving.token)).status).toBe(200);
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login-failed:email:${lookalike}`)),
    ).toHaveLength(1);
    expect(
      await db.select().from(mailOutbox).where(eq(mailOutbox.to, staying.user.email)),
    ).toHaveLength(1);
    expect((await call(bindings, 'GET', '/api/auth/me', { token: staying.token })).status).toBe(
      200,
    );
    const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, theirs.id));
    expect(quote?.customerEmail).toBe(staying.user.email);
    expect(
      await db.select().from(accountTokens).where(eq(accountTokens.userId, staying.user.id)),
    ).toHaveLength(1);
  });

  it('asks for the password and limits wrong ones like change-password', async () => {
    const { token } = await signedIn(bindings, db, 'editor');
    const missing = await call(bindings, 'DELETE', '/api/account', { token, body: {} });
    expect(await missing.json()).toEqual({ error: 'Password is required' });
    for (let n = 0; n < 10; n++) expect((await remove(token, 'wrong-password')).status).toBe(400);
    expect((await remove(token)).status).toBe(429);
  });
});
