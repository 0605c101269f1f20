import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { roles } from '../../schema/catalogues';
import { sessions, users } from '../../schema/tables';
import * as password from '../lib/password';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeTradesman, makeUser, signedIn, testPassword } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(bindings, 'POST', '/api/auth/login', { body, headers });
const sessionCount = async (userId: number) =>
  (await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;

describe('POST /api/auth/login', () => {
  it.each(roles)("signs in a %s with the login answer's shape", async (role) => {
    const user = await makeUser(db, { role });
    const response = await login({ email: user.email.toUpperCase(), password: testPassword });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ user: { name: user.name, role }, token: expect.any(String) });
    expect(body.userType).toBe(role === 'tradesperson' ? 'tradesman' : 'homeowner');
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('gives a tradesperson their account and listing profile', async () => {
    const user = await makeUser(db, {
      role: 'tradesperson',
      username: 'sunny',
      isTemporaryPassword: true,
    });
    await makeTradesman(db, { ownerId: user.id, name: 'Sunny Roofs', plan: 'starter' });
    const body = await (await login({ email: user.email, password: testPassword })).json();
    expect(body.account).toMatchObject({
      username: 'sunny',
      businessName: 'Sunny Roofs',
      plan: 'starter',
      isTemporaryPassword: true,
    });
    expect(body.profile).toMatchObject({ location: 'Watford', isVerified: false });
  });

  it('gives a resident their homeowner record', async () => {
    const user = await makeUser(db, { role: 'resident', postcode: 'AL1 3AW' });
    const body = await (await login({ email: user.email, password: testPassword })).json();
    expect(body.homeowner).toMatchObject({ id: user.id, postcode: 'AL1 3AW' });
  });

  it('answers an unknown email and a wrong password with the same message, opening no session', async () => {
    const user = await makeUser(db);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: testPassword });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(await unknown.json()).toEqual({ error: 'Invalid email or password' });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses an inactive user', async () => {
    const user = await makeUser(db, { isActive: false });
    const response = await login({ email: user.email, password: testPassword });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/deactivated/);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it.each([
    [{ password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 12, password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: ['x'] }, 'Password is required'],
    [{ email: `${'a'.repeat(300)}@b.co`, password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: 'x'.repeat(201) }, 'Password must be at most 200 characters'],
  ])('refuses bad input %j with the field message', async (body, message) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await login('{"email": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/JSON/i) });
  });
});

describe('failed-login rate limits', () => {
  let address = 0;
  const fromNewAddress = () => ({ 'cf-connecting-ip': `198.51.100.${++address}` });
  const statuses = (responses: Response[]) =>
    responses.map((response) => response.status).sort((a, b) => a - b);

  it('checks the password of only 10 of 30 parallel wrong sign-ins from one address', async () => {
    const user = await makeUser(db);
    const headers = fromNewAddress();
    const verify = vi.spyOn(password, 'verifyPassword');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login({ email: user.email, password: 'wrong' }, headers)),
    );
    const checks = verify.mock.calls.length;
    verify.mockRestore();
    expect(statuses(responses)).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    expect(checks).toBe(10);
  }, 60_000);

  it('answers 429 with Retry-After to that address after 10 failures, even with the right password', async () => {
    const user = await makeUser(db);
    const headers = fromNewAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login({ email: user.email, password: 'wrong' }, headers)).status).toBe(401);
    }
    const blocked = await login({ email: user.email, password: testPassword }, headers);
    expect(blocked.status).toBe(429);
    // The clock is held mid-window (test/clock.ts): 7.5 of the window's 15 minutes are left.
    expect(Number(blocked.headers.get('retry-after'))).toBe(450);
    expect((await blocked.json()).error).toMatch(/Too many failed sign-in attempts/);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('does not count successful sign-ins', async () => {
    const user = await makeUser(db);
    const headers = fromNewAddress();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login({ email: user.email, password: testPassword }, headers)).status).toBe(
        200,
      );
    }
    expect((await login({ email: user.email, password: 'wrong' }, headers)).status).toBe(401);
  });

  it('limits one address trying many emails to 50 failures', async () => {
    const headers = fromNewAddress();
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        login({ email: `guess${n}@example.com`, password: 'wrong' }, headers),
      ),
    );
    expect(statuses(guesses)).toEqual([...Array(50).fill(401), ...Array(10).fill(429)]);
    const user = await makeUser(db);
    expect((await login({ email: user.email, password: testPassword }, headers)).status).toBe(429);
  }, 60_000);

  it('keeps the owner signing in while many addresses guess their email', async () => {
    const user = await makeUser(db);
    const guessers = Array.from({ length: 25 }, fromNewAddress);
    for (const headers of guessers) {
      expect((await login({ email: user.email, password: 'wrong' }, headers)).status).toBe(401);
    }
    // Past 20 failures for the account, an address that has failed 3 times is refused…
    const [repeat] = guessers;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await login({ email: user.email, password: 'wrong' }, repeat)).status).toBe(401);
    }
    expect((await login({ email: user.email, password: 'wrong' }, repeat)).status).toBe(429);
    // …while the owner, from an address with no failures, still gets in.
    const owner = await login({ email: user.email, password: testPassword }, fromNewAddress());
    expect(owner.status).toBe(200);
  });

  it('lets the owner in after two typos of their own while their account is under attack', async () => {
    const user = await makeUser(db);
    for (const headers of Array.from({ length: 25 }, fromNewAddress)) {
      expect((await login({ email: user.email, password: 'wrong' }, headers)).status).toBe(401);
    }
    const own = fromNewAddress();
    for (let typo = 0; typo < 2; typo++) {
      expect((await login({ email: user.email, password: 'wrongg' }, own)).status).toBe(401);
    }
    expect((await login({ email: user.email, password: testPassword }, own)).status).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in user without secrets', async () => {
    const { user, token } = await signedIn(bindings, db, 'editor');
    const response = await call(bindings, 'GET', '/api/auth/me', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      role: 'editor',
      isVerified: false,
      isTradesman: false,
    });
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ['garbage', 'not-a-token'],
  ])('answers 401 for %s', async (_label, token) => {
    const response = await call(bindings, 'GET', '/api/auth/me', { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it('stops accepting a token as soon as the user is deactivated', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await call(bindings, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const { token } = await signedIn(bindings, db, 'tradesperson');
    const response = await call(bindings, 'POST', '/api/auth/logout', { token });
    expect(response.status).toBe(200);
    expect((await call(bindings, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(bindings, 'POST', '/api/auth/logout')).status).toBe(401);
  });
});

describe('roles on a guarded route', () => {
  let tokens: Record<string, string>;
  beforeAll(async () => {
    tokens = {};
    for (const role of roles) tokens[role] = (await signedIn(bindings, db, role)).token;
  });

  it('lets only admins list users, and never shows password hashes', async () => {
    for (const role of ['editor', 'tradesperson', 'resident']) {
      const response = await call(bindings, 'GET', '/api/users', { token: tokens[role] });
      expect(response.status).toBe(403);
    }
    expect((await call(bindings, 'GET', '/api/users')).status).toBe(401);
    const response = await call(bindings, 'GET', '/api/users', { token: tokens.admin });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|pbkdf2/);
  });
});
