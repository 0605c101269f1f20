// A listing's logo and its gallery of photos of work (docs/product/business-side.md §10.9; issue
// 23). The gallery is a Starter feature: it is shown while the plan in force includes `gallery` and
// kept, hidden, when the plan ends, so an upgrade shows it again. The files are the owner's
// uploads, checked by services/files when attached; removing a photo or logo discards its files in
// the same batch as the row, and R2 is emptied right after (the hourly job finishes a failed run).
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { limits } from '../../../schema/limits';
import { planIncludes } from '../../../schema/plans';
import { galleryMessages } from '../../../schema/rules';
import {
  type GalleryPhotoRow,
  galleryPhotos,
  type TradesmanRow,
  tradesmen,
} from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { keyInReference, objectPath } from '../../lib/storage';
import { deleteDiscardedObjects, discardOwnObjects, finaliseUpload } from '../files/objects';
import { planInForce } from './plans';

/** Where a stored file is served (long-cached: keys are never reused). */
const servedAt = (key: string) => `/api${objectPath(key)}`;

export function toGalleryPhoto(row: GalleryPhotoRow) {
  return {
    id: row.id,
    url: servedAt(row.photoKey),
    thumbUrl: servedAt(row.thumbKey ?? row.photoKey),
    caption: row.caption,
  };
}
export type GalleryPhoto = ReturnType<typeof toGalleryPhoto>;

/** Whether the listing's gallery shows now: its plan in force (a lapse counts) includes it. */
export const galleryShown = (
  listing: Pick<TradesmanRow, 'plan' | 'paidUntil' | 'cancelAtPeriodEnd'>,
  now: Date,
) => planIncludes(planInForce(listing, now), 'gallery');

/** The listing's photos in display order: a statement, so a read can join it to its batch. */
export function galleryRowsOf(db: Database, listingId: number) {
  return db
    .select()
    .from(galleryPhotos)
    .where(eq(galleryPhotos.tradesmanId, listingId))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
}

/** The owner's view: every photo, and whether the plan shows them. */
export async function ownGallery(db: Database, listing: TradesmanRow, now: Date) {
  const rows = await galleryRowsOf(db, listing.id);
  return {
    photos: rows.map(toGalleryPhoto),
    shown: galleryShown(listing, now),
    maxPhotos: limits.galleryMaxPhotos,
  };
}

function keyOf(reference: string): string {
  const key = keyInReference(reference);
  if (!key) fail(404, galleryMessages.notFound);
  return key;
}

/** Checks the uploads and inserts the photo within the cap; answers the new row's id. */
async function attachPhoto(
  db: Database,
  bucket: R2Bucket,
  listing: TradesmanRow,
  input: { objectPath: string; thumbPath: string; caption: string },
  now: Date,
): Promise<number> {
  if (!galleryShown(listing, now)) fail(403, galleryMessages.planRequired);
  const ownerId = listing.ownerId ?? 0;
  const [held] = await db
    .select({ photos: count() })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.tradesmanId, listing.id));
  if ((held?.photos ?? 0) >= limits.galleryMaxPhotos) {
    // Full before its files were checked: they are deleted all the same, never left to linger.
    const sent = [input.objectPath, input.thumbPath].filter(Boolean).map(keyOf);
    await discardUnattached(db, bucket, ownerId, sent);
    fail(400, galleryMessages.full);
  }
  const upload = (reference: string) =>
    finaliseUpload(db, bucket, { key: keyOf(reference), ownerId, purpose: 'gallery-photo' });
  const photo = await upload(input.objectPath);
  const thumb = input.thumbPath ? await upload(input.thumbPath) : null;
  if (thumb && thumb.key === photo.key) fail(400, galleryMessages.alreadyUsed);
  const keys = thumb ? [photo.key, thumb.key] : [photo.key];
  try {
    if (thumb && Math.max(thumb.width ?? 0, thumb.height ?? 0) > limits.galleryThumbMaxSide) {
      fail(400, galleryMessages.thumbTooLarge);
    }
    const id = await insertWithinCap(db, listing.id, photo.key, thumb?.key ?? null, input, now);
    if (!id) fail(400, galleryMessages.full);
    return id;
  } catch (error) {
    // A checked upload that did not make it into the gallery is deleted, not left to linger.
    await discardUnattached(db, bucket, ownerId, keys);
    throw error;
  }
}

/** The new photo's id, or null when the gallery already holds its 10: one statement, so atomic. */
async function insertWithinCap(
  db: Database,
  listingId: number,
  photoKey: string,
  thumbKey: string | null,
  input: { caption: string },
  now: Date,
): Promise<number | null> {
  try {
    const added = await db.run(sql`insert into ${galleryPhotos}
        (tradesman_id, photo_key, thumb_key, caption, position, created_at)
      select ${listingId}, ${photoKey}, ${thumbKey}, ${input.caption},
        coalesce(max(position), 0) + 1, ${now.getTime()}
      from ${galleryPhotos} where tradesman_id = ${listingId}
      having count(*) < ${limits.galleryMaxPhotos}
      returning id`);
    const id = Number((added.rows[0] as { id?: unknown } | undefined)?.id);
    return id || null;
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, galleryMessages.alreadyUsed);
    throw error;
  }
}

/** Deletes those of the owner's files that no gallery photo uses (a photo already shown stays). */
async function discardUnattached(
  db: Database,
  bucket: R2Bucket,
  ownerId: number,
  keys: readonly string[],
) {
  const attached = await db
    .select({ photoKey: galleryPhotos.photoKey, thumbKey: galleryPhotos.thumbKey })
    .from(galleryPhotos)
    .where(
      or(inArray(galleryPhotos.photoKey, [...keys]), inArray(galleryPhotos.thumbKey, [...keys])),
    );
  const used = new Set(attached.flatMap((row) => [row.photoKey, row.thumbKey]));
  const loose = keys.filter((key) => !used.has(key));
  if (loose.length === 0) return;
  const discarded = await discardOwnObjects(db, ownerId, loose);
  await deleteDiscardedObjects(
    db,
    bucket,
    discarded.map((file) => file.key),
  );
}

/**
 * Adds a checked photo (and its thumbnail) to the end of the gallery. The 10-photo cap is part of
 * the INSERT itself, so any number of adds at once never passes it; files refused on the way are
 * deleted.
 */
export async function addGalleryPhoto(
  db: Database,
  bucket: R2Bucket,
  listing: TradesmanRow,
  input: { objectPath: string; thumbPath: string; caption: string },
  now: Date,
): Promise<GalleryPhoto> {
  const id = await attachPhoto(db, bucket, listing, input, now);
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
  if (!row) fail(404, galleryMessages.notFound);
  return toGalleryPhoto(row);
}

async function ownPhoto(db: Database, listing: TradesmanRow, id: number) {
  const [row] = await db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.id, id), eq(galleryPhotos.tradesmanId, listing.id)));
  // Another listing's photo is answered as missing: its id says nothing to this caller.
  if (!row) fail(404, galleryMessages.notFound);
  return row;
}

/** Deletes a photo, its row and files; allowed on any plan (a lapsed trade may tidy up). */
export async function removeGalleryPhoto(
  db: Database,
  bucket: R2Bucket,
  listing: TradesmanRow,
  id: number,
): Promise<void> {
  const row = await ownPhoto(db, listing, id);
  const keys = row.thumbKey ? [row.photoKey, row.thumbKey] : [row.photoKey];
  const [, discarded] = await db.batch([
    db.delete(galleryPhotos).where(eq(galleryPhotos.id, row.id)),
    discardOwnObjects(db, listing.ownerId ?? 0, keys),
  ]);
  await deleteDiscardedObjects(
    db,
    bucket,
    discarded.map((file) => file.key),
  );
}

export async function captionGalleryPhoto(
  db: Database,
  listing: TradesmanRow,
  id: number,
  caption: string,
): Promise<GalleryPhoto> {
  await ownPhoto(db, listing, id);
  const [row] = await db
    .update(galleryPhotos)
    .set({ caption })
    .where(and(eq(galleryPhotos.id, id), eq(galleryPhotos.tradesmanId, listing.id)))
    .returning();
  if (!row) fail(404, galleryMessages.notFound);
  return toGalleryPhoto(row);
}

/** Puts the photos in the given order: `ids` must name each of the listing's photos once. */
export async function reorderGallery(
  db: Database,
  listing: TradesmanRow,
  ids: readonly number[],
): Promise<GalleryPhoto[]> {
  const current = await galleryRowsOf(db, listing.id);
  const held = new Set(current.map((row) => row.id));
  if (ids.length !== held.size || ids.some((id) => !held.has(id))) {
    fail(400, galleryMessages.order);
  }
  const positions = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index + 1}`),
    sql` `,
  );
  await db
    .update(galleryPhotos)
    .set({ position: sql`case ${galleryPhotos.id} ${positions} end` })
    .where(eq(galleryPhotos.tradesmanId, listing.id));
  return (await galleryRowsOf(db, listing.id)).map(toGalleryPhoto);
}

/** The R2 key of a logo we store, or null for none or an outside address (an imported logo). */
const storedLogoKey = (logoUrl: string | null) => (logoUrl ? keyInReference(logoUrl) : null);

/**
 * Sets or (with null) removes the listing's logo. A logo this site stored is discarded with the
 * change; any plan may have a logo (docs/product/business-side.md §10.9).
 */
export async function setListingLogo(
  db: Database,
  bucket: R2Bucket,
  listing: TradesmanRow,
  reference: string | null,
): Promise<string | null> {
  const ownerId = listing.ownerId ?? 0;
  const logo = reference
    ? await finaliseUpload(db, bucket, {
        key: keyOf(reference),
        ownerId,
        purpose: 'listing-logo',
      })
    : null;
  const logoUrl = logo ? objectPath(logo.key) : null;
  const previous = storedLogoKey(listing.logoUrl);
  const change = db.update(tradesmen).set({ logoUrl }).where(eq(tradesmen.id, listing.id));
  if (!previous || previous === logo?.key) {
    await change;
    return logoUrl;
  }
  const [, discarded] = await db.batch([change, discardOwnObjects(db, ownerId, [previous])]);
  await deleteDiscardedObjects(
    db,
    bucket,
    discarded.map((file) => file.key),
  );
  return logoUrl;
}
