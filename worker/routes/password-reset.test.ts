import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox, rateLimits, sessions, users } from '../../schema/tables';
import { purgeExpiredSessions } from '../jobs/session-purge';
import { hashToken } from '../services/accounts/tokens';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeUser, signedIn, testPassword } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';
import { lastMail, mailedToken } from '../test/mail';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
let address = 0;
const fromNewAddress = () => ({ 'cf-connecting-ip': `192.0.2.${++address}` });

const forgot = (email: string, headers = fromNewAddress()) =>
  call(bindings, 'POST', '/api/auth/forgot-password', { body: { email }, headers });
const reset = (token: string, password = 'fresh-pass', confirmPassword = password) =>
  call(bindings, 'POST', '/api/auth/reset-password', {
    body: { token, password, confirmPassword },
  });
const login = (email: string, password: string) =>
  call(bindings, 'POST', '/api/auth/login', {
    body: { email, password },
    headers: fromNewAddress(),
  });
const me = (token: string) => call(bindings, 'GET', '/api/auth/me', { token });
const expired = 'This reset link has expired or was already used. Please ask for a new one.';

async function resetTokenFor(email: string) {
  expect((await forgot(email)).status).toBe(200);
  return mailedToken(db, email, 'password-reset');
}

const rowsTo = async (email: string) =>
  (await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.n;

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address exactly alike, and mails only the known one', async () => {
    const user = await makeUser(db);
    const unknown = 'nobody-here@example.com';
    const known = await forgot(user.email);
    const missing = await forgot(unknown);
    expect(known.status).toBe(missing.status);
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await missing.text());
    expect(await rowsTo(user.email)).toBe(1);
    expect(await rowsTo(unknown)).toBe(0);
    const tokens = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
  });

  it('stores only a hash of the mailed token, valid for 30 minutes', async () => {
    const user = await makeUser(db);
    const before = Date.now();
    const token = await resetTokenFor(user.email);
    const [row] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row?.tokenHash).toBe(await hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 60_000);
  });

  it('sends no link to a deactivated account, with the same answer', async () => {
    const user = await makeUser(db, { isActive: false });
    expect((await forgot(user.email)).status).toBe(200);
    expect(await rowsTo(user.email)).toBe(0);
  });

  it('builds the link from SITE_URL, whatever Host the request names', async () => {
    const user = await makeUser(db);
    const response = await call(bindings, 'POST', 'https://evil.example/api/auth/forgot-password', {
      body: { email: user.email },
      headers: { ...fromNewAddress(), host: 'evil.example' },
    });
    expect(response.status).toBe(200);
    const mail = await lastMail(db, user.email, 'password-reset');
    expect(mail?.body).toContain(`\nhttps://site.example/reset-password?token=`);
    expect(mail?.body).not.toContain('evil.example');
  });

  it('refuses to mail a link without SITE_URL (never guessing it from Host), and stores nothing', async () => {
    const user = await makeUser(db);
    const unconfigured = { ...bindings, SITE_URL: undefined };
    const response = await call(unconfigured, 'POST', '/api/auth/forgot-password', {
      body: { email: user.email },
      headers: fromNewAddress(),
    });
    expect(response.status).toBe(500);
    expect(await rowsTo(user.email)).toBe(0);
    expect(
      await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)),
    ).toHaveLength(0);
  });

  it("refuses a bad e-mail with the product's message", async () => {
    const response = await forgot('not-an-email');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address' });
  });

  it('limits one e-mail to 5 requests an hour from any address, known or not', async () => {
    for (const email of [(await makeUser(db)).email, 'ghost@example.com']) {
      for (let n = 0; n < 5; n++) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('limits one address to 20 requests an hour across e-mails', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.7' };
    for (let n = 0; n < 20; n++) {
      expect((await forgot(`someone-${n}@example.com`, headers)).status).toBe(200);
    }
    expect((await forgot('one-more@example.com', headers)).status).toBe(429);
    const keys = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'forgot-password:ip:198.51.100.7'));
    expect(keys[0]?.count).toBe(21);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, clears the temporary flag, ends every session and signs in', async () => {
    const { user, token: oldSession } = await signedIn(bindings, db, 'tradesperson');
    await db.update(users).set({ isTemporaryPassword: true }).where(eq(users.id, user.id));
    const token = await resetTokenFor(user.email);
    const response = await reset(token, 'brand-new-pass');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      token: expect.any(String),
      userType: 'tradesman',
      user: { id: user.id, email: user.email, role: 'tradesperson' },
      account: { isTemporaryPassword: false },
    });
    expect((await me(oldSession)).status).toBe(401);
    expect((await me(body.token)).status).toBe(200);
    const live = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live).toHaveLength(1);
    expect((await login(user.email, testPassword)).status).toBe(401);
    expect((await login(user.email, 'brand-new-pass')).status).toBe(200);
  });

  it('works once: a second use, and two uses at the same moment, get one success', async () => {
    const user = await makeUser(db);
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'another-pass');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: expired });

    const other = await makeUser(db);
    const racing = await resetTokenFor(other.email);
    const answers = await Promise.all([reset(racing, 'first-pass'), reset(racing, 'second-pass')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first-pass' : 'second-pass';
    expect((await login(other.email, winner)).status).toBe(200);
  });

  it('refuses an expired link, a forged one, and an older link once a newer one was used', async () => {
    const user = await makeUser(db);
    const token = await resetTokenFor(user.email);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, await hashToken(token)));
    expect(await (await reset(token)).json()).toEqual({ error: expired });
    expect((await reset('forged-token-that-was-never-mailed')).status).toBe(400);

    const older = await resetTokenFor(user.email);
    const newer = await resetTokenFor(user.email);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older)).status).toBe(400);
    expect((await login(user.email, testPassword)).status).toBe(401);
  });

  it("changes only its own account's password and sessions", async () => {
    const owner = await makeUser(db);
    const bystander = await signedIn(bindings, db, 'resident');
    const token = await resetTokenFor(owner.email);
    expect((await reset(token, 'owners-new-pass')).status).toBe(200);
    expect((await me(bystander.token)).status).toBe(200);
    expect((await login(bystander.user.email, testPassword)).status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, bystander.user.id));
    expect(row?.passwordHash).toBe(bystander.user.passwordHash);
  });

  it('applies the password rules', async () => {
    const user = await makeUser(db);
    const token = await resetTokenFor(user.email);
    const short = await reset(token, '12345');
    expect(await short.json()).toEqual({ error: 'Password must be at least 6 characters' });
    const differ = await reset(token, 'long-enough', 'long-enougH');
    expect(await differ.json()).toEqual({ error: "Passwords don't match" });
    const unused = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password-reset')));
    expect(unused[0]?.usedAt).toBeNull();
  });
});

describe('the new password', () => {
  it('is held to the registration rule: a common one is refused with its message, the link kept', async () => {
    const user = await makeUser(db);
    const token = await resetTokenFor(user.email);
    const common = await reset(token, 'password123');
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      error: 'This password is too common. Please choose another.',
    });
    expect((await reset(token, 'heatpump2')).status).toBe(200);
  });
});

describe('mailed links', () => {
  it('are tried at most 20 times in 15 minutes from one address', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.99' };
    const body = { token: 'guessing', password: 'guess-pass', confirmPassword: 'guess-pass' };
    for (let n = 0; n < 20; n++) {
      const response = await call(bindings, 'POST', '/api/auth/reset-password', { body, headers });
      expect(response.status).toBe(400);
    }
    const refused = await call(bindings, 'POST', '/api/auth/reset-password', { body, headers });
    expect(refused.status).toBe(429);
    const confirm = await call(bindings, 'POST', '/api/account/email/confirm', {
      body: { token: 'guessing' },
      headers,
    });
    expect(confirm.status).toBe(429);
  });

  it('are dropped by the hourly job a day after they expire', async () => {
    const user = await makeUser(db);
    await resetTokenFor(user.email);
    const now = new Date(Date.now() + 25 * 60 * 60_000);
    await purgeExpiredSessions(db, now);
    expect(
      await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)),
    ).toHaveLength(0);
  });
});
