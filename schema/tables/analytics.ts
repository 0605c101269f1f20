// The Worker's own listing statistics (docs/product/business-side.md §10.4): one row per listing per
// London day, counters only. No visitor, address, agent or session is stored, so nothing here can
// tell one visitor from another.
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tradesmen } from './listings';

export const listingDailyStats = sqliteTable(
  'listing_daily_stats',
  {
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    /** The Europe/London calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tradesmanId, table.day] })],
);
