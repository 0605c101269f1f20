// Sends queued mail. With a provider configured (MAIL_API_URL/KEY) it POSTs each message; without
// one, outside production, it prints the message to the console so a person trying the app can read
// it (a temporary password, say). Failures retry with growing gaps, then give up after 5 tries.
//
// Several senders can run at once (the cron, requests that queued mail), so each row is sent under a
// lease: either written with the row by the request that queued it, or claimed by the cron in one
// UPDATE … RETURNING (SQLite runs writes one at a time, so two senders never claim the same row).
// A sender that dies leaves rows whose lease runs out, and the hourly cron takes them again. Every result is written only while the lease
// is still ours, and the provider gets the row id as an idempotency key, so a retry after a crash
// between "sent" and "marked sent" is not delivered twice by a provider that honours the key.
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { mailOutbox } from '../../../schema/tables/mail';
import type { Database } from '../../db';
import type { Bindings } from '../../env';
import { headerValue, mailLeaseMs } from './outbox';

const maxAttempts = 5;
const batchSize = 20;
/** 20 sends × this stays well inside the lease (mailLeaseMs, 5 minutes). */
const providerTimeoutMs = 10_000;

type MailRow = typeof mailOutbox.$inferSelect;
type MailSettings = Pick<Bindings, 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM' | 'APP_ENV'>;

/** UTF-8 text as base64 (btoa alone takes only Latin-1). */
function base64Of(text: string) {
  return btoa(
    Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''),
  );
}

async function send(mail: MailRow, settings: MailSettings): Promise<'sent' | 'held'> {
  const to = headerValue(mail.to);
  const subject = headerValue(mail.subject);
  if (!settings.MAIL_API_URL || !settings.MAIL_API_KEY) {
    if (settings.APP_ENV === 'production') return 'held';
    const files = mail.attachments.map((file) => `\n[attached: ${file.filename}]`).join('');
    console.log(`\n--- mail to ${to}: ${subject} ---\n${mail.body}${files}\n--- end of mail ---\n`);
    return 'sent';
  }
  const response = await fetch(settings.MAIL_API_URL, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${settings.MAIL_API_KEY}`,
      'content-type': 'application/json',
      'idempotency-key': `outbox-${mail.id}`,
    },
    body: JSON.stringify({
      from: headerValue(
        settings.MAIL_FROM ?? 'Retrofit Smarter Greener <hello@retrofitsmartergreener.co.uk>',
      ),
      to,
      subject,
      text: mail.body,
      // The common provider shape (Resend, Postmark-style): base64 content with its name and type.
      ...(mail.attachments.length > 0 && {
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          content: base64Of(file.content),
        })),
      }),
    }),
    signal: AbortSignal.timeout(providerTimeoutMs),
  });
  if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
  return 'sent';
}

/** Claims up to a batch of due rows that no live lease holds, in one atomic statement. */
async function claimDueMail(db: Database, leaseId: string, now: Date) {
  const dueNow = and(
    eq(mailOutbox.status, 'queued'),
    lte(mailOutbox.nextAttemptAt, now),
    or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, now)),
  );
  // A read first: most writes queued no mail, and then nothing is written at all.
  const [any] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(dueNow).limit(1);
  if (!any) return [];
  // One statement chooses and leases the rows, so senders running at once never share a row and
  // never leave one unclaimed between them.
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(dueNow)
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize);
  return db
    .update(mailOutbox)
    .set({ leaseId, leaseUntil: new Date(now.getTime() + mailLeaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Writes a result only while this sender still holds the row's lease, and ends the lease. */
function settle(db: Database, mail: MailRow, changes: Partial<MailRow>) {
  return db
    .update(mailOutbox)
    .set({ ...changes, leaseId: null, leaseUntil: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.leaseId, mail.leaseId ?? '')));
}

async function deliver(db: Database, settings: MailSettings, claimed: MailRow[], now: Date) {
  let sent = 0;
  for (const mail of claimed) {
    try {
      if ((await send(mail, settings)) === 'held') {
        await settle(db, mail, {});
        continue;
      }
      await settle(db, mail, { status: 'sent', sentAt: now });
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await settle(db, mail, {
        attempts,
        lastError: String(error),
        status: attempts >= maxAttempts ? 'failed' : 'queued',
        nextAttemptAt: new Date(now.getTime() + 2 ** attempts * 60_000),
      });
    }
  }
  return sent;
}

/** The cron's and any sender's way: claim what is due, then send it. */
export async function deliverQueuedMail(db: Database, settings: MailSettings, now: Date) {
  return deliver(db, settings, await claimDueMail(db, crypto.randomUUID(), now), now);
}

/** Sends the rows a request queued already claimed (queueMail with a lease). */
export async function deliverLeasedMail(
  db: Database,
  settings: MailSettings,
  leaseId: string,
  now: Date,
) {
  const claimed = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.leaseId, leaseId), eq(mailOutbox.status, 'queued')));
  return deliver(db, settings, claimed, now);
}
