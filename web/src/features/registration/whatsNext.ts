// The registration status page's "What's Next" (docs/product/business-side.md §2.3): the steps
// left, from the documents and the decision as they stand, never a step already done.
import type { VerificationStatus } from '#schema/catalogues';
import { documentsToUpload } from '../../entities/verification/documentState';
import type { VerificationDocument } from '../../entities/verification/useVerificationDocuments';
import { statusTexts } from './statusTexts';

const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export interface WhatsNext {
  steps: string[];
  /** True when a document must be uploaded again: the card's button leads to the Verification tab. */
  reupload: boolean;
}

export function whatsNext(
  documents: readonly VerificationDocument[],
  status: VerificationStatus,
): WhatsNext {
  const { toReplace, missing } = documentsToUpload(documents);
  const steps: string[] = [];
  if (toReplace.length > 0) {
    steps.push(
      `Upload ${listed(toReplace.map((document) => document.documentName))} again on the Verification tab of your dashboard, where you can read why.`,
    );
  }
  if (missing.length > 0) {
    steps.push(`Upload your ${listed(missing.map((kind) => kind.label.toLowerCase()))}.`);
  }
  if (status === 'rejected') steps.push('Read the admin notes, then do what they ask.');
  if (status !== 'verified') {
    const waiting = documents.some((document) => document.status === 'uploaded');
    if (waiting || status === 'under_review') steps.push(statusTexts.reviewTime);
    steps.push('Once verified, your listing shows the verified badge in the directory.');
  }
  steps.push('Complete your profile and answer quote requests from your dashboard.');
  return { steps, reupload: toReplace.length > 0 };
}
