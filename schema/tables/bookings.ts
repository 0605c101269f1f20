// Survey-visit availability and bookings (docs/product/business-side.md §10.5).
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bookingStatuses } from '../catalogues';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './columns';
import { tradesmen } from './listings';

/** A weekly opening: day 0 = Sunday … 6, wall times in Europe/London. */
export interface WeeklyHours {
  day: number;
  from: string;
  to: string;
}

/** A listing's published availability for survey visits; no row means none published. */
export const listingAvailability = sqliteTable('listing_availability', {
  tradesmanId: integer('tradesman_id')
    .primaryKey()
    .references(() => tradesmen.id, { onDelete: 'cascade' }),
  weekly: text('weekly', { mode: 'json' }).$type<WeeklyHours[]>().notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  /** Days without visits, YYYY-MM-DD. */
  blackout: text('blackout', { mode: 'json' }).$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * One booked (or held) slot. The unique index on (listing, start) is what makes "two homeowners can
 * never hold the same slot" true whatever the requests' timing: a cancelled booking is deleted,
 * and an expired hold is deleted in the same batch as the insert that takes its slot
 * (docs/decisions/017-booking-slots-and-holds.md).
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    homeownerId: integer('homeowner_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: bookingStatuses }).notNull(),
    /** A pending booking's hold ends then and its slot is free again; null once confirmed. */
    holdUntil: integer('hold_until', { mode: 'timestamp_ms' }),
    /** SHA-256 of the link token mailed to the homeowner (confirm and cancel). */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bookings_slot_unique').on(table.tradesmanId, table.startsAt),
    index('bookings_homeowner_idx').on(table.homeownerId),
    index('bookings_hold_idx').on(table.holdUntil),
    check('bookings_status_check', oneOf('status', bookingStatuses)),
    check('bookings_times_check', sql.raw('"ends_at" > "starts_at"')),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
