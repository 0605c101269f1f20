// Verification documents: an uploaded private file (checked by content when it is finalised)
// registered against a listing, its type guessed from the file name
// (docs/product/business-side.md §4), and replaced by its owner once rejected or expired (§2.5).
import { and, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DocumentType } from '../../../schema/catalogues';
import { adminMessages } from '../../../schema/rules';
import { utcDay } from '../../../schema/rules/credentials';
import { credentials, verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { objectPath } from '../../lib/storage';
import { deleteDiscardedObjects, discardOwnObjects, finaliseUpload } from '../files/objects';

type DocumentRow = typeof verificationDocuments.$inferSelect;

export const documentReplaceMessages = {
  notReplaceable: 'Only a rejected or expired document can be uploaded again.',
} as const;

/**
 * An approved document is expired once a credential it proves has expired (§10.2: on its expiry
 * day, at read time): it proved something that has lapsed, so the trade uploads the renewed one.
 */
const expiredProof = (db: Database, now: Date) =>
  and(
    eq(verificationDocuments.status, 'verified'),
    inArray(
      verificationDocuments.id,
      db
        .select({ id: credentials.documentId })
        .from(credentials)
        .where(
          or(
            eq(credentials.status, 'expired'),
            and(eq(credentials.status, 'verified'), lte(credentials.expiresOn, utcDay(now))),
          ),
        ),
    ),
  ) as SQL;

/**
 * 'certificate', 'insurance' or 'license' in the name, else a qualification
 * (docs/product/business-side.md §4).
 */
export function guessDocumentType(fileName: string): DocumentType {
  const name = fileName.toLowerCase();
  if (name.includes('certificate')) return 'certificate';
  if (name.includes('insurance')) return 'insurance';
  if (name.includes('license')) return 'license';
  return 'qualification';
}

/** A document as the admin screens see it: `documentUrl` is the bare key, opened via /api/objects/. */
export function toDocument(row: DocumentRow) {
  return {
    id: row.id,
    tradesmanId: row.tradesmanId,
    documentType: row.documentType,
    documentName: row.documentName,
    documentUrl: row.documentUrl,
    status: row.status,
    reviewNotes: row.reviewNotes,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * A document as its owner's pages see it: `documentUrl` is the path that serves the file, and
 * `expired` says an approved document's credential has lapsed.
 */
function toOwnerDocument(row: DocumentRow, expired: boolean) {
  return { ...toDocument(row), documentUrl: `/api${objectPath(row.documentUrl)}`, expired };
}

export async function addVerificationDocument(
  db: Database,
  bucket: R2Bucket,
  input: {
    tradesmanId: number;
    key: string;
    uploaderId: number;
    documentName: string;
    documentType: DocumentType;
  },
) {
  const file = await finaliseUpload(db, bucket, {
    key: input.key,
    ownerId: input.uploaderId,
    purpose: 'verification-document',
  });
  // docs/product/business-side.md §4 names a document after its file; the rules give 'Verification
  // Document' when there is none.
  const name = file.fileName || input.documentName;
  const [row] = await db
    .insert(verificationDocuments)
    .values({
      tradesmanId: input.tradesmanId,
      // A file uploaded for a named kind (a missing required document) is that kind.
      documentType:
        input.documentType === 'other'
          ? guessDocumentType(file.fileName ?? name)
          : input.documentType,
      documentName: name,
      documentUrl: file.key,
    })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return toOwnerDocument(row, false);
}

export async function listVerificationDocuments(db: Database, tradesmanId: number, now: Date) {
  const rows = await db
    .select({ row: verificationDocuments, expired: sql<number>`${expiredProof(db, now)}` })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.tradesmanId, tradesmanId))
    .orderBy(desc(verificationDocuments.uploadedAt));
  return rows.map(({ row, expired }) => toOwnerDocument(row, Boolean(expired)));
}

/**
 * The owner uploads a rejected or expired document again, verified listing or not: the new file
 * takes the document's place (a credential it proves keeps pointing at it), the document is back
 * to pending review for admins with the old verdict cleared, and the old file is deleted. Another
 * listing's document answers 404; one still pending or approved and current, 409.
 */
export async function replaceVerificationDocument(
  db: Database,
  bucket: R2Bucket,
  input: { id: number; tradesmanId: number; key: string; uploaderId: number; now: Date },
) {
  const own = and(
    eq(verificationDocuments.id, input.id),
    eq(verificationDocuments.tradesmanId, input.tradesmanId),
  );
  const replaceable = or(eq(verificationDocuments.status, 'rejected'), expiredProof(db, input.now));
  const [before] = await db
    .select({ row: verificationDocuments, replaceable: sql<number>`${replaceable}` })
    .from(verificationDocuments)
    .where(own);
  if (!before) fail(404, adminMessages.documentNotFound);
  if (!before.replaceable) fail(409, documentReplaceMessages.notReplaceable);
  const file = await finaliseUpload(db, bucket, {
    key: input.key,
    ownerId: input.uploaderId,
    purpose: 'verification-document',
  });
  const [updated] = await db
    .update(verificationDocuments)
    .set({
      documentName: file.fileName || before.row.documentName,
      documentUrl: file.key,
      status: 'uploaded',
      reviewNotes: null,
      reviewedAt: null,
      uploadedAt: input.now,
    })
    // Checked again here: an admin's verdict in between must not be overwritten unseen.
    .where(and(own, replaceable))
    .returning();
  // The file that lost its place (the old one, or the new one when the update was refused) goes.
  const spent = updated ? before.row.documentUrl : file.key;
  const discarded = await discardOwnObjects(db, input.uploaderId, [spent]);
  await deleteDiscardedObjects(
    db,
    bucket,
    discarded.map((object) => object.key),
  );
  if (!updated) fail(409, documentReplaceMessages.notReplaceable);
  return toOwnerDocument(updated, false);
}
