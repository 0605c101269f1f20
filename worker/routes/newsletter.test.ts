import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../schema/tables';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
let ip = 0;
const fromNewAddress = () => ({ 'cf-connecting-ip': `203.0.113.${++ip}` });

describe('newsletter', () => {
  it("subscribes an address once; a duplicate is a 409 with the product's message", async () => {
    const body = { email: 'Ellie@Example.com', userType: 'homeowner' };
    const first = await call(bindings, 'POST', '/api/newsletter/subscribe', {
      body,
      headers: fromNewAddress(),
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ email: 'ellie@example.com', isActive: true });
    const again = await call(bindings, 'POST', '/api/newsletter/subscribe', {
      body,
      headers: fromNewAddress(),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'This email is already subscribed to our newsletter.',
    });
    const rows = await db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ellie@example.com'));
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses a missing user type with the product's message", async () => {
    const response = await call(bindings, 'POST', '/api/newsletter/subscribe', {
      body: { email: 'x@example.com' },
      headers: fromNewAddress(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please enter your email and select whether you're a homeowner or tradesperson.",
    });
  });

  it('lets admins list, export and remove subscribers, and nobody else', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const editor = await signedIn(bindings, db, 'editor');
    await call(bindings, 'POST', '/api/newsletter/subscribe', {
      body: { email: '+cmd@example.com', userType: 'tradesperson' },
      headers: fromNewAddress(),
    });
    expect(
      (await call(bindings, 'GET', '/api/newsletter/subscribers', { token: editor.token })).status,
    ).toBe(403);
    expect((await call(bindings, 'GET', '/api/newsletter/subscribers')).status).toBe(401);

    const list = await (
      await call(bindings, 'GET', '/api/newsletter/subscribers', { token: admin.token })
    ).json();
    expect(list.length).toBeGreaterThanOrEqual(2);

    const csv = await call(bindings, 'GET', '/api/newsletter/subscribers/csv', {
      token: admin.token,
    });
    expect(csv.headers.get('content-disposition')).toMatch(
      /newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('email,type,date,status');
    expect(text).toContain(`"'+cmd@example.com",tradesperson,`);

    const target = list.find((s: { email: string }) => s.email === '+cmd@example.com');
    const removed = await call(bindings, 'DELETE', `/api/newsletter/subscribers/${target.id}`, {
      token: admin.token,
    });
    expect(await removed.json()).toEqual({
      success: true,
      message: 'Subscriber removed successfully',
    });
    expect(
      (
        await call(bindings, 'DELETE', `/api/newsletter/subscribers/${target.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('contact messages', () => {
  const message = {
    name: 'Tom Reed',
    email: 'tom@example.com',
    message: 'Do you cover Royston for EPC surveys?',
  };

  it('stores a valid message and lets admins read it', async () => {
    const response = await call(bindings, 'POST', '/api/contact-messages', {
      body: message,
      headers: fromNewAddress(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: 'Message sent!' });
    const admin = await signedIn(bindings, db, 'admin');
    const list = await (
      await call(bindings, 'GET', '/api/contact-messages', { token: admin.token })
    ).json();
    expect(list[0]).toMatchObject({ name: 'Tom Reed', subject: null });
    const resident = await signedIn(bindings, db, 'resident');
    expect(
      (await call(bindings, 'GET', '/api/contact-messages', { token: resident.token })).status,
    ).toBe(403);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'tom' }, 'Valid email is required'],
    [{ message: 'too short' }, 'Message must be at least 10 characters'],
  ])('refuses %j and stores nothing', async (overrides, error) => {
    const before = (await db.select({ n: count() }).from(contactMessages))[0]?.n;
    const response = await call(bindings, 'POST', '/api/contact-messages', {
      body: { ...message, ...overrides },
      headers: fromNewAddress(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect((await db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(before);
  });

  it('answers a bot that fills the honeypot like anyone else but keeps nothing', async () => {
    const before = (await db.select({ n: count() }).from(contactMessages))[0]?.n;
    const response = await call(bindings, 'POST', '/api/contact-messages', {
      body: { ...message, website: 'http://spam.example' },
      headers: fromNewAddress(),
    });
    expect(response.status).toBe(201);
    expect((await db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(before);
  });

  it('limits one address to 5 messages an hour', async () => {
    const headers = fromNewAddress();
    for (let n = 0; n < 5; n++) {
      expect(
        (await call(bindings, 'POST', '/api/contact-messages', { body: message, headers })).status,
      ).toBe(201);
    }
    expect(
      (await call(bindings, 'POST', '/api/contact-messages', { body: message, headers })).status,
    ).toBe(429);
  });
});
