// Dedicated support (docs/product/business-side.md §10.8): a trade's request, its reply time and
// the admin's answer. Written only by worker/services/support/.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { supportStatuses } from '../catalogues';
import { planIds } from '../plans';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { tradesmen } from './listings';

export const supportRequests = sqliteTable(
  'support_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan in force when it was sent: the queue puts Premium first and keeps it so. */
    plan: text('plan', { enum: planIds }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** One working day after it was sent (services/support/reply-time.ts). */
    replyBy: integer('reply_by', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: supportStatuses }).notNull().default('open'),
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_requests_queue_idx').on(
      table.status,
      sql`(${table.plan} = 'premium') desc`,
      table.replyBy,
    ),
    index('support_requests_tradesman_idx').on(table.tradesmanId, table.createdAt),
    check('support_requests_status_check', oneOf('status', supportStatuses)),
    check('support_requests_plan_check', oneOf('plan', planIds)),
  ],
);
export type SupportRequestRow = typeof supportRequests.$inferSelect;
