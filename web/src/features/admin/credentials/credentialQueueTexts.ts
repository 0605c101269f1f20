// The admin credential queue's wording (docs/product/business-side.md §10.1).
export const queueTexts = {
  title: 'Credential Checks',
  description:
    'Check each recorded credential against the scheme’s public register, then verify it, correct it as the register shows it, or reject it with a reason the trade is mailed.',
  status: 'Show',
  empty: 'Nothing here.',
  loadFailed: 'Failed to load the credentials.',
  register: 'Open the register',
  noRegister: 'No public register: check the document',
  document: 'View proof',
  noDocument: 'No document given',
  openFailed: 'Could not open the document',
  verify: 'Verify',
  verifiedTitle: 'Credential verified',
  reject: 'Reject',
  reason: 'Reason (mailed to the trade)',
  rejectConfirm: 'Reject with this reason',
  rejectedTitle: 'Credential rejected',
  correct: 'Correct',
  correctSave: 'Save correction',
  correctedTitle: 'Credential corrected',
  failedTitle: 'Not saved',
  cancel: 'Cancel',
} as const;

export const queueStatuses = [
  { value: 'pending', label: 'Waiting for check' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'expired', label: 'Expired' },
  { value: 'declared', label: 'Declared, number needed' },
] as const;
export type QueueStatus = (typeof queueStatuses)[number]['value'];
