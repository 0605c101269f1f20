// Outgoing mail, queued in the same batch as the change it reports and sent by the Worker.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    template: text('template').notNull(),
    /** Files sent with the mail (a booking's `.ics`), their content as text. */
    attachments: text('attachments', { mode: 'json' })
      .$type<MailAttachment[]>()
      .notNull()
      .default([]),
    /**
     * The account the mail is to or about, when known: erasing the account removes the row by
     * cascade, whatever address it went to and whatever its status.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** A sender claims a row for a while (a lease); a crashed sender's rows come back when it ends. */
    leaseId: text('lease_id'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_user_idx').on(table.userId),
  ],
);
