// The verification screens' texts (docs/product/business-side.md §2.8, §5, §8).
import type { VerificationStatus } from '#schema/catalogues';

export const variantATexts = {
  approved: 'Tradesman Approved',
  approvedText: (name: string) => `${name} has been approved and notified by email.`,
  approveFailed: 'Approval Failed',
  approveFailedText: 'Failed to approve tradesman',
  rejected: 'Application Rejected',
  rejectedText: (name: string) => `${name} has been rejected and notified by email.`,
  rejectFailed: 'Rejection Failed',
  rejectFailedText: 'Failed to reject application',
  empty: (status: string) => `No applications with status "${status}" found.`,
  loadFailed: 'Could not load the applications.',
} as const;

export const variantBTexts = {
  listTitle: 'Pending Verifications',
  allVerified: 'All tradesmen are verified!',
  updated: 'Verification Updated',
  updatedText: 'Tradesman verification status has been updated successfully.',
  updateFailed: 'Update Failed',
  updateFailedText: 'Failed to update verification status. Please try again.',
  chooseOne: 'Choose a tradesman from the list to review their details and documents.',
  notesHint: 'Optional when approving or marking under review. The applicant reads these.',
  rejectTitle: (name: string) => `Reject ${name}?`,
  rejectText: (name: string) =>
    `${name} is e-mailed your reason and reads it on their registration status page.`,
  rejectReason: 'Reason for rejecting',
  rejectConfirm: 'Reject application',
} as const;

export const documentTexts = {
  view: 'View Document',
  openFailed: 'Could not open the document.',
  reviewed: 'Document reviewed',
  reviewFailed: 'Review failed',
  rejectTitle: (name: string) => `Reject ${name}?`,
  rejectText: (note: string) =>
    `The applicant reads your note on their registration status page: “${note}”`,
  rejectConfirm: 'Reject document',
} as const;

export const statusPalettes: Record<VerificationStatus, string> = {
  pending: 'yellow',
  under_review: 'blue',
  verified: 'green',
  rejected: 'red',
};
