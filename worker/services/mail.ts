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

/** Header values carry user text (names, business names): a line break would start a new header. */
export const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

const outboxRow = (mail: Mail) => ({
  ...mail,
  to: headerSafe(mail.to),
  subject: headerSafe(mail.subject),
});

/** The insert, to run inside the caller's batch. */
export function queueMail(db: Database, mail: Mail) {
  return db.insert(mailOutbox).values(outboxRow(mail));
}

/**
 * The insert, made only while `condition` (an SQL boolean over the database) holds. Placed in a
 * batch before the conditional update it announces, it sees the same rows as that update, so a
 * change that loses a race queues no mail.
 */
export function queueMailWhile(db: Database, mail: Mail, condition: SQL) {
  const row = outboxRow(mail);
  const now = Date.now();
  return db.run(sql`
    insert into ${mailOutbox} ("to", "subject", "body", "template", "next_attempt_at", "created_at")
    select ${row.to}, ${row.subject}, ${row.body}, ${row.template}, ${now}, ${now}
    where ${condition}`);
}

/** The insert, to run inside the caller's batch, written only when `onlyIf` holds there. */
export function queueMailIf(db: Database, mail: Mail, onlyIf: SQL) {
  return db.run(sql`insert into ${mailOutbox} ("to", subject, body, template, next_attempt_at, created_at)
    select ${mail.to}, ${mail.subject}, ${mail.body}, ${mail.template}, ${Date.now()}, ${Date.now()}
    where ${onlyIf}`);
}
