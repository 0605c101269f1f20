// Every mail is a row in the outbox first (so nothing is lost if the provider is down); the hourly
// cron and the dev console deliver it.
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
