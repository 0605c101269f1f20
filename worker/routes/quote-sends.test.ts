// One request to up to three trades (docs/product/public-site.md §10.10; issue 28).
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, quoteRequests } from '../../schema/tables';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeTradesman, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const quoteCount = async () => (await db.select({ n: count() }).from(quoteRequests))[0]?.n ?? 0;
const mailCount = async () => (await db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

const request = (body: Record<string, unknown>) => ({
  propertySize: '3 bed',
  timeline: 'month',
  description: 'Air-to-water heat pump to replace an oil boiler; off the gas grid',
  customerName: 'Tom Fielding',
  customerEmail: 'tom@example.com',
  customerPhone: '07700 900456',
  ...body,
});

let address = 0;
/** Each call from its own address, so the hourly cap is tested only where it is meant to be. */
const send = (body: Record<string, unknown>, options: { token?: string; ip?: string } = {}) =>
  call(bindings, 'POST', '/api/quote-requests', {
    body: request(body),
    token: options.token,
    headers: { 'cf-connecting-ip': options.ip ?? `203.0.113.${++address}` },
  });

let trades: { listing: Awaited<ReturnType<typeof makeTradesman>>; token: string }[];

beforeAll(async () => {
  trades = [];
  for (const n of [1, 2, 3, 4]) {
    const owner = await signedIn(bindings, db, 'tradesperson');
    const listing = await makeTradesman(db, {
      ownerId: owner.user.id,
      name: `Heat Pump Firm ${n}`,
      contactEmail: `firm${n}@example.com`,
      services: ['Heat Pump Installation'],
      credentials: ['MCS Certified'],
    });
    trades.push({ listing, token: owner.token });
  }
});

const idsOf = (count: number) => trades.slice(0, count).map(({ listing }) => listing.id);

describe('POST /api/quote-requests to several trades', () => {
  it('stores one request per trade, answers their ids and tells each trade it went to 3', async () => {
    const response = await send({ tradesmanIds: idsOf(3) });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.ids).toHaveLength(3);
    expect(body.id).toBe(body.ids[0]);

    const stored = await db.select().from(quoteRequests).where(inArray(quoteRequests.id, body.ids));
    expect(stored.map((quote) => quote.tradesmanId).sort()).toEqual(idsOf(3).sort());
    expect(new Set(stored.map((quote) => quote.sendId)).size).toBe(1);
    expect(stored.every((quote) => quote.sentToCount === 3)).toBe(true);

    for (const [index, { listing, token }] of trades.slice(0, 3).entries()) {
      const list = await (
        await call(bindings, 'GET', `/api/quote-requests/tradesman/${listing.id}`, { token })
      ).json();
      expect(list).toEqual([expect.objectContaining({ id: body.ids[index], sentToCount: 3 })]);
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, `firm${index + 1}@example.com`));
      expect(mail?.body).toContain('sent this request to 3 trades, you included');
    }
    const confirmations = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'tom@example.com'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toBe(
      'Your quote request to Heat Pump Firm 1, Heat Pump Firm 2 and Heat Pump Firm 3 has been sent',
    );
  });

  it('still takes the single tradesmanId, and tells that trade it went to them only', async () => {
    const response = await send({ tradesmanId: trades[3]?.listing.id });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ ids: [body.id], status: 'pending' });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'firm4@example.com'));
    expect(mail?.body).toContain('sent this request to you only');
  });

  it.each([
    [
      'a fourth trade',
      { tradesmanIds: [1, 2, 3, 4] },
      'A request can go to at most 3 tradespeople',
    ],
    ['no trade', { tradesmanIds: [] }, 'Please choose a tradesperson'],
    ['a trade twice', { tradesmanIds: [1, 1] }, 'Choose each tradesperson once'],
    [
      'both forms at once',
      { tradesmanId: 1, tradesmanIds: [2] },
      'Send either tradesmanId or tradesmanIds, not both',
    ],
    ['a malformed id', { tradesmanIds: [1, 'two'] }, 'Please choose a tradesperson'],
  ])('refuses %s with a 400 and stores nothing', async (_case, body, message) => {
    const before = await quoteCount();
    const response = await send(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
    expect(await quoteCount()).toBe(before);
  });

  it('stores nothing and mails nobody when one of the trades is gone or rejected', async () => {
    const rejected = await makeTradesman(db, { verificationStatus: 'rejected' });
    for (const gone of [999_999, rejected.id]) {
      const [quotes, mails] = [await quoteCount(), await mailCount()];
      const response = await send({ tradesmanIds: [...idsOf(2), gone] });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe(
        'One of these tradespeople is no longer listed, so nothing was sent. Please choose again from the directory.',
      );
      expect([await quoteCount(), await mailCount()]).toEqual([quotes, mails]);
    }
  });

  it('counts each trade reached against the hourly cap of 10 from one address', async () => {
    const ip = '198.51.100.7';
    for (let n = 0; n < 3; n++)
      expect((await send({ tradesmanIds: idsOf(3) }, { ip })).status).toBe(201);
    // 9 used: a three-trade request would make 12 and is refused; one more single request fits.
    expect((await send({ tradesmanIds: idsOf(3) }, { ip })).status).toBe(429);
    const before = await quoteCount();
    expect((await send({ tradesmanId: idsOf(1)[0] }, { ip: '198.51.100.8' })).status).toBe(201);
    expect(await quoteCount()).toBe(before + 1);
  });

  it('groups one send on the homeowner dashboard', async () => {
    const resident = await signedIn(bindings, db, 'resident');
    await send(
      { tradesmanIds: idsOf(2), customerEmail: resident.user.email },
      { token: resident.token },
    );
    const list = await (
      await call(bindings, 'GET', `/api/homeowners/${resident.user.id}/quotes`, {
        token: resident.token,
      })
    ).json();
    expect(list).toHaveLength(2);
    expect(list[0].sendId).toBeTruthy();
    expect(list[0].sendId).toBe(list[1].sendId);
    expect(list.map((quote: { sentToCount: number }) => quote.sentToCount)).toEqual([2, 2]);
  });
});
