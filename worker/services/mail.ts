// Every mail is a row in the outbox first (so nothing is lost if the provider is down); the hourly
// cron and the dev console deliver it.
import { type SQL, sql } from 'drizzle-orm';
import { mailOutbox } from '../../schema/tables';
import type { Database } from '../db';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  template: string;
}

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

/** A claim on outbox rows for one sender (see jobs/mail-delivery.ts). */
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
  return db
    .insert(mailOutbox)
    .values({ ...mail, ...lease, to: headerValue(mail.to), subject: headerValue(mail.subject) });
}

/**
 * The insert, to run inside the caller's batch, written only when `onlyIf` (an SQL boolean over the
 * database) holds there. Placed in a batch before the conditional update it announces, it sees the
 * same rows as that update, so a change that loses a race queues no mail.
 */
export function queueMailIf(db: Database, mail: Mail, onlyIf: SQL) {
  const now = Date.now();
  return db.run(sql`
    insert into ${mailOutbox} ("to", "subject", "body", "template", "next_attempt_at", "created_at")
    select ${headerValue(mail.to)}, ${headerValue(mail.subject)}, ${mail.body}, ${mail.template}, ${now}, ${now}
    where ${onlyIf}`);
}
