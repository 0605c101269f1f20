// The documents a trade uploads for verification, and their review by an admin.
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { documentStatuses, documentTypes } from '../catalogues';
import { oneOf } from './columns';
import { tradesmen } from './listings';

export const verificationDocuments = sqliteTable(
  'verification_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: documentTypes }).notNull(),
    documentName: text('document_name').notNull(),
    /** Object key in the private part of the bucket. */
    documentUrl: text('document_url').notNull(),
    status: text('status', { enum: documentStatuses }).notNull().default('uploaded'),
    reviewNotes: text('review_notes'),
    uploadedAt: integer('uploaded_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('verification_documents_tradesman_idx').on(table.tradesmanId),
    check('verification_documents_type_check', oneOf('document_type', documentTypes)),
    check('verification_documents_status_check', oneOf('status', documentStatuses)),
  ],
);
