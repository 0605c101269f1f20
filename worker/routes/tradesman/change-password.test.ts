import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../schema/tables';
import { holdClockWithinOneRateWindow } from '../../test/clock';
import { makeUser, signedIn, testPassword } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { resetLinkFor, resetWith } from '../../test/reset-link';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const changePassword = (token: string | undefined, body: unknown) =>
  call(bindings, 'POST', '/api/tradesman/change-password', { token, body });

describe('POST /api/tradesman/change-password', () => {
  it('sets the new password, clears the temporary flag and signs out other devices', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    await db.update(users).set({ isTemporaryPassword: true }).where(eq(users.id, user.id));
    const otherDevice = (
      await (
        await call(bindings, 'POST', '/api/auth/login', {
          body: { email: user.email, password: testPassword },
        })
      ).json()
    ).token;

    const response = await changePassword(token, {
      currentPassword: testPassword,
      newPassword: 'brand-new-1',
    });
    expect(response.status).toBe(200);

    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after?.isTemporaryPassword).toBe(false);
    expect((await call(bindings, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(bindings, 'GET', '/api/auth/me', { token: otherDevice })).status).toBe(401);
    const relogin = await call(bindings, 'POST', '/api/auth/login', {
      body: { email: user.email, password: 'brand-new-1' },
    });
    expect(relogin.status).toBe(200);
  });

  it('retires the reset links mailed before', async () => {
    const { user, token } = await signedIn(bindings, db, 'resident');
    const link = await resetLinkFor(bindings, db, user.email);
    const changed = await changePassword(token, {
      currentPassword: testPassword,
      newPassword: 'brand-new-1',
    });
    expect(changed.status).toBe(200);
    expect((await resetWith(bindings, link, 'from-the-old-link')).status).toBe(400);
    const login = await call(bindings, 'POST', '/api/auth/login', {
      body: { email: user.email, password: 'brand-new-1' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const response = await changePassword(token, {
      currentPassword: 'nope',
      newPassword: 'brand-new-1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Current password is incorrect' });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(user.passwordHash);
  });

  it('throttles wrong current passwords: 10 checked of 20 parallel, then even the right one waits', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        changePassword(token, { currentPassword: `guess-${n}`, newPassword: 'brand-new-1' }),
      ),
    );
    const statuses = guesses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(10).fill(429)]);
    const blocked = await changePassword(token, {
      currentPassword: testPassword,
      newPassword: 'brand-new-1',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({
      error: 'Too many wrong passwords. Please wait 15 minutes and try again.',
    });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(user.passwordHash);
  }, 60_000);

  it.each([
    [{ newPassword: 'brand-new-1' }, 'Current password is required'],
    [
      { currentPassword: testPassword, newPassword: '123' },
      'New password must be at least 6 characters',
    ],
    [
      { currentPassword: testPassword, newPassword: 'qwerty123' },
      'This password is too common. Please choose another.',
    ],
    [
      { currentPassword: testPassword, newPassword: 'password123' },
      'This password is too common. Please choose another.',
    ],
  ])("refuses %j with the product's message", async (body, message) => {
    const { token } = await signedIn(bindings, db, 'tradesperson');
    const response = await changePassword(token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('needs a signed-in caller', async () => {
    await makeUser(db);
    expect(
      (await changePassword(undefined, { currentPassword: 'a', newPassword: 'bbbbbb' })).status,
    ).toBe(401);
  });
});
