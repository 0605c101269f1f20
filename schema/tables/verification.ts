// The documents a trade uploads for verification, and their review by an admin.
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { documentStatuses, documentTypes } from '../catalogues';
import {
  credentialReminderStages,
  credentialSchemeIds,
  credentialStatuses,
} from '../credential-schemes';
import { createdAt, oneOf, updatedAt } from './columns';
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

const credentialReminderStageIds = credentialReminderStages.map((reminder) => reminder.stage) as [
  (typeof credentialReminderStages)[number]['stage'],
];

/**
 * The credential ledger (docs/product/business-side.md §10.1; issue 25): each scheme membership or
 * insurance policy a trade holds, checked by an admin against the scheme's public register. Only a
 * verified row whose expiry date has not come is public.
 */
export const credentials = sqliteTable(
  'credentials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    scheme: text('scheme', { enum: credentialSchemeIds }).notNull(),
    /** The membership or policy number; '' on a declared row migrated from a plain choice. */
    number: text('number').notNull().default(''),
    scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** `YYYY-MM-DD`: the credential is current before this UTC day begins; null when declared. */
    expiresOn: text('expires_on'),
    insurer: text('insurer'),
    /** Public liability cover in whole pounds. */
    coverAmount: integer('cover_amount'),
    /** The proof: one of the listing's own private verification documents. */
    documentId: integer('document_id').references(() => verificationDocuments.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: credentialStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** When an admin last checked it against the register (verified or corrected). */
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('credentials_tradesman_idx').on(table.tradesmanId),
    index('credentials_status_idx').on(table.status, table.createdAt),
    // The directory's "holds a current verified credential of scheme X" filter and the expiry job.
    index('credentials_scheme_idx').on(table.scheme, table.status, table.expiresOn),
    check('credentials_scheme_check', oneOf('scheme', credentialSchemeIds)),
    check('credentials_status_check', oneOf('status', credentialStatuses)),
  ],
);

/**
 * One row per expiry reminder mailed (docs/product/business-side.md §10.2): the unique index makes
 * "each reminder once" the database's promise, per expiry date, so a renewed credential is reminded
 * again before its new date.
 */
export const credentialReminders = sqliteTable(
  'credential_reminders',
  {
    credentialId: integer('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: credentialReminderStageIds }).notNull(),
    expiresOn: text('expires_on').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('credential_reminders_once').on(table.credentialId, table.stage, table.expiresOn),
  ],
);
