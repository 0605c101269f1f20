import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { mailOutbox } from '../../../schema/tables';
import type { Delivery } from '../../test/fake-servers';
import { databaseOf, freshBindings } from '../../test/harness';
import { deliverQueuedMail } from './delivery';
import { mailLeaseMs, queueMail } from './outbox';

const now = new Date('2026-11-21T09:00:00Z');

async function queued(db: ReturnType<typeof databaseOf>) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: 'a@example.com',
      subject: 'Hi',
      body: 'Body',
      template: 'test',
      nextAttemptAt: now,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

describe('deliverQueuedMail', () => {
  it('prints and marks mail sent in development when no provider is configured', async () => {
    const db = databaseOf(freshBindings());
    const mail = await queued(db);
    expect(await deliverQueuedMail(db, { APP_ENV: 'development' }, now)).toBe(1);
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(after).toMatchObject({ status: 'sent', sentAt: now });
  });

  it('holds mail in production until a provider is configured', async () => {
    const db = databaseOf(freshBindings());
    const mail = await queued(db);
    expect(await deliverQueuedMail(db, { APP_ENV: 'production' }, now)).toBe(0);
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(after?.status).toBe('queued');
  });

  it('retries a failed send later and gives up after five attempts', async () => {
    const db = databaseOf(freshBindings());
    const mail = await queued(db);
    const broken = {
      APP_ENV: 'production',
      MAIL_API_URL: 'http://127.0.0.1:9/send',
      MAIL_API_KEY: 'k',
    };
    let clock = now;
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await deliverQueuedMail(db, broken, clock)).toBe(0);
      const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(after?.attempts).toBe(attempt);
      expect(after?.status).toBe(attempt < 5 ? 'queued' : 'failed');
      expect(after?.nextAttemptAt.getTime()).toBe(clock.getTime() + 2 ** attempt * 60_000);
      expect(await deliverQueuedMail(db, broken, clock)).toBe(0);
      clock = after?.nextAttemptAt ?? clock;
    }
  });

  it("leaves a row under another sender's lease alone and retries it once that lease runs out", async () => {
    const db = databaseOf(freshBindings());
    const mail = await queued(db);
    // A sender claimed the row and crashed before sending or releasing it.
    await db
      .update(mailOutbox)
      .set({ leaseId: 'crashed-sender', leaseUntil: new Date(now.getTime() + mailLeaseMs) })
      .where(eq(mailOutbox.id, mail.id));
    expect(await deliverQueuedMail(db, { APP_ENV: 'development' }, now)).toBe(0);
    const later = new Date(now.getTime() + mailLeaseMs);
    expect(await deliverQueuedMail(db, { APP_ENV: 'development' }, later)).toBe(1);
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(after).toMatchObject({ status: 'sent', leaseId: null, leaseUntil: null });
  });

  it('claims each row for one sender only when many run at once', async () => {
    const db = databaseOf(freshBindings());
    for (let index = 0; index < 30; index++) await queued(db);
    const counts = await Promise.all(
      Array.from({ length: 10 }, () => deliverQueuedMail(db, { APP_ENV: 'development' }, now)),
    );
    expect(counts.reduce((sum, sent) => sum + sent, 0)).toBe(30);
  });
});

describe('attachments', () => {
  it('reach the provider as base64 with their name and type, and plain mail sends none', async () => {
    const box = crypto.randomUUID();
    const provider = `${inject('mailProviderUrl')}/${box}`;
    const settings = { APP_ENV: 'production', MAIL_API_URL: `${provider}/send`, MAIL_API_KEY: 'k' };
    const db = databaseOf(freshBindings());
    const calendar = 'BEGIN:VCALENDAR\r\nSUMMARY:Survey visit: Siân’s Solar\r\nEND:VCALENDAR\r\n';
    await db.batch([
      queueMail(db, {
        to: 'a@example.com',
        subject: 'Booked',
        body: 'See the entry',
        template: 'test',
        attachments: [
          { filename: 'visit\r\nBcc: x.ics', contentType: 'text/calendar', content: calendar },
        ],
      }),
      queueMail(db, { to: 'b@example.com', subject: 'Plain', body: 'Hi', template: 'test' }),
    ]);
    expect(await deliverQueuedMail(db, settings, new Date())).toBe(2);
    const deliveries = (await (await fetch(provider)).json()) as Delivery[];
    const booked = deliveries.find((mail) => mail.to === 'a@example.com');
    expect(booked?.attachments).toEqual([
      {
        filename: 'visit Bcc: x.ics',
        content_type: 'text/calendar',
        content: Buffer.from(calendar, 'utf8').toString('base64'),
      },
    ]);
    expect(deliveries.find((mail) => mail.to === 'b@example.com')?.attachments).toBeUndefined();
  });
});
