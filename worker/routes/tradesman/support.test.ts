import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlanId } from '../../../schema/plans';
import { supportMessages } from '../../../schema/rules';
import { auditLog, supportRequests, type tradesmen } from '../../../schema/tables';
import { expectAdminOnly } from '../../test/admin-access';
import { holdClockWithinOneRateWindow } from '../../test/clock';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { lastMail } from '../../test/mail';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const dayMs = 86_400_000;
const request = { subject: 'Invoice question', message: 'Where can I find my March invoice?' };

async function tradeOn(plan: PlanId, overrides: Partial<typeof tradesmen.$inferInsert> = {}) {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: session.user.id,
    plan,
    paidUntil: plan === 'free' ? null : new Date(Date.now() + 20 * dayMs),
    ...overrides,
  });
  return { ...session, listing };
}

const send = (token: string, body: unknown = request) =>
  call(bindings, 'POST', '/api/tradesman/support', { token, body });

describe('dedicated support by plan', () => {
  it.each(['free', 'starter', 'professional'] as const)(
    'refuses a %s trade with 403 and the Premium message, storing nothing',
    async (plan) => {
      const { token, listing } = await tradeOn(plan);
      const response = await send(token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: supportMessages.premiumOnly });
      expect((await call(bindings, 'GET', '/api/tradesman/support', { token })).status).toBe(403);
      expect(
        await db.select().from(supportRequests).where(eq(supportRequests.tradesmanId, listing.id)),
      ).toEqual([]);
    },
  );

  it('refuses a Premium plan that has lapsed (past its renewal retries)', async () => {
    const { token } = await tradeOn('premium', { paidUntil: new Date(Date.now() - 15 * dayMs) });
    expect((await send(token)).status).toBe(403);
  });

  it('refuses a Premium plan set to cancel once its period has ended', async () => {
    const { token } = await tradeOn('premium', {
      paidUntil: new Date(Date.now() - 60_000),
      cancelAtPeriodEnd: true,
    });
    expect((await send(token)).status).toBe(403);
  });

  it('stores a Premium request with its reply time and mails the confirmation', async () => {
    const { token, user, listing } = await tradeOn('premium');
    const response = await send(token, {
      subject: '  Invoice question ',
      message: 'Line one\r\nline two here',
    });
    expect(response.status).toBe(201);
    const { request: stored } = (await response.json()) as {
      request: { id: number; premium: boolean; replyBy: string; status: string; message: string };
    };
    expect(stored).toMatchObject({
      premium: true,
      status: 'open',
      message: 'Line one\nline two here',
    });
    const due = new Date(stored.replyBy).getTime() - Date.now();
    expect(due).toBeGreaterThanOrEqual(dayMs - 3_600_000);
    expect(due).toBeLessThanOrEqual(3 * dayMs + 3_600_000);
    const mail = await lastMail(db, user.email, 'support-received');
    expect(mail?.subject).toBe('We have your support request: Invoice question');
    expect(mail?.body).toContain('you will hear from us by');
    const own = await call(bindings, 'GET', '/api/tradesman/support', { token });
    expect(
      ((await own.json()) as { requests: { id: number }[] }).requests.map((r) => r.id),
    ).toEqual([stored.id]);
    const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, stored.id));
    expect(row).toMatchObject({
      tradesmanId: listing.id,
      plan: 'premium',
      subject: 'Invoice question',
    });
  });

  it.each([
    [{ ...request, subject: '' }, supportMessages.subject],
    [{ ...request, message: 'short' }, supportMessages.message],
    [
      { ...request, subject: 'Hi\r\nBcc: someone@example.com' },
      'Must be a single line of text without control characters',
    ],
  ])('refuses %j with the rule message', async (body, message) => {
    const { token } = await tradeOn('premium');
    const response = await send(token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('accepts five requests an hour from one trade and refuses the rest, even sent at once', async () => {
    const { token, listing } = await tradeOn('premium');
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => send(token)))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const rows = await db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.tradesmanId, listing.id));
    expect(rows).toHaveLength(5);
  }, 60_000);

  it('is for tradespeople only', async () => {
    const { token } = await signedIn(bindings, db, 'resident');
    expect((await send(token)).status).toBe(403);
    expect((await call(bindings, 'POST', '/api/tradesman/support', { body: request })).status).toBe(
      401,
    );
  });
});

describe('the admin support queue', () => {
  it('lists open requests Premium first, the soonest due first, for admins only', async () => {
    const first = await tradeOn('premium');
    const second = await tradeOn('premium');
    await send(first.token, { ...request, subject: 'Sent first' });
    await send(second.token, { ...request, subject: 'Sent second' });
    // An older request kept from when the trade was on another plan: after every Premium one.
    const lower = await tradeOn('professional');
    await db.insert(supportRequests).values({
      tradesmanId: lower.listing.id,
      userId: lower.user.id,
      plan: 'professional',
      subject: 'Older, not Premium',
      message: 'Sent before the plan changed',
      replyBy: new Date(Date.now() - dayMs),
    });
    const admin = await signedIn(bindings, db, 'admin');
    const response = await call(bindings, 'GET', '/api/admin/support-requests?status=open', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const { requests } = (await response.json()) as {
      requests: { subject: string; premium: boolean; overdue: boolean; from: string }[];
    };
    const ours = requests.filter((r) =>
      ['Sent first', 'Sent second', 'Older, not Premium'].includes(r.subject),
    );
    expect(ours.map((r) => [r.subject, r.premium, r.overdue])).toEqual([
      ['Sent first', true, false],
      ['Sent second', true, false],
      ['Older, not Premium', false, true],
    ]);
    expect(ours[0]?.from).toBe(first.user.email);
    await expectAdminOnly(bindings, db, 'GET', '/api/admin/support-requests?status=open');
  }, 60_000);

  it('replies once: closes the request, mails the trade and audits it, and refuses a second reply', async () => {
    const trade = await tradeOn('premium');
    const sent = (await (await send(trade.token)).json()) as { request: { id: number } };
    const id = sent.request.id;
    const admin = await signedIn(bindings, db, 'admin');
    const path = `/api/admin/support-requests/${id}/reply`;
    await expectAdminOnly(bindings, db, 'POST', path, { message: 'Here it is' });

    const replies = await Promise.all([
      call(bindings, 'POST', path, {
        token: admin.token,
        body: { message: 'Billing tab, Receipt' },
      }),
      call(bindings, 'POST', path, { token: admin.token, body: { message: 'A second answer' } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row).toMatchObject({ status: 'closed', repliedBy: admin.user.id });
    const mail = await lastMail(db, trade.user.email, 'support-reply');
    expect(mail?.subject).toBe(`Re: ${request.subject}`);
    expect(mail?.body).toContain(row?.reply ?? 'missing');
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.filter((a) => a.action === 'support.replied')).toHaveLength(1);

    const closed = await call(bindings, 'GET', '/api/admin/support-requests?status=closed', {
      token: admin.token,
    });
    const { requests } = (await closed.json()) as { requests: { id: number }[] };
    expect(requests.map((r) => r.id)).toContain(id);
  }, 60_000);

  it('answers 404 for an unknown request and 400 for an empty reply', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const unknown = await call(bindings, 'POST', '/api/admin/support-requests/999999/reply', {
      token: admin.token,
      body: { message: 'Hello' },
    });
    expect(unknown.status).toBe(404);
    const empty = await call(bindings, 'POST', '/api/admin/support-requests/1/reply', {
      token: admin.token,
      body: { message: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: supportMessages.reply });
  });
});
