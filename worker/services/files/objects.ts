// Uploaded files: the storedObjects rows that say who uploaded what and whether it passed its
// checks, and the R2 objects they describe. An upload is `pending` until `finaliseUpload` has
// looked at the stored bytes; only `ready` objects are ever served.
import { and, eq, inArray, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { UploadPurpose } from '../../../schema/catalogues';
import {
  type UploadRequest,
  uploadMaxBytes,
  uploadMessages,
  uploadTypes,
} from '../../../schema/rules';
import { storedObjects } from '../../../schema/tables/files';
import { tradesmen } from '../../../schema/tables/listings';
import { verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { imageHeadLength, imageSize, sniffContentType, sniffLength } from '../../lib/sniff';
import { newObjectKey, uploadPolicies } from '../../lib/storage';
import type { UploadTicket } from '../../lib/upload-token';

export type StoredObject = typeof storedObjects.$inferSelect;

/** Pending uploads older than this were abandoned: their links expired long ago. */
const abandonedAfterMs = 60 * 60 * 1000;
/** R2 deletes at most this many keys in one call. */
const r2DeleteBatch = 1000;

export async function registerUpload(
  db: Database,
  upload: UploadRequest & { key: string; ownerId: number },
): Promise<void> {
  await db.insert(storedObjects).values({
    key: upload.key,
    purpose: upload.purpose,
    ownerId: upload.ownerId,
    contentType: upload.contentType,
    size: upload.size,
    fileName: upload.fileName || null,
    status: 'pending',
  });
}

/** True while the ticket's upload waits for its bytes: a finalised upload cannot be overwritten. */
export async function isAwaitingBytes(db: Database, ticket: UploadTicket): Promise<boolean> {
  const [row] = await db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(
      and(
        eq(storedObjects.key, ticket.key),
        eq(storedObjects.ownerId, ticket.ownerId),
        eq(storedObjects.status, 'pending'),
      ),
    );
  return row !== undefined;
}

/**
 * Streams an upload's body into R2 without buffering it. The FixedLengthStream tells R2 the length
 * up front and fails a body that ends early (a client that disconnected); the copy stops at the
 * first byte past `length`. R2 may already hold the first `length` bytes of a failed upload, so
 * they are deleted: a refused body leaves nothing behind.
 */
export async function storeUploadBody(
  bucket: R2Bucket,
  ticket: UploadTicket,
  body: ReadableStream<Uint8Array>,
  length: number,
): Promise<void> {
  const exact = new FixedLengthStream(length);
  const stored = bucket.put(ticket.key, exact.readable, {
    httpMetadata: { contentType: ticket.contentType },
  });
  try {
    await Promise.all([copyAtMost(body, exact.writable, length), stored]);
  } catch (error) {
    // The put may still be finishing with the bytes it got; delete only once it has settled.
    await Promise.allSettled([stored]);
    await bucket.delete(ticket.key);
    throw error;
  }
}

async function copyAtMost(from: ReadableStream<Uint8Array>, to: WritableStream, length: number) {
  const writer = to.getWriter();
  let copied = 0;
  for await (const chunk of from) {
    copied += chunk.byteLength;
    if (copied > length) {
      await writer.abort();
      throw new Error(`Upload body is longer than its declared ${length} bytes`);
    }
    await writer.write(chunk);
  }
  await writer.close();
}

export async function findReadyObject(
  db: Database,
  key: string,
): Promise<StoredObject | undefined> {
  const [row] = await db
    .select()
    .from(storedObjects)
    .where(and(eq(storedObjects.key, key), eq(storedObjects.status, 'ready')));
  return row;
}

/**
 * The type, size and (for purposes with pixel bounds) dimensions of the stored bytes when they are
 * an allowed file for the purpose; otherwise the refusal to answer.
 */
interface Inspection {
  file?: { contentType: string; size: number; width?: number; height?: number };
  refusal?: string;
}

async function inspectStoredFile(
  bucket: R2Bucket,
  key: string,
  purpose: UploadPurpose,
): Promise<Inspection> {
  const policy = uploadPolicies[purpose];
  const object = await bucket.head(key);
  if (!object || object.size === 0 || object.size > uploadMaxBytes[purpose]) {
    return { refusal: policy.refusal };
  }
  const length = policy.maxSide ? Math.min(object.size, imageHeadLength) : sniffLength;
  const head = await bucket.get(key, { range: { offset: 0, length } });
  if (!head) return { refusal: policy.refusal };
  const bytes = new Uint8Array(await head.arrayBuffer());
  const contentType = sniffContentType(bytes);
  if (!contentType || !uploadTypes[purpose].includes(contentType)) {
    return { refusal: policy.refusal };
  }
  if (!policy.maxSide) return { file: { contentType, size: object.size } };
  const pixels = imageSize(bytes, contentType);
  if (!pixels) return { refusal: policy.refusal };
  if (Math.max(pixels.width, pixels.height) > policy.maxSide.pixels) {
    return { refusal: policy.maxSide.refusal };
  }
  return { file: { contentType, size: object.size, ...pixels } };
}

async function discardUpload(db: Database, bucket: R2Bucket, key: string) {
  await bucket.delete(key);
  await db.delete(storedObjects).where(eq(storedObjects.key, key));
}

/** Copies an accepted file to its new key (R2 has no rename); false when it is already gone. */
async function copyObject(bucket: R2Bucket, from: string, to: string, contentType: string) {
  const object = await bucket.get(from);
  if (!object) return false;
  await bucket.put(to, await object.arrayBuffer(), { httpMetadata: { contentType } });
  return true;
}

/**
 * Checks the caller's own upload after its bytes arrived and marks it ready. R2 has no size or
 * type policy, so this is where both are enforced: a missing, oversized or mistyped file is
 * deleted with its row. The row keeps the type the bytes really have (a JPEG named .png is served
 * as a JPEG). An accepted file moves to a new key: its upload link, valid a while longer, names
 * the old one, so it can no longer replace what was checked. Finalising again (by either key)
 * answers the same row.
 */
export async function finaliseUpload(
  db: Database,
  bucket: R2Bucket,
  upload: { key: string; ownerId: number; purpose: UploadPurpose },
): Promise<StoredObject> {
  const [row] = await db
    .select()
    .from(storedObjects)
    .where(
      and(
        or(eq(storedObjects.key, upload.key), eq(storedObjects.uploadKey, upload.key)),
        eq(storedObjects.ownerId, upload.ownerId),
        eq(storedObjects.purpose, upload.purpose),
      ),
    );
  if (!row) fail(404, uploadMessages.notFound);
  if (row.status === 'ready') return row;

  const { file, refusal } = await inspectStoredFile(bucket, row.key, row.purpose);
  if (!file) {
    await discardUpload(db, bucket, row.key);
    fail(400, refusal ?? uploadMessages.processFailed);
  }
  const key = newObjectKey(row.purpose, file.contentType);
  if (!(await copyObject(bucket, row.key, key, file.contentType))) {
    fail(404, uploadMessages.notFound);
  }
  // Still pending: the cleanup job may have removed an upload left for over an hour.
  const [ready] = await db
    .update(storedObjects)
    .set({ key, uploadKey: row.key, status: 'ready', ...file })
    .where(and(eq(storedObjects.key, row.key), eq(storedObjects.status, 'pending')))
    .returning();
  if (!ready) {
    await bucket.delete(key);
    fail(404, uploadMessages.notFound);
  }
  await bucket.delete(row.key);
  return ready;
}

/**
 * Removes uploads never finalised within an hour, rows first: a row claimed here can no longer be
 * finalised, so no ready row ever loses its file. Safe to run repeatedly (hourly cron).
 */
export async function deleteAbandonedUploads(
  db: Database,
  bucket: R2Bucket,
  now: Date,
): Promise<number> {
  const abandoned = await db
    .delete(storedObjects)
    .where(
      and(
        eq(storedObjects.status, 'pending'),
        lt(storedObjects.createdAt, new Date(now.getTime() - abandonedAfterMs)),
      ),
    )
    .returning({ key: storedObjects.key });
  const keys = abandoned.map((row) => row.key);
  for (let start = 0; start < keys.length; start += r2DeleteBatch) {
    await bucket.delete(keys.slice(start, start + r2DeleteBatch));
  }
  return keys.length;
}

/**
 * Deletes whatever a spent upload link may have written at an accepted file's old key (the link
 * outlives the accept by up to 10 minutes) once the link has long expired, and forgets that key.
 * Safe to run repeatedly (hourly cron).
 */
export async function deleteSpentUploadKeys(
  db: Database,
  bucket: R2Bucket,
  now: Date,
): Promise<number> {
  const spent = await db
    .select({ key: storedObjects.key, uploadKey: storedObjects.uploadKey })
    .from(storedObjects)
    .where(
      and(
        isNotNull(storedObjects.uploadKey),
        lt(storedObjects.createdAt, new Date(now.getTime() - abandonedAfterMs)),
      ),
    )
    .limit(r2DeleteBatch);
  const keys = spent.flatMap((row) => (row.uploadKey ? [row.uploadKey] : []));
  if (keys.length === 0) return 0;
  // R2 first: a key is forgotten only once its object is surely gone.
  await bucket.delete(keys);
  await db
    .update(storedObjects)
    .set({ uploadKey: null })
    .where(
      inArray(
        storedObjects.key,
        spent.map((row) => row.key),
      ),
    );
  return keys.length;
}

/**
 * Marks a departing user's files discarded, inside the batch that deletes the account: their
 * uploads (logos, verification documents) and the documents filed on their listings. Article
 * images stay: published articles still show them.
 */
export function discardFilesOf(db: Database, ownerId: number, onlyIf: SQL) {
  const documentKeys = db
    .select({ key: verificationDocuments.documentUrl })
    .from(verificationDocuments)
    .innerJoin(tradesmen, eq(tradesmen.id, verificationDocuments.tradesmanId))
    .where(eq(tradesmen.ownerId, ownerId));
  return db
    .update(storedObjects)
    .set({ status: 'discarded' })
    .where(
      and(
        or(
          and(eq(storedObjects.ownerId, ownerId), ne(storedObjects.purpose, 'article-image')),
          inArray(storedObjects.key, documentKeys),
        ),
        onlyIf,
      ),
    )
    .returning({ key: storedObjects.key });
}

/**
 * Marks some of an owner's files discarded (a replaced logo, a deleted gallery photo), inside the
 * caller's batch; `deleteDiscardedObjects` then removes them from R2.
 */
export function discardOwnObjects(db: Database, ownerId: number, keys: readonly string[]) {
  return db
    .update(storedObjects)
    .set({ status: 'discarded' })
    .where(and(eq(storedObjects.ownerId, ownerId), inArray(storedObjects.key, [...keys])))
    .returning({ key: storedObjects.key });
}

/**
 * Deletes discarded files from R2, then their rows: the given keys right after an account is
 * deleted, or (hourly) whatever a failed run left behind. R2 is not transactional, so a row
 * outlives its object until the object is surely gone; running it again is harmless.
 */
export async function deleteDiscardedObjects(
  db: Database,
  bucket: R2Bucket,
  keys?: readonly string[],
): Promise<number> {
  const pending =
    keys ??
    (
      await db
        .select({ key: storedObjects.key })
        .from(storedObjects)
        .where(eq(storedObjects.status, 'discarded'))
        .limit(r2DeleteBatch * 5)
    ).map((row) => row.key);
  for (let start = 0; start < pending.length; start += r2DeleteBatch) {
    const chunk = pending.slice(start, start + r2DeleteBatch);
    await bucket.delete(chunk);
    await db
      .delete(storedObjects)
      .where(and(inArray(storedObjects.key, chunk), eq(storedObjects.status, 'discarded')));
  }
  return pending.length;
}
