// Homeowners' reviews of completed quote requests, and reports of them.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { reviewRemovalReasons } from '../catalogues';
import { users } from './accounts';
import { createdAt, flag } from './columns';
import { tradesmen } from './listings';
import { quoteRequests } from './quotes';

/**
 * A homeowner's review of one completed quote request
 * (docs/decisions/012-reviews-and-derived-ratings.md). A moderated review stays as a row with its
 * reason, so its removal is visible; it no longer counts in the listing's rating.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    homeownerId: integer('homeowner_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The day the work was done, as the homeowner gives it (YYYY-MM-DD). */
    workDate: text('work_date').notNull(),
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    /**
     * Set when the review was held for a moderator before going public: its author is linked to
     * the trade (docs/decisions/019-proven-e-mail-and-held-reviews.md). A held review is not shown
     * and does not count; releasing it clears this, removing it hides it.
     */
    heldAt: integer('held_at', { mode: 'timestamp_ms' }),
    /** Why it was held, in the words the moderator reads. */
    heldReasons: text('held_reasons', { mode: 'json' }).$type<string[]>().notNull().default([]),
    hidden: flag('hidden', false),
    /** The catalogue reason of a removal, which the profile counts; null for older removals. */
    removalReason: text('removal_reason', { enum: reviewRemovalReasons }),
    hiddenReason: text('hidden_reason'),
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_one_per_quote').on(table.quoteRequestId),
    index('reviews_tradesman_idx').on(table.tradesmanId, table.createdAt),
    index('reviews_homeowner_idx').on(table.homeownerId),
    index('reviews_held_idx').on(table.heldAt),
    check('reviews_rating_check', sql.raw('"rating" between 1 and 5')),
  ],
);

/** A signed-in user's report of a review; open until an admin hides the review or dismisses it. */
export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_reports_one_per_reporter').on(table.reviewId, table.reporterId),
    index('review_reports_open_idx').on(table.resolvedAt, table.createdAt),
  ],
);
