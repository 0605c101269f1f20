// The registration status screen's progress and message (docs/product/business-side.md §4), exactly
// as specified.
import type { VerificationStatus } from '#schema/catalogues';
import type { PlanId } from '#schema/plans';

export const statusMessages = {
  verified: 'Your business is verified and live on our platform!',
  rejected: 'Your application needs attention. Please check the notes below.',
  underReview: 'Your application is being reviewed by our team.',
  documentsUploaded: 'Documents uploaded. Waiting for admin review.',
  uploadDocuments: 'Please upload your verification documents to continue.',
  settingUp: 'Setting up your profile...',
} as const;

export interface ProgressInput {
  plan: PlanId;
  verificationStatus: VerificationStatus;
  documentCount: number;
}

export interface VerificationProgress {
  percent: number;
  message: string;
}

/** `null` when the user has no listing yet. */
export function verificationProgress(listing: ProgressInput | null): VerificationProgress {
  if (!listing) return { percent: 10, message: statusMessages.settingUp };
  const { plan, verificationStatus, documentCount } = listing;
  if (verificationStatus === 'verified') return { percent: 100, message: statusMessages.verified };
  let percent = 20;
  if (plan !== 'free') percent += 20;
  if (documentCount > 0) percent += 30;
  if (verificationStatus === 'under_review') percent += 20;
  return { percent, message: statusMessageFor(verificationStatus, documentCount) };
}

function statusMessageFor(status: VerificationStatus, documentCount: number): string {
  if (status === 'rejected') return statusMessages.rejected;
  if (status === 'under_review') return statusMessages.underReview;
  return documentCount > 0 ? statusMessages.documentsUploaded : statusMessages.uploadDocuments;
}
