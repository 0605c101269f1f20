import { desc } from 'drizzle-orm';
import type { ContactInput } from '../../../schema/rules';
import { contactMessages } from '../../../schema/tables/content';
import type { Database } from '../../db';

/**
 * Keeps a message sent from the About page. A filled honeypot means a bot: it is answered as
 * usual, so it learns nothing, but nothing is kept.
 */
export async function receiveContactMessage(db: Database, { website, ...message }: ContactInput) {
  if (!website) await saveContactMessage(db, message);
}

async function saveContactMessage(db: Database, message: Omit<ContactInput, 'website'>) {
  await db.insert(contactMessages).values({
    ...message,
    phone: message.phone || null,
    subject: message.subject || null,
  });
}

/** The newest 200 messages, for the admin dashboard. */
export async function listContactMessages(db: Database) {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
