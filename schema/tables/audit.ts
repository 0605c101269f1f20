import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { auditActions } from '../catalogues';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * One row per admin action, written in the same batch as the change it records. `before` and
 * `after` hold the changed fields as JSON and never a password, hash or token.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the record still says who acted after their account is deleted. */
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type', {
      enum: ['user', 'tradesman', 'document', 'import', 'review', 'credential', 'support_request'],
    }).notNull(),
    targetId: integer('target_id'),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);
