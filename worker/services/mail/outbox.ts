// Every mail is a row in the outbox first (so nothing is lost if the provider is down); delivery.ts
// sends it. Every write to mail_outbox is in this folder: domains own their mails' texts and queue
// them here.
import { desc, type SQL, sql } from 'drizzle-orm';
import { type MailAttachment, mailOutbox } from '../../../schema/tables/mail';
import type { Database } from '../../db';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  template: string;
  /** The account the mail is to or about, when known: erasing it removes the row (cascade). */
  userId?: number;
  /** Files sent with it (a booking's calendar entry); the filename is a header value too. */
  attachments?: MailAttachment[];
}

const cleanAttachments = (attachments: MailAttachment[] = []) =>
  attachments.map((file) => ({
    ...file,
    filename: headerValue(file.filename),
    contentType: headerValue(file.contentType),
  }));

/**
 * A value fit for a mail header: control characters (CR and LF above all, which would start a new
 * header such as `Bcc:`) become spaces. The shared rules already refuse them in single-line fields;
 * this is the second line of defence for every header, whatever the value's source.
 */
export function headerValue(value: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** Longer than a whole delivery batch can take, so a live sender never loses its lease. */
export const mailLeaseMs = 5 * 60_000;

/** A claim on outbox rows for one sender (see delivery.ts). */
export const newMailLease = (now: Date) => ({
  leaseId: crypto.randomUUID(),
  leaseUntil: new Date(now.getTime() + mailLeaseMs),
});
export type MailLease = ReturnType<typeof newMailLease>;

/**
 * The insert, to run inside the caller's batch. With a lease the row is born claimed by the request
 * that wrote it, which sends it straight after answering without competing for it; if that request
 * dies, the lease runs out and the cron sends it.
 */
export function queueMail(db: Database, mail: Mail, lease?: MailLease) {
  return db.insert(mailOutbox).values({
    ...mail,
    ...lease,
    to: headerValue(mail.to),
    subject: headerValue(mail.subject),
    attachments: cleanAttachments(mail.attachments),
  });
}

/**
 * The insert, to run inside the caller's batch, written only when `onlyIf` (an SQL boolean over the
 * database) holds there. Placed in a batch before the conditional update it announces, it sees the
 * same rows as that update, so a change that loses a race queues no mail.
 */
export function queueMailIf(db: Database, mail: Mail, onlyIf: SQL) {
  const now = Date.now();
  return db.run(sql`
    insert into ${mailOutbox} ("to", "subject", "body", "template", "user_id", "attachments", "next_attempt_at", "created_at")
    select ${headerValue(mail.to)}, ${headerValue(mail.subject)}, ${mail.body}, ${mail.template}, ${mail.userId ?? null}, ${JSON.stringify(cleanAttachments(mail.attachments))}, ${now}, ${now}
    where ${onlyIf}`);
}

/**
 * The outbox for the admin dashboard, newest first. Bodies hold sign-in secrets (reset and
 * e-mail-change links, temporary passwords), so production never serves them; development and the
 * e2e runs read those secrets from here, so they get the whole body.
 */
export async function recentMail(db: Database, appEnv: string | undefined) {
  const withBody = appEnv !== 'production';
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    body: withBody ? row.body : null,
    template: row.template,
    attachments: row.attachments.map((file) => file.filename),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
