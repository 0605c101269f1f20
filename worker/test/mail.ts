// Reads what the app mailed: the newest outbox row of a template to an address, and its link token.
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../schema/tables';
import type { Database } from '../db';

export async function lastMail(db: Database, to: string, template: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
}

/** The `token` of the link in the newest mail of the template to the address. */
export async function mailedToken(db: Database, to: string, template: string) {
  const mail = await lastMail(db, to, template);
  const token = mail?.body.match(/\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no ${template} link mailed to ${to}`);
  return token;
}
