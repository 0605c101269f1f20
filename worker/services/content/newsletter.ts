import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { NewsletterInput } from '../../../schema/rules';
import { newsletterMessages } from '../../../schema/rules';
import { newsletterSubscribers } from '../../../schema/tables/content';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const toSubscriber = (row: SubscriberRow) => ({
  id: row.id,
  email: row.email,
  userType: row.userType,
  subscribedAt: row.subscribedAt.toISOString(),
  isActive: row.isActive,
});

/** Subscribes an address; an active duplicate is a 409, a lapsed one is welcomed back. */
export async function subscribe(db: Database, input: NewsletterInput) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values(input)
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { isActive: true, userType: input.userType, subscribedAt: new Date() },
      setWhere: eq(newsletterSubscribers.isActive, false),
    })
    .returning();
  if (!row) fail(409, newsletterMessages.duplicate);
  return toSubscriber(row);
}

export async function listSubscribers(db: Database) {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriber);
}

export async function removeSubscriber(db: Database, id: number) {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return removed.length > 0;
}

/** Drops the subscriptions of every address an erased account has had, inside its batch. */
export function forgetSubscriber(db: Database, emails: string[], onlyIf: SQL) {
  return db
    .delete(newsletterSubscribers)
    .where(and(inArray(newsletterSubscribers.email, emails), onlyIf));
}
