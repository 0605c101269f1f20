import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PlanId } from '../../../schema/plans';
import { bookings, mailOutbox, tradesmen } from '../../../schema/tables';
import { holdClockWithinOneRateWindow } from '../../test/clock';
import { signedIn, tradeOnPlan } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { lastMail, mailedToken } from '../../test/mail';

// Parallel requests in one test queue for workerd's few connections; the database deadline must
// not count that queue on a busy machine.
const bindings = { ...freshBindings(), DB_TIMEOUT_MS: '120000' };
const db = databaseOf(bindings);
const dayMs = 86_400_000;

const everyDay = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '17:00' })),
  slotMinutes: 60,
  blackout: [],
};

const tradeOn = (plan: PlanId) =>
  tradeOnPlan(bindings, db, plan, {
    contactEmail: `trade-${crypto.randomUUID().slice(0, 8)}@example.com`,
  });

const publish = (token: string, body: unknown = everyDay) =>
  call(bindings, 'PUT', '/api/tradesman/availability', { token, body });

async function bookableTrade() {
  const trade = await tradeOn('professional');
  expect((await publish(trade.token)).status).toBe(200);
  return trade;
}

async function slotsOf(listingId: number, from?: string) {
  const response = await call(
    bindings,
    'GET',
    `/api/tradesmen/${listingId}/slots${from ? `?from=${from}` : ''}`,
  );
  return {
    status: response.status,
    body: (await response.json()) as { slots: { start: string }[] },
  };
}

let visitor = 0;
function book(
  listingId: number,
  start: string,
  extra: Record<string, unknown> = {},
  token?: string,
) {
  visitor += 1;
  return call(bindings, 'POST', `/api/tradesmen/${listingId}/bookings`, {
    token,
    // Each booking from its own address, so the rate limit is not what answers.
    headers: { 'cf-connecting-ip': `203.0.113.${visitor % 250}` },
    body: {
      start,
      name: 'Nadia Hussain',
      email: `nadia${visitor}@example.com`,
      phone: '07700 900321',
      note: 'Side gate, please',
      ...extra,
    },
  });
}

describe('direct booking: the plan matrix', () => {
  it.each([
    ['free', 403],
    ['starter', 403],
    ['professional', 200],
    ['premium', 200],
  ] as const)('lets a %s listing publish availability: %i', async (plan, status) => {
    const { token } = await tradeOn(plan);
    const response = await publish(token);
    expect(response.status).toBe(status);
    if (status === 403) {
      expect(await response.json()).toMatchObject({
        error: 'Direct booking comes with the Professional plan. Upgrade to take bookings.',
      });
    }
  });

  it('offers no slots and takes no bookings once the plan has lapsed', async () => {
    const { listing, token } = await bookableTrade();
    const { body } = await slotsOf(listing.id);
    const start = body.slots[0]?.start ?? '';
    await db
      .update(tradesmen)
      .set({ paidUntil: new Date(Date.now() - 15 * dayMs) })
      .where(eq(tradesmen.id, listing.id));
    expect((await slotsOf(listing.id)).status).toBe(403);
    expect((await book(listing.id, start)).status).toBe(403);
    expect((await publish(token)).status).toBe(403);
  });

  it('offers no slots before availability is published', async () => {
    const { listing } = await tradeOn('professional');
    expect(await slotsOf(listing.id)).toMatchObject({
      status: 403,
      body: { error: 'This business does not take bookings online.' },
    });
  });
});

describe('PUT /api/tradesman/availability', () => {
  it.each([
    ['an end before its start', { ...everyDay, weekly: [{ day: 1, from: '12:00', to: '09:00' }] }],
    [
      'overlapping hours',
      {
        ...everyDay,
        weekly: [
          { day: 1, from: '09:00', to: '12:00' },
          { day: 1, from: '11:00', to: '13:00' },
        ],
      },
    ],
    ['a slot length not offered', { ...everyDay, slotMinutes: 50 }],
    ['a day out of range', { ...everyDay, weekly: [{ day: 7, from: '09:00', to: '12:00' }] }],
    ['a time that is not HH:MM', { ...everyDay, weekly: [{ day: 1, from: '9am', to: '12:00' }] }],
    ['a date that does not exist', { ...everyDay, blackout: ['2026-02-30'] }],
    [
      'too many hours',
      { ...everyDay, weekly: Array.from({ length: 22 }, () => everyDay.weekly[0]) },
    ],
  ])('refuses %s', async (_, body) => {
    const { token } = await tradeOn('professional');
    expect((await publish(token, body)).status).toBe(400);
  });
});

describe('GET /api/tradesmen/{id}/slots', () => {
  it('answers 14 days of future slots as London ISO times, without blackout days', async () => {
    // Early on a UTC day (before any London opening hour), so today's 8 slots are all still ahead
    // and "tomorrow" is the same day in London and UTC, whatever time the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / dayMs) * dayMs + 4 * 3_600_000);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const trade = await tradeOn('professional');
    const tomorrow = new Date(Date.now() + dayMs).toISOString().slice(0, 10);
    await publish(trade.token, { ...everyDay, blackout: [tomorrow] });
    const { status, body } = await slotsOf(trade.listing.id);
    expect(status).toBe(200);
    // Today and 12 more days; tomorrow is a blackout day.
    expect(body.slots).toHaveLength(8 * 13);
    for (const { start } of body.slots) {
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0[01]:00$/);
      expect(Date.parse(start)).toBeGreaterThan(Date.now());
      expect(start.startsWith(tomorrow)).toBe(false);
    }
    const far = await slotsOf(trade.listing.id, '2099-01-01');
    expect(far.body.slots).toEqual([]);
  });
});

describe('POST /api/tradesmen/{id}/bookings', () => {
  it('gives one slot to exactly one of 20 homeowners booking it at once', async () => {
    const { listing } = await bookableTrade();
    const start = (await slotsOf(listing.id)).body.slots[3]?.start ?? '';
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(listing.id, start)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await db.select().from(bookings).where(eq(bookings.tradesmanId, listing.id));
    expect(rows).toHaveLength(1);
    const after = (await slotsOf(listing.id)).body.slots.map((slot) => slot.start);
    expect(after).not.toContain(start);
  });

  it('refuses a time the listing does not offer', async () => {
    const { listing } = await bookableTrade();
    const start = (await slotsOf(listing.id)).body.slots[0]?.start ?? '';
    const offHour = start.replace(/T\d{2}:00/, 'T03:00');
    expect((await book(listing.id, offHour)).status).toBe(400);
    expect((await book(listing.id, '2020-01-06T09:00:00+00:00')).status).toBe(400);
    expect((await book(listing.id, 'next tuesday')).status).toBe(400);
    expect((await book(listing.id, start, { name: 'Probe\r\nBcc: x@example.com' })).status).toBe(
      400,
    );
  });

  it("holds a signed-out homeowner's slot until the mailed link confirms it, then mails both an .ics", async () => {
    const { listing } = await bookableTrade();
    const start = (await slotsOf(listing.id)).body.slots[0]?.start ?? '';
    const answer = await book(listing.id, start, { email: 'held@example.com' });
    expect(answer.status).toBe(201);
    const held = (await answer.json()) as { id: number; status: string; holdUntil: string };
    expect(held.status).toBe('pending');
    expect(Date.parse(held.holdUntil) - Date.now()).toBeGreaterThan(25 * 60_000);
    // Held: nobody else can take it, and the trade has been told nothing yet.
    expect((await book(listing.id, start)).status).toBe(409);
    expect(await lastMail(db, listing.contactEmail ?? '', 'booking-new')).toBeNull();
    const token = await mailedToken(db, 'held@example.com', 'booking-confirm');
    const link = await call(bindings, 'GET', `/api/bookings/link?token=${token}`);
    expect(await link.json()).toMatchObject({ id: held.id, status: 'pending', start });
    for (let click = 0; click < 2; click++) {
      const confirmed = await call(bindings, 'POST', '/api/bookings/confirm', { body: { token } });
      expect(confirmed.status).toBe(200);
    }
    const toTrade = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'booking-new'));
    expect(toTrade).toHaveLength(1);
    const homeowner = await lastMail(db, 'held@example.com', 'booking-confirmed');
    for (const mail of [toTrade[0], homeowner]) {
      const [ics] = mail?.attachments ?? [];
      expect(ics?.filename).toBe('survey-visit.ics');
      expect(ics?.content).toContain('BEGIN:VEVENT\r\n');
      expect(ics?.content).toContain(
        `DTSTART:${new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '')}`,
      );
    }
  });

  it('releases a hold that expired to the next homeowner', async () => {
    const { listing } = await bookableTrade();
    const start = (await slotsOf(listing.id)).body.slots[1]?.start ?? '';
    expect((await book(listing.id, start)).status).toBe(201);
    await db
      .update(bookings)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(bookings.tradesmanId, listing.id));
    expect((await slotsOf(listing.id)).body.slots.map((slot) => slot.start)).toContain(start);
    expect((await book(listing.id, start)).status).toBe(201);
  });

  it('confirms a signed-in resident at once under their own address', async () => {
    const { listing } = await bookableTrade();
    const resident = await signedIn(bindings, db, 'resident');
    const start = (await slotsOf(listing.id)).body.slots[2]?.start ?? '';
    const answer = await book(listing.id, start, { email: resident.user.email }, resident.token);
    expect(await answer.json()).toMatchObject({ status: 'confirmed', holdUntil: null });
    expect(await lastMail(db, listing.contactEmail ?? '', 'booking-new')).not.toBeNull();
  });
});

describe('DELETE /api/bookings/{id}', () => {
  it('frees the slot for the trade, the mailed link or the homeowner, and for nobody else', async () => {
    const { listing, token: tradeToken } = await bookableTrade();
    const resident = await signedIn(bindings, db, 'resident');
    const stranger = await signedIn(bindings, db, 'tradesperson');
    const slots = (await slotsOf(listing.id)).body.slots.slice(0, 3).map((slot) => slot.start);
    const ids: number[] = [];
    for (const start of slots) {
      const answer = await book(listing.id, start, { email: resident.user.email }, resident.token);
      ids.push(((await answer.json()) as { id: number }).id);
    }
    const [byTrade, bySession, byLink] = ids;
    expect(
      (await call(bindings, 'DELETE', `/api/bookings/${byTrade}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect((await call(bindings, 'DELETE', `/api/bookings/${byTrade}?token=wrong`)).status).toBe(
      404,
    );
    expect(
      (await call(bindings, 'DELETE', `/api/bookings/${byTrade}`, { token: tradeToken })).status,
    ).toBe(200);
    const linkToken = await mailedToken(db, resident.user.email, 'booking-confirmed');
    // The newest mailed link is the third booking's.
    expect(
      (await call(bindings, 'DELETE', `/api/bookings/${byLink}?token=${linkToken}`)).status,
    ).toBe(200);
    expect(
      (await call(bindings, 'DELETE', `/api/bookings/${bySession}`, { token: resident.token }))
        .status,
    ).toBe(200);
    expect(await db.select().from(bookings).where(eq(bookings.tradesmanId, listing.id))).toEqual(
      [],
    );
    const open = (await slotsOf(listing.id)).body.slots.map((slot) => slot.start);
    for (const start of slots) expect(open).toContain(start);
    expect(await lastMail(db, resident.user.email, 'booking-cancelled')).not.toBeNull();
  });

  it('lists the trade its upcoming bookings', async () => {
    const { listing, token } = await bookableTrade();
    const start = (await slotsOf(listing.id)).body.slots[0]?.start ?? '';
    await book(listing.id, start, { name: 'Sam Okafor' });
    const answer = await call(bindings, 'GET', '/api/tradesman/bookings', { token });
    expect(await answer.json()).toMatchObject({
      bookings: [{ start, name: 'Sam Okafor', status: 'pending' }],
    });
  });
});

describe('GET /api/bookings', () => {
  it("lists a signed-in homeowner's own upcoming visits with the trade, until cancelled", async () => {
    const { listing, token: tradeToken } = await bookableTrade();
    const resident = await signedIn(bindings, db, 'resident');
    const other = await signedIn(bindings, db, 'resident');
    const [first, second, theirs] = (await slotsOf(listing.id)).body.slots.map(
      (slot) => slot.start,
    );
    for (const start of [second, first]) {
      await book(listing.id, start ?? '', { email: resident.user.email }, resident.token);
    }
    await book(listing.id, theirs ?? '', { email: other.user.email }, other.token);
    const visits = async (token: string) =>
      (
        (await (await call(bindings, 'GET', '/api/bookings', { token })).json()) as {
          bookings: { id: number; start: string; status: string; tradesman: unknown }[];
        }
      ).bookings;
    const mine = await visits(resident.token);
    expect(mine).toMatchObject([
      { start: first, status: 'confirmed', tradesman: { id: listing.id, name: listing.name } },
      { start: second, status: 'confirmed' },
    ]);
    await call(bindings, 'DELETE', `/api/bookings/${mine[0]?.id}`, { token: resident.token });
    expect((await visits(resident.token)).map((visit) => visit.start)).toEqual([second]);
    expect((await visits(other.token)).map((visit) => visit.start)).toEqual([theirs]);
    expect((await call(bindings, 'GET', '/api/bookings', { token: tradeToken })).status).toBe(403);
    expect((await call(bindings, 'GET', '/api/bookings')).status).toBe(401);
  });
});

describe('survey visits in "Your data"', () => {
  it("lists a homeowner's own visits and the trade's booked visits, and no one else's", async () => {
    const { listing, token: tradeToken } = await bookableTrade();
    const resident = await signedIn(bindings, db, 'resident');
    const other = await signedIn(bindings, db, 'resident');
    const [mine, theirs] = (await slotsOf(listing.id)).body.slots.map((slot) => slot.start);
    await book(listing.id, mine ?? '', { email: resident.user.email }, resident.token);
    await book(listing.id, theirs ?? '', { email: other.user.email }, other.token);
    const exported = async (token: string) =>
      (
        (await (await call(bindings, 'GET', '/api/account/export', { token })).json()) as {
          surveyVisits: { start: string; email: string }[];
        }
      ).surveyVisits;
    expect((await exported(resident.token)).map((visit) => visit.email)).toEqual([
      resident.user.email,
    ]);
    expect(await exported(tradeToken)).toHaveLength(2);
  });
});

describe('the booking rate limit', () => {
  holdClockWithinOneRateWindow();

  it('refuses a sixth booking naming one e-mail within the hour, from any address', async () => {
    const { listing } = await bookableTrade();
    const starts = (await slotsOf(listing.id)).body.slots.slice(0, 6).map((slot) => slot.start);
    const statuses: number[] = [];
    for (const start of starts) {
      statuses.push((await book(listing.id, start, { email: 'busy@example.com' })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
