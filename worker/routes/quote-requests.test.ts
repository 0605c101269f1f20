import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, quoteRequests } from '../../schema/tables';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeTradesman, quoteRequestFields, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const quoteCount = async () => (await db.select({ n: count() }).from(quoteRequests))[0]?.n;

const quoteFor = (tradesmanId: number, overrides: Record<string, unknown> = {}) => ({
  tradesmanId,
  tradesmanName: 'ignored: the server uses the listing name',
  ...quoteRequestFields,
  ...overrides,
});

let owner: Awaited<ReturnType<typeof signedIn>>;
let otherTrades: Awaited<ReturnType<typeof signedIn>>;
let resident: Awaited<ReturnType<typeof signedIn>>;
let otherResident: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
let listing: Awaited<ReturnType<typeof makeTradesman>>;
let otherListing: Awaited<ReturnType<typeof makeTradesman>>;

beforeAll(async () => {
  owner = await signedIn(bindings, db, 'tradesperson');
  otherTrades = await signedIn(bindings, db, 'tradesperson');
  resident = await signedIn(bindings, db, 'resident');
  otherResident = await signedIn(bindings, db, 'resident');
  admin = await signedIn(bindings, db, 'admin');
  editor = await signedIn(bindings, db, 'editor');
  listing = await makeTradesman(db, {
    ownerId: owner.user.id,
    name: 'Ver Valley Heat Pumps',
    contactEmail: 'office@vervalley.example',
  });
  otherListing = await makeTradesman(db, { ownerId: otherTrades.user.id });
});

describe('POST /api/quote-requests', () => {
  it('takes a visitor request, uses the listing name and queues a mail to the tradesperson', async () => {
    const response = await call(bindings, 'POST', '/api/quote-requests', {
      body: quoteFor(listing.id, { customerPostcode: 'AL3 4JP' }),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [stored] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored).toMatchObject({
      tradesmanName: 'Ver Valley Heat Pumps',
      homeownerId: null,
      status: 'pending',
      customerPostcode: 'AL3 4JP',
    });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'office@vervalley.example'));
    expect(mails.at(-1)).toMatchObject({
      template: 'new-quote',
      status: expect.stringMatching(/queued|sent/),
    });
    expect(mails.at(-1)?.body).toContain('Nadia Hussain');
  });

  it('links the request to a signed-in homeowner', async () => {
    const response = await call(bindings, 'POST', '/api/quote-requests', {
      body: quoteFor(listing.id),
      token: resident.token,
    });
    const { id } = await response.json();
    const [stored] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored?.homeownerId).toBe(resident.user.id);
  });

  it.each([
    [{ propertySize: 'mansion' }, 'Please select your property size'],
    [{ timeline: 'someday' }, 'Please select a timeline'],
    [{ description: '   ' }, 'Please describe your project'],
    [{ customerName: '' }, 'Full name is required'],
    [{ customerEmail: 'nadia' }, 'Please enter a valid email address'],
    [{ customerPhone: undefined }, 'Phone number is required'],
    [{ description: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
    [{ tradesmanId: 'abc' }, 'Please choose a tradesperson'],
    [
      { customerName: 'Probe\r\nBcc: victim@example.com' },
      'Must be a single line of text without control characters',
    ],
    [
      { description: 'Loft\u0000insulation' },
      'Must not contain control characters other than line breaks and tabs',
    ],
    [{ customerName: '\u200b\u200b\u200b' }, 'Full name is required'],
  ])('refuses %j and stores nothing', async (overrides, message) => {
    const before = await quoteCount();
    const response = await call(bindings, 'POST', '/api/quote-requests', {
      body: quoteFor(listing.id, overrides),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a request for an unknown or rejected listing', async () => {
    const rejected = await makeTradesman(db, { verificationStatus: 'rejected' });
    for (const id of [rejected.id, 999_999]) {
      const response = await call(bindings, 'POST', '/api/quote-requests', { body: quoteFor(id) });
      expect(response.status).toBe(404);
    }
  });

  it('limits one address to 10 requests an hour', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.99' };
    for (let n = 0; n < 10; n++) {
      const ok = await call(bindings, 'POST', '/api/quote-requests', {
        body: quoteFor(listing.id),
        headers,
      });
      expect(ok.status).toBe(201);
    }
    const blocked = await call(bindings, 'POST', '/api/quote-requests', {
      body: quoteFor(listing.id),
      headers,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('stores exactly 10 of 100 parallel requests from one address', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.100' };
    const before = await quoteCount();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(bindings, 'POST', '/api/quote-requests', { body: quoteFor(listing.id), headers }),
      ),
    );
    const accepted = responses.filter((response) => response.status === 201).length;
    expect(accepted).toBe(10);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(90);
    expect(((await quoteCount()) ?? 0) - (before ?? 0)).toBe(10);
  }, 60_000);
});

describe('who sees which requests', () => {
  it('lets staff list recent requests for the bell, and nobody else', async () => {
    for (const token of [admin.token, editor.token]) {
      const response = await call(bindings, 'GET', '/api/quote-requests', { token });
      expect(response.status).toBe(200);
      const [latest] = await response.json();
      expect(Object.keys(latest).sort()).toEqual(
        ['createdAt', 'customerName', 'id', 'propertySize', 'timeline', 'tradesmanName'].sort(),
      );
    }
    for (const token of [owner.token, resident.token]) {
      expect((await call(bindings, 'GET', '/api/quote-requests', { token })).status).toBe(403);
    }
    expect((await call(bindings, 'GET', '/api/quote-requests')).status).toBe(401);
  });

  it("shows a listing's requests to its owner and admins only", async () => {
    const path = `/api/quote-requests/tradesman/${listing.id}`;
    const mine = await call(bindings, 'GET', path, { token: owner.token });
    expect(mine.status).toBe(200);
    const list = await mine.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({
      residentName: 'Nadia Hussain',
      jobDetails: expect.any(String),
    });
    expect((await call(bindings, 'GET', path, { token: admin.token })).status).toBe(200);
    expect((await call(bindings, 'GET', path, { token: otherTrades.token })).status).toBe(403);
    expect((await call(bindings, 'GET', path, { token: resident.token })).status).toBe(403);
    expect((await call(bindings, 'GET', path, { token: editor.token })).status).toBe(403);
    expect((await call(bindings, 'GET', path)).status).toBe(401);
    const empty = await call(bindings, 'GET', `/api/quote-requests/tradesman/${otherListing.id}`, {
      token: otherTrades.token,
    });
    expect(await empty.json()).toEqual([]);
  });

  it("shows a homeowner their own requests with the tradesperson's contact, and nobody else's", async () => {
    const path = `/api/homeowners/${resident.user.id}/quotes`;
    const mine = await call(bindings, 'GET', path, { token: resident.token });
    expect(mine.status).toBe(200);
    const [quote] = await mine.json();
    expect(quote).toMatchObject({
      tradesmanId: listing.id,
      tradesmanName: 'Ver Valley Heat Pumps',
      tradesmanDetails: { contactEmail: 'office@vervalley.example', isVerified: false },
      status: 'pending',
    });
    expect((await call(bindings, 'GET', path, { token: admin.token })).status).toBe(200);
    expect((await call(bindings, 'GET', path, { token: otherResident.token })).status).toBe(403);
    expect((await call(bindings, 'GET', path, { token: owner.token })).status).toBe(403);
    expect((await call(bindings, 'GET', path)).status).toBe(401);
  });
});

describe('PATCH /api/quote-requests/:id/status', () => {
  const newQuote = async () =>
    (
      await (
        await call(bindings, 'POST', '/api/quote-requests', { body: quoteFor(listing.id) })
      ).json()
    ).id;
  const move = (id: number, status: string, token = owner.token) =>
    call(bindings, 'PATCH', `/api/quote-requests/${id}/status`, { token, body: { status } });

  it('walks pending → contacted → quoted → completed for the owner', async () => {
    const id = await newQuote();
    for (const status of ['contacted', 'quoted', 'completed']) {
      const response = await move(id, status);
      expect(response.status).toBe(200);
      expect((await response.json()).status).toBe(status);
    }
  });

  it('refuses moves the status does not allow', async () => {
    const id = await newQuote();
    const skip = await move(id, 'completed');
    expect(skip.status).toBe(409);
    expect(await skip.json()).toEqual({
      error: 'A pending request can only become contacted, rejected, cancelled.',
    });
    await move(id, 'rejected');
    const after = await move(id, 'contacted');
    expect(after.status).toBe(409);
    expect((await after.json()).error).toBe('A rejected request can no longer change.');
  });

  it('refuses other tradespeople, residents and unknown statuses', async () => {
    const id = await newQuote();
    expect((await move(id, 'contacted', otherTrades.token)).status).toBe(403);
    expect((await move(id, 'contacted', resident.token)).status).toBe(403);
    const bad = await move(id, 'won');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Unknown quote status' });
    expect((await move(999_999, 'contacted')).status).toBe(404);
    const [stored] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored?.status).toBe('pending');
  });
});
