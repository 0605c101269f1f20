// Where each verification document stands for its owner, and what is still to upload
// (docs/product/business-side.md §2.3, §2.5): a rejected or expired document is uploaded again,
// a required kind with no document is uploaded for the first time — verified listing or not.
import type { DocumentType } from '#schema/catalogues';
import type { VerificationDocument } from './useVerificationDocuments';

export type DocumentState = 'pending' | 'approved' | 'rejected' | 'expired';

/** An approved document whose credential has lapsed reads as expired (the server says so). */
export function documentState(document: VerificationDocument): DocumentState {
  if (document.status === 'rejected') return 'rejected';
  if (document.status === 'uploaded') return 'pending';
  return document.expired ? 'expired' : 'approved';
}

export const documentStateBadges: Readonly<
  Record<DocumentState, { label: string; palette: string }>
> = {
  pending: { label: 'Pending review', palette: 'blue' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
  expired: { label: 'Expired', palette: 'orange' },
};

/** The documents every listing needs, by kind (a trade licence only where one applies). */
export const requiredDocuments: readonly { type: DocumentType; label: string }[] = [
  { type: 'certificate', label: 'Business registration certificate' },
  { type: 'qualification', label: 'Professional qualifications' },
  { type: 'insurance', label: 'Insurance certificate' },
];

export const optionalDocumentsNote = 'Trade licences (if applicable)';

/** What the trade still has to upload: documents to replace, and required kinds missing. */
export function documentsToUpload(documents: readonly VerificationDocument[]) {
  const toReplace = documents.filter((document) => {
    const state = documentState(document);
    return state === 'rejected' || state === 'expired';
  });
  const missing = requiredDocuments.filter(
    (required) => !documents.some((document) => document.documentType === required.type),
  );
  return { toReplace, missing };
}
