// Counting profile views and directory impressions (docs/product/business-side.md §10.4): each is
// ONE statement that adds to the listing's row for the London day, so nothing per visitor is ever
// written, and a results page of 25 listings is one round trip, not 25.
import { sql } from 'drizzle-orm';
import { listingDailyStats } from '../../../schema/tables/analytics';
import { tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { londonDay } from '../../lib/london-time';

/**
 * One profile view for the listing's day, unless `viewerId` owns the listing (a trade looking at
 * their own page is not a visitor) or the listing does not exist.
 */
export function countProfileView(
  db: Database,
  listingId: number,
  viewerId: number | null,
  now: Date,
) {
  const notOwner =
    viewerId === null ? sql`1` : sql`coalesce(${tradesmen.ownerId}, 0) <> ${viewerId}`;
  return db.run(sql`
    insert into ${listingDailyStats} (tradesman_id, day, profile_views)
    select ${tradesmen.id}, ${londonDay(now)}, 1 from ${tradesmen}
    where ${tradesmen.id} = ${listingId} and ${notOwner}
    on conflict (tradesman_id, day) do update set profile_views = profile_views + 1`);
}

/** One impression for each listing of a results page answered, in one statement. */
export function countImpressions(db: Database, listingIds: number[], now: Date) {
  if (listingIds.length === 0) return Promise.resolve();
  // Through the tradesmen table, so a listing deleted meanwhile is skipped, not a failed insert.
  return db.run(sql`
    insert into ${listingDailyStats} (tradesman_id, day, impressions)
    select ${tradesmen.id}, ${londonDay(now)}, 1 from ${tradesmen}
    where ${tradesmen.id} in (select value from json_each(${JSON.stringify(listingIds)}))
    on conflict (tradesman_id, day) do update set impressions = impressions + 1`);
}
