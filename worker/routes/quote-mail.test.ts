// Concurrent quote requests each notify the tradesperson exactly once: every `deliverSoon` runs
// at the same time, so the outbox must hand each mail to one sender only.
import { count, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { mailOutbox } from '../../schema/tables';
import { deliverQueuedMail } from '../services/mail/delivery';
import { makeTradesman } from '../test/factories';
import type { Delivery } from '../test/fake-servers';
import { call, databaseOf, freshBindings } from '../test/harness';

function withMailProvider() {
  const box = crypto.randomUUID();
  const provider = `${inject('mailProviderUrl')}/${box}`;
  const bindings = {
    ...freshBindings(),
    MAIL_API_URL: `${provider}/send`,
    MAIL_API_KEY: 'test-key',
    // Every request here runs inside one test, which workerd lets hold only a few connections at
    // once, so database calls queue; the deadline must not count that queue on a busy machine.
    DB_TIMEOUT_MS: '120000',
  };
  const deliveries = async () => (await (await fetch(provider)).json()) as Delivery[];
  return { bindings, db: databaseOf(bindings), deliveries };
}

const quoteFrom = (tradesmanId: number, index: number) => ({
  tradesmanId,
  propertySize: '3 bed',
  timeline: 'month',
  description: 'Loft insulation and a heat pump survey',
  customerName: `Customer ${index}`,
  customerEmail: `customer${index}@example.com`,
  customerPhone: '07700 900000',
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 60_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Sends `total` quote requests, `concurrency` at a time, each from its own address. */
async function sendQuotes(
  bindings: ReturnType<typeof withMailProvider>['bindings'],
  tradesmanId: number,
  total: number,
  concurrency: number,
) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  const sender = async () => {
    while (next < total) {
      const index = next++;
      const sent = performance.now();
      const response = await call(bindings, 'POST', '/api/quote-requests', {
        body: quoteFrom(tradesmanId, index),
        headers: { 'cf-connecting-ip': `198.51.${index >> 8}.${index & 255}` },
      });
      await response.arrayBuffer();
      expect(response.status).toBe(201);
      timings.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const p95 = timings[Math.ceil(0.95 * timings.length) - 1] ?? 0;
  return { perSecond: total / seconds, p95 };
}

describe('quote notification mail under concurrency', () => {
  // Each request queues two mails: the trade's notification and the homeowner's confirmation.
  it('delivers both mails of every quote request exactly once, each with its idempotency key', async () => {
    const { bindings, db, deliveries } = withMailProvider();
    const listing = await makeTradesman(db, { contactEmail: 'busy@trades.example' });
    await sendQuotes(bindings, listing.id, 50, 50);
    const queuedOrLeased = async () =>
      (await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'queued')))[0]
        ?.n;
    expect(await eventually(queuedOrLeased, (n) => n === 0)).toBe(0);
    const delivered = await deliveries();
    const keys = delivered.map((mail) => mail.idempotencyKey);
    expect(delivered).toHaveLength(100);
    expect(new Set(keys).size).toBe(100);
    expect(keys.every((key) => key?.startsWith('outbox-'))).toBe(true);
  });
});

describe('mail headers', () => {
  it('reach the provider without line breaks, whatever the outbox row holds', async () => {
    const { bindings, db, deliveries } = withMailProvider();
    // Written straight to the table, past the rules and queueMail, to test the last defence.
    await db.insert(mailOutbox).values({
      to: 'office@trades.example\r\nBcc: victim@example.com',
      subject: 'New quote request from Probe\r\nBcc: victim@example.com',
      body: 'Line one\nLine two',
      template: 'test',
    });
    await deliverQueuedMail(db, bindings, new Date());
    const [mail] = await deliveries();
    expect(mail?.subject).toBe('New quote request from Probe Bcc: victim@example.com');
    expect(mail?.to).toBe('office@trades.example Bcc: victim@example.com');
  });
});

describe.runIf(inject('benchQuotes'))('concurrent-submission benchmark (BENCH_QUOTES=1)', () => {
  it('measures 500 quote requests at 50 concurrent and counts deliveries', async () => {
    const { bindings, db, deliveries } = withMailProvider();
    const listing = await makeTradesman(db, { contactEmail: 'bench@trades.example' });
    const { perSecond, p95 } = await sendQuotes(bindings, listing.id, 500, 50);
    const leftAtEnd = (await deliveries()).length;
    // Let the deliveries started by the requests finish: wait until the count stops moving.
    let settled = -1;
    let delivered = await deliveries();
    while (settled !== delivered.length) {
      settled = delivered.length;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      delivered = await deliveries();
    }
    const perMail = new Map<string, number>();
    for (const mail of delivered) perMail.set(mail.subject, (perMail.get(mail.subject) ?? 0) + 1);
    const duplicated = [...perMail.values()].filter((times) => times > 1).length;
    console.log(
      `quotes: ${perSecond.toFixed(1)} req/s, p95 ${p95.toFixed(0)} ms; deliveries when the last ` +
        `answer came: ${leftAtEnd}; after settling: ${delivered.length} for ${perMail.size} ` +
        `distinct mails, ${duplicated} sent more than once (max ${Math.max(...perMail.values())}), ` +
        `${500 - perMail.size} never sent`,
    );
  }, 600_000);
});
