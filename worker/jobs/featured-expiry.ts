import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { tradesmen } from '../../schema/tables';
import type { Database } from '../db';

/** Clears featured badges whose end date has passed. Idempotent: the cron may run it twice. */
export async function expireFeaturedBadges(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(tradesmen)
    .set({ featured: false, featuredUntil: null })
    .where(
      and(
        eq(tradesmen.featured, true),
        isNotNull(tradesmen.featuredUntil),
        lte(tradesmen.featuredUntil, now),
      ),
    )
    .returning({ id: tradesmen.id });
  return expired.length;
}
