import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox, users } from '../../schema/tables';
import { hashToken } from '../services/accounts/tokens';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeUser, signedIn, testPassword } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';
import { lastMail, mailedToken } from '../test/mail';
import { resetLinkFor, resetWith } from '../test/reset-link';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const me = (token: string) => call(bindings, 'GET', '/api/auth/me', { token });

async function secondSession(email: string) {
  const response = await call(bindings, 'POST', '/api/auth/login', {
    body: { email, password: testPassword },
  });
  return ((await response.json()) as { token: string }).token;
}

describe('account routes', () => {
  it('refuse visitors on every signed-in route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/account'],
      ['PUT', '/api/account', { name: 'X' }],
      ['POST', '/api/account/email', { newEmail: 'x@example.com', password: testPassword }],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/sessions/revoke-others'],
      ['DELETE', `/api/account/sessions/${crypto.randomUUID()}`],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account', { password: testPassword }],
    ];
    for (const [method, path, body] of routes) {
      const response = await call(bindings, method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it.each(['admin', 'editor', 'tradesperson', 'resident'] as const)(
    'shows a %s their own account without the hash',
    async (role) => {
      const { user, token } = await signedIn(bindings, db, role);
      const response = await call(bindings, 'GET', '/api/account', { token });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ id: user.id, email: user.email, role, phone: '' });
      expect(body).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(body)).not.toContain(user.passwordHash);
    },
  );
});

describe('PUT /api/account', () => {
  it('saves name, phone, address and postcode for a resident', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    const body = {
      name: ' Nadia Hussain ',
      phone: '07700 900111',
      address: '1 High St',
      postcode: 'SG1 1AA',
    };
    const response = await call(bindings, 'PUT', '/api/account', { token, body });
    expect(response.status).toBe(200);
    expect((await response.json()).account).toMatchObject({
      name: 'Nadia Hussain',
      phone: '07700 900111',
      address: '1 High St',
      postcode: 'SG1 1AA',
    });
    const cleared = await call(bindings, 'PUT', '/api/account', { token, body: { name: 'Nadia' } });
    expect((await cleared.json()).account).toMatchObject({ phone: '', address: '' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Nadia', phone: null, postcode: null });
  });

  it('stores only the name for other roles', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    await db.update(users).set({ phone: '01992 111222' }).where(eq(users.id, user.id));
    const body = { name: 'Sam Solar', phone: '', address: 'Somewhere' };
    await call(bindings, 'PUT', '/api/account', { token, body });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Sam Solar', phone: '01992 111222', address: null });
  });

  it('refuses a blank name and overlong fields with the shared messages', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    const blank = await call(bindings, 'PUT', '/api/account', { token, body: { name: ' ' } });
    expect(await blank.json()).toEqual({ error: 'Name is required' });
    const long = await call(bindings, 'PUT', '/api/account', {
      token,
      body: { name: 'N', postcode: 'X'.repeat(13) },
    });
    expect(long.status).toBe(400);
  });
});

describe('changing e-mail', () => {
  const change = (token: string, newEmail: string, password = testPassword) =>
    call(bindings, 'POST', '/api/account/email', { token, body: { newEmail, password } });
  const confirm = (token: string, session?: string) =>
    call(bindings, 'POST', '/api/account/email/confirm', { token: session, body: { token } });

  it('mails a link to the new address, tells the old one, and moves the account when confirmed', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    const other = await secondSession(user.email);
    const newEmail = `moved-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const asked = await change(token, newEmail.toUpperCase());
    expect(asked.status).toBe(202);
    expect((await lastMail(db, user.email, 'email-change-notice'))?.body).toContain(newEmail);
    const link = await mailedToken(db, newEmail, 'email-change-confirm');
    const [row] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row?.tokenHash).toBe(await hashToken(link));
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(user.email);

    const confirmed = await confirm(link, token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      message: 'Your e-mail address has been changed.',
      email: newEmail,
    });
    expect((await me(token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await confirm(link)).status).toBe(400);
  });

  it('builds the confirmation link from SITE_URL, whatever Host the request names', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    const newEmail = `host-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const asked = await call(bindings, 'POST', 'https://evil.example/api/account/email', {
      token,
      body: { newEmail, password: testPassword },
      headers: { host: 'evil.example' },
    });
    expect(asked.status).toBe(202);
    const mail = await lastMail(db, newEmail, 'email-change-confirm');
    expect(mail?.body).toContain('\nhttps://site.example/confirm-email?token=');
    expect(mail?.body).not.toContain('evil.example');
  });

  it('retires the reset links mailed before, once the change is confirmed', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    const resetLink = await resetLinkFor(bindings, db, user.email);
    const newEmail = `retire-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await change(token, newEmail);
    expect((await confirm(await mailedToken(db, newEmail, 'email-change-confirm'))).status).toBe(
      200,
    );
    const refused = await resetWith(bindings, resetLink);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'This reset link has expired or was already used. Please ask for a new one.',
    });
  });

  it('signs out every session when confirmed from a signed-out browser', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const newEmail = `trade-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await change(token, newEmail);
    expect((await confirm(await mailedToken(db, newEmail, 'email-change-confirm'))).status).toBe(
      200,
    );
    expect((await me(token)).status).toBe(401);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(newEmail);
  });

  it('refuses a wrong password, the same address and a taken one', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    const taken = await makeUser(db);
    const wrong = await change(token, 'fresh@example.com', 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Password is incorrect' });
    expect((await change(token, user.email)).status).toBe(400);
    expect((await change(token, taken.email)).status).toBe(409);
  });

  it('answers 409 when the address was taken before the link was opened, and keeps the link', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    const newEmail = `race-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await change(token, newEmail);
    const link = await mailedToken(db, newEmail, 'email-change-confirm');
    const squatter = await makeUser(db, { email: newEmail });
    const refused = await confirm(link, token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Another account already uses this e-mail address.',
    });
    await db.delete(users).where(eq(users.id, squatter.id));
    expect((await confirm(link, token)).status).toBe(200);
  });

  it('refuses an expired or forged confirmation link', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    const newEmail = `late-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await change(token, newEmail);
    const link = await mailedToken(db, newEmail, 'email-change-confirm');
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, await hashToken(link)));
    expect((await confirm(link)).status).toBe(400);
    expect((await confirm('never-mailed')).status).toBe(400);
  });

  it('counts wrong passwords against the change-password budget', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    for (let n = 0; n < 10; n++) {
      const wrong = await call(bindings, 'POST', '/api/tradesman/change-password', {
        token,
        body: { currentPassword: 'wrong-password', newPassword: 'brand-new-1' },
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await change(token, 'x@example.com', testPassword);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/Too many wrong passwords/);
  });

  it('refuses a 6th request in an hour from one account, counting failures too', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    const target = () => `count-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (let n = 0; n < 3; n++) expect((await change(token, target())).status).toBe(202);
    for (let n = 0; n < 2; n++) {
      expect((await change(token, target(), 'wrong-password')).status).toBe(400);
    }
    const refused = await change(token, target());
    expect(refused.status).toBe(429);
    // The clock is held mid-window (test/clock.ts): 7.5 minutes of the quarter hour are left, so
    // the hour's window ends between 7.5 and 52.5 minutes from now.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(450);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3150);
    expect(await refused.json()).toEqual({
      error: 'Too many e-mail change requests. Please wait an hour and try again.',
    });
  });

  it('mails one address at most 3 confirmation links a day, whichever accounts ask', async () => {
    const target = `wanted-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const askers = [];
    for (let n = 0; n < 4; n++) askers.push(await signedIn(bindings, db, 'resident'));
    const [first, second, third, fourth] = askers.map(({ token }) => token) as string[];
    expect((await change(first as string, target)).status).toBe(202);
    expect((await change(second as string, target, 'wrong-password')).status).toBe(400);
    expect((await change(third as string, target)).status).toBe(202);
    const refused = await change(fourth as string, target);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await refused.json()).toEqual({
      error:
        'This address has been sent too many confirmation links today. Please try again tomorrow.',
    });
    const mailed = await db.select().from(mailOutbox).where(eq(mailOutbox.to, target));
    expect(mailed).toHaveLength(2);
  });
});

describe('sessions', () => {
  it('lists the signed-in devices without tokens and ends the others', async () => {
    const { user, token } = await signedIn(bindings, db, 'editor');
    const other = await secondSession(user.email);
    const listed = await call(bindings, 'GET', '/api/account/sessions', { token });
    const list = await listed.json();
    expect(list).toHaveLength(2);
    expect(list.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'id']);
    expect(JSON.stringify(list)).not.toContain(token);

    const ended = await call(bindings, 'POST', '/api/account/sessions/revoke-others', { token });
    expect(await ended.json()).toMatchObject({ ended: 1 });
    expect((await me(other)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });

  it("ends one of the caller's own sessions and nobody else's", async () => {
    const mine = await signedIn(bindings, db, 'resident');
    const other = await secondSession(mine.user.email);
    const stranger = await signedIn(bindings, db, 'resident');
    const theirs = (
      await (await call(bindings, 'GET', '/api/account/sessions', { token: stranger.token })).json()
    )[0].id;
    const refused = await call(bindings, 'DELETE', `/api/account/sessions/${theirs}`, {
      token: mine.token,
    });
    expect(refused.status).toBe(404);
    expect((await me(stranger.token)).status).toBe(200);
    const list = await (
      await call(bindings, 'GET', '/api/account/sessions', { token: mine.token })
    ).json();
    const otherId = list.find((session: { current: boolean }) => !session.current).id;
    expect(
      (await call(bindings, 'DELETE', `/api/account/sessions/${otherId}`, { token: mine.token }))
        .status,
    ).toBe(200);
    expect((await me(other)).status).toBe(401);
  });
});
