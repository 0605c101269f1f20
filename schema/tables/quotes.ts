// Quote requests from homeowners to a listing.
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { quoteStatuses } from '../catalogues';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './columns';
import { tradesmen } from './listings';

export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id').references(() => tradesmen.id, { onDelete: 'set null' }),
    homeownerId: integer('homeowner_id').references(() => users.id, { onDelete: 'set null' }),
    tradesmanName: text('tradesman_name').notNull(),
    propertySize: text('property_size').notNull(),
    timeline: text('timeline').notNull(),
    description: text('description').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerAddress: text('customer_address'),
    customerPostcode: text('customer_postcode'),
    status: text('status', { enum: quoteStatuses }).notNull().default('pending'),
    /** When the trade first moved the request out of pending: the basis of the response time. */
    firstRespondedAt: integer('first_responded_at', { mode: 'timestamp_ms' }),
    /** When the trade marked the job completed: the date a review's "Verified customer" line shows. */
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /** Set when the homeowner withdrew a pending request (status cancelled, never answered). */
    withdrawnAt: integer('withdrawn_at', { mode: 'timestamp_ms' }),
    /**
     * One homeowner's send to up to three trades (docs/product/public-site.md §10.10): the rows of
     * one send share it, so the homeowner's dashboard groups them. Null on requests from before.
     */
    sendId: text('send_id'),
    /** How many trades the send reached; each trade is told (1 to 3). */
    sentToCount: integer('sent_to_count').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('quote_requests_tradesman_idx').on(table.tradesmanId, table.createdAt),
    index('quote_requests_homeowner_idx').on(table.homeownerId, table.createdAt),
    index('quote_requests_created_idx').on(table.createdAt),
    check('quote_requests_status_check', oneOf('status', quoteStatuses)),
  ],
);

/** A quoteRequests row as drizzle reads it. */
export type QuoteRow = typeof quoteRequests.$inferSelect;
