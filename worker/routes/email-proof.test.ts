// Proven e-mail before a listing is public (docs/decisions/019-proven-e-mail-and-held-reviews.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAddresses, tradesmen, users } from '../../schema/tables';
import { runHourlyJobs } from '../scheduled';
import { call, databaseOf, freshBindings } from '../test/harness';
import { lastMail, mailedToken } from '../test/mail';
import {
  freshAddress,
  type PaymentAnswer,
  payWithCard,
  registration,
  startPayment,
  stripe,
  uniqueEmail,
} from '../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);
const dayMs = 86_400_000;

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await call(bindings, 'POST', '/api/register-tradesman', {
    body,
    headers: freshAddress(),
  });
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { token: string; profile: { id: number } };
  return { ...answer, email: body.contactEmail as string, name: body.businessName as string };
}

const status = async (path: string) => (await call(bindings, 'GET', path)).status;
const names = async (path: string) =>
  ((await (await call(bindings, 'GET', path)).json()) as { name: string }[]).map(
    (listing) => listing.name,
  );

/** Every public place a listing can appear, as one picture. */
async function publicPlaces(id: number, name: string) {
  const search = `/api/tradesmen?query=${encodeURIComponent(name)}`;
  return {
    directory: (await names('/api/tradesmen?sort=newest')).includes(name),
    search: (await names(search)).includes(name),
    featured: (await names('/api/featured-tradesmen')).includes(name),
    profile: await status(`/api/tradesmen/${id}`),
    page: await status(`/tradesman/${id}`),
    reviews: await status(`/api/tradesmen/${id}/reviews`),
  };
}
const hidden = {
  directory: false,
  search: false,
  featured: false,
  profile: 404,
  page: 404,
  reviews: 404,
};
const shown = {
  directory: true,
  search: true,
  featured: true,
  profile: 200,
  page: 200,
  reviews: 200,
};

describe('a new registration', () => {
  it('stays out of every public place until the mailed link proves the address, and the owner still sees it', async () => {
    const name = `Quendon Proof Heat ${crypto.randomUUID().slice(0, 6)}`;
    const trade = await register({ businessName: name });
    // Featured by an admin meanwhile: still not shown while unproven.
    await db.update(tradesmen).set({ featured: true }).where(eq(tradesmen.id, trade.profile.id));
    expect(await publicPlaces(trade.profile.id, name)).toEqual(hidden);
    const own = await call(bindings, 'GET', '/api/tradesman/profile', { token: trade.token });
    expect(own.status).toBe(200);

    const welcome = await lastMail(db, trade.email, 'tradesperson-welcome');
    expect(welcome?.body).toContain('Your listing goes public once you confirm this address');
    const token = await mailedToken(db, trade.email, 'tradesperson-welcome');
    const confirmed = await call(bindings, 'POST', '/api/account/email/confirm', {
      body: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      message: 'Thank you: your e-mail address is confirmed.',
      email: null,
    });
    expect(await publicPlaces(trade.profile.id, name)).toEqual(shown);
    // The link works once.
    const again = await call(bindings, 'POST', '/api/account/email/confirm', { body: { token } });
    expect(again.status).toBe(400);
  });

  it('is proven by the first sign-in with the mailed temporary password, not by the registration session', async () => {
    const name = `Quendon Password Lofts ${crypto.randomUUID().slice(0, 6)}`;
    const trade = await register({ businessName: name });
    const [before] = await db.select().from(users).where(eq(users.email, trade.email));
    expect(before?.emailProvenAt).toBeNull();
    const password = (await lastMail(db, trade.email, 'tradesperson-welcome'))?.body.match(
      /Temporary password: (\S+)/,
    )?.[1];
    const login = await call(bindings, 'POST', '/api/auth/login', {
      body: { email: trade.email, password },
      headers: freshAddress(),
    });
    expect(login.status).toBe(200);
    expect((await publicPlaces(trade.profile.id, name)).directory).toBe(true);
    // The sign-in's address is kept only as a keyed hash.
    const kept = await db
      .select()
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, before?.id ?? 0));
    expect(kept.length).toBe(2);
    for (const row of kept) expect(row.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not block the real owner: registering the address again replaces it and refunds its payment', async () => {
    const email = uniqueEmail('squatted');
    const { answer } = await startPayment(bindings, { plan: 'starter', billing: 'monthly', email });
    const payment = answer as PaymentAnswer;
    expect((await payWithCard(bindings, payment)).status).toBe(200);
    const squatter = await register({
      businessName: 'Squatter Ltd',
      contactEmail: email,
      plan: 'starter',
      paymentIntentId: payment.paymentIntentId,
    });

    const owner = await register({ businessName: 'The Real Owner Ltd', contactEmail: email });
    const rows = await db.select().from(tradesmen).where(eq(tradesmen.contactEmail, email));
    expect(rows.map((row) => row.name)).toEqual(['The Real Owner Ltd']);
    expect(owner.profile.id).not.toBe(squatter.profile.id);
    // No charge without a plan: the squatter's payment is refunded and its subscription ended.
    const refunds = await stripe().refunds.list({
      payment_intent: payment.paymentIntentId as string,
    });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([payment.amount]);
    const subscription = await stripe().subscriptions.retrieve(payment.subscriptionId);
    expect(subscription.status).toBe('canceled');
    // The squatter's session is gone with its account.
    const stale = await call(bindings, 'GET', '/api/tradesman/profile', { token: squatter.token });
    expect(stale.status).toBe(401);
  });

  it("lets the real owner pay for a plan and check the address while a squatter's is unproven", async () => {
    const squatter = await register({ businessName: 'Squatter Two Ltd' });
    const check = (contactEmail: string) =>
      call(bindings, 'POST', '/api/register-tradesman/email', {
        body: { contactEmail },
        headers: freshAddress(),
      });
    expect((await check(squatter.email)).status).toBe(200);
    const { response } = await startPayment(bindings, {
      plan: 'starter',
      billing: 'monthly',
      email: squatter.email,
    });
    expect(response.status).toBe(200);
    // Proven, the address is taken: refused on the step where it is typed, and at Pay.
    const token = await mailedToken(db, squatter.email, 'tradesperson-welcome');
    await call(bindings, 'POST', '/api/account/email/confirm', { body: { token } });
    const taken = await check(squatter.email);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: 'An account with this email already exists. Please sign in instead.',
    });
    const again = await startPayment(bindings, {
      plan: 'starter',
      billing: 'monthly',
      email: squatter.email,
    });
    expect(again.response.status).toBe(409);
  });

  it('is not replaced once proven: the address is then taken', async () => {
    const trade = await register();
    const token = await mailedToken(db, trade.email, 'tradesperson-welcome');
    await call(bindings, 'POST', '/api/account/email/confirm', { body: { token } });
    const second = await call(bindings, 'POST', '/api/register-tradesman', {
      body: registration({ contactEmail: trade.email }),
      headers: freshAddress(),
    });
    expect(second.status).toBe(409);
  });

  it('is removed by the hourly job 7 days after registering when never proven, and the address is told', async () => {
    const stale = await register({ businessName: 'Never Proven Ltd' });
    const proven = await register({ businessName: 'Proven In Time Ltd' });
    const token = await mailedToken(db, proven.email, 'tradesperson-welcome');
    await call(bindings, 'POST', '/api/account/email/confirm', { body: { token } });

    const sixDaysOn = new Date(Date.now() + 6 * dayMs);
    await runHourlyJobs(db, bindings, sixDaysOn);
    expect(await db.select().from(users).where(eq(users.email, stale.email))).toHaveLength(1);

    const eightDaysOn = new Date(Date.now() + 8 * dayMs);
    const report = await runHourlyJobs(db, bindings, eightDaysOn);
    expect(report.unprovenRegistrations).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(users).where(eq(users.email, stale.email))).toEqual([]);
    expect(await db.select().from(tradesmen).where(eq(tradesmen.id, stale.profile.id))).toEqual([]);
    expect((await lastMail(db, stale.email, 'registration-removed'))?.body).toContain(
      'the registration and its listing have been removed',
    );
    expect(await db.select().from(users).where(eq(users.email, proven.email))).toHaveLength(1);
    // A second run finds nothing more of these two.
    await runHourlyJobs(db, bindings, eightDaysOn);
    expect(await db.select().from(users).where(eq(users.email, proven.email))).toHaveLength(1);
  });

  it('keeps sign-in address hashes 30 days, then the hourly job forgets them', async () => {
    const trade = await register();
    const [owner] = await db.select().from(users).where(eq(users.email, trade.email));
    const kept = () =>
      db
        .select()
        .from(signInAddresses)
        .where(eq(signInAddresses.userId, owner?.id ?? 0));
    expect(await kept()).toHaveLength(1);
    // Proven, so the 7-day removal leaves the account alone.
    const token = await mailedToken(db, trade.email, 'tradesperson-welcome');
    await call(bindings, 'POST', '/api/account/email/confirm', { body: { token } });
    await runHourlyJobs(db, bindings, new Date(Date.now() + 29 * dayMs));
    expect(await kept()).toHaveLength(1);
    await runHourlyJobs(db, bindings, new Date(Date.now() + 31 * dayMs));
    expect(await kept()).toEqual([]);
  });

  it('leaves listings made any other way (bulk import, the dashboard) public: only registration waits for proof', async () => {
    const name = `Brackley Imported ${crypto.randomUUID().slice(0, 6)}`;
    const [row] = await db
      .insert(tradesmen)
      .values({ name, location: 'Watford', contactEmail: uniqueEmail(), featured: true })
      .returning();
    expect(row?.emailProofPending).toBe(false);
    expect(await publicPlaces(row?.id ?? 0, name)).toEqual(shown);
  });
});
