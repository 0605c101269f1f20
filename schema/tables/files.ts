import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { uploadPurposes } from '../catalogues';
import { users } from './accounts';
import { createdAt } from './columns';

/** Files in R2: keys are made by the server, and an upload counts only once it is registered. */
export const storedObjects = sqliteTable(
  'stored_objects',
  {
    key: text('key').primaryKey(),
    /**
     * The key the upload link named, once the accepted file has moved to `key`: a link still in
     * its 10 minutes can then only write an object nobody serves.
     */
    uploadKey: text('upload_key'),
    purpose: text('purpose', { enum: uploadPurposes }).notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    fileName: text('file_name'),
    /** An accepted image's size in pixels, read from its header when finalised; null otherwise. */
    width: integer('width'),
    height: integer('height'),
    /**
     * `discarded`: its owner's account is gone; the row stays until the R2 object is deleted, so a
     * delete that fails half-way is finished by the hourly job (R2 is not part of the transaction).
     */
    status: text('status', { enum: ['pending', 'ready', 'discarded'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_objects_owner_idx').on(table.ownerId),
    index('stored_objects_upload_key_idx').on(table.uploadKey),
    index('stored_objects_status_idx').on(table.status, table.createdAt),
  ],
);
