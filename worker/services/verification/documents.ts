// Verification documents: an uploaded private file (checked by content when it is finalised)
// registered against a listing, its type guessed from the file name
// (docs/product/business-side.md §4).
import { desc, eq } from 'drizzle-orm';
import type { DocumentType } from '../../../schema/catalogues';
import { verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { objectPath } from '../../lib/storage';
import { finaliseUpload } from '../files/objects';

type DocumentRow = typeof verificationDocuments.$inferSelect;

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

/** A document as its owner's pages see it: `documentUrl` is the path that serves the file. */
function toOwnerDocument(row: DocumentRow) {
  return { ...toDocument(row), documentUrl: `/api${objectPath(row.documentUrl)}` };
}

export async function addVerificationDocument(
  db: Database,
  bucket: R2Bucket,
  input: { tradesmanId: number; key: string; uploaderId: number; documentName: string },
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
      documentType: guessDocumentType(file.fileName ?? name),
      documentName: name,
      documentUrl: file.key,
    })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return toOwnerDocument(row);
}

export async function listVerificationDocuments(db: Database, tradesmanId: number) {
  const rows = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.tradesmanId, tradesmanId))
    .orderBy(desc(verificationDocuments.uploadedAt));
  return rows.map(toOwnerDocument);
}
