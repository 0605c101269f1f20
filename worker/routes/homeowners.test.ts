import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../schema/tables';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { call, databaseOf, freshBindings } from '../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const register = (body: unknown, ip = '198.51.100.1') =>
  call(bindings, 'POST', '/api/homeowners/register', { body, headers: { 'cf-connecting-ip': ip } });
const usersWithEmail = async (email: string) =>
  (await db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

const valid = {
  name: 'Hannah Price',
  email: 'hannah@example.com',
  password: 'retrofit1',
  phone: '07700 900456',
  address: '12 Holywell Hill',
  postcode: 'AL1 1BT',
};

describe('POST /api/homeowners/register', () => {
  it('creates a resident who can then sign in', async () => {
    const response = await register(valid, '198.51.100.10');
    expect(response.status).toBe(201);
    expect((await response.json()).homeowner).toMatchObject({
      name: 'Hannah Price',
      postcode: 'AL1 1BT',
    });
    const [user] = await db.select().from(users).where(eq(users.email, 'hannah@example.com'));
    expect(user?.role).toBe('resident');
    expect(user?.passwordHash).not.toContain('retrofit1');
    const login = await call(bindings, 'POST', '/api/auth/login', {
      body: { email: valid.email, password: valid.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a second account for the same email', async () => {
    await register({ ...valid, email: 'twice@example.com' }, '198.51.100.11');
    const response = await register({ ...valid, email: 'Twice@Example.com' }, '198.51.100.12');
    expect(response.status).toBe(409);
    expect(await usersWithEmail('twice@example.com')).toBe(1);
  });

  it.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, email: 'no-at-sign' }, 'Please enter a valid email address'],
    [{ ...valid, password: '12345' }, 'Password must be at least 6 characters'],
    [{ ...valid, name: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    [{ ...valid, phone: 7 }, 'Must be text'],
    [{ ...valid, name: '\u200b\u200b\ufeff' }, 'Name is required'],
    [{ ...valid, name: 'Sam\u0000' }, 'Must be a single line of text without control characters'],
    [{ ...valid, password: 'password123' }, 'This password is too common. Please choose another.'],
  ])('refuses %j and writes nothing', async (body, message) => {
    const email = `refused-${crypto.randomUUID()}@example.com`;
    const response = await register({
      ...body,
      email: body.email === valid.email ? email : body.email,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('limits registrations from one address', async () => {
    const ip = '203.0.113.9';
    for (let n = 0; n < 5; n++) {
      expect((await register({ ...valid, email: `burst${n}@example.com` }, ip)).status).toBe(201);
    }
    const blocked = await register({ ...valid, email: 'burst5@example.com' }, ip);
    expect(blocked.status).toBe(429);
    expect(await usersWithEmail('burst5@example.com')).toBe(0);
  });
});
