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

/** The insert, to run inside the caller's batch. */
export function queueMail(db: Database, mail: Mail) {
  return db.insert(mailOutbox).values(mail);
}

/** The insert, to run inside the caller's batch, written only when `onlyIf` holds there. */
export function queueMailIf(db: Database, mail: Mail, onlyIf: SQL) {
  return db.run(sql`insert into ${mailOutbox} ("to", subject, body, template, next_attempt_at, created_at)
    select ${mail.to}, ${mail.subject}, ${mail.body}, ${mail.template}, ${Date.now()}, ${Date.now()}
    where ${onlyIf}`);
}
