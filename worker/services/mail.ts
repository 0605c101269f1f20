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

/**
 * A value fit for a mail header: control characters (CR and LF above all, which would start a new
 * header such as `Bcc:`) become spaces. The shared rules already refuse them in single-line fields;
 * this is the second line of defence for every header, whatever the value's source.
 */
export function headerValue(value: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** The insert, to run inside the caller's batch. */
export function queueMail(db: Database, mail: Mail) {
  return db
    .insert(mailOutbox)
    .values({ ...mail, to: headerValue(mail.to), subject: headerValue(mail.subject) });
}
