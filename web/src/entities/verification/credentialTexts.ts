// The credential ledger's wording (docs/product/business-side.md §10.1–10.3).
import type { CredentialStatus } from '#schema/credential-schemes';

export const credentialTexts = {
  title: 'Credentials',
  intro:
    'Record each scheme you belong to and your public liability insurance. Our team checks every number against the public register before it shows on your profile. Your Verified badge needs current insurance and at least one current scheme credential.',
  scheme: 'Scheme',
  choose: 'Choose a scheme',
  number: 'Membership or policy number',
  scopes: 'What it covers',
  expiresOn: 'Expiry date',
  insurer: 'Insurer',
  coverAmount: 'Cover amount (£)',
  document: 'Proof (one of your uploaded documents)',
  noDocument: 'No document chosen',
  save: 'Record Credential',
  saving: 'Recording...',
  recordedTitle: 'Credential recorded',
  recordedDescription: 'Our team will check it against the register and let you know.',
  failedTitle: 'Credential not recorded',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this credential?',
  deleteBody:
    'It no longer counts towards your Verified badge and no longer shows on your profile. You can record it again later.',
  deleteConfirm: 'Delete',
  deletedTitle: 'Credential deleted',
  deleteFailedTitle: 'Credential not deleted',
  empty: 'No credentials recorded yet.',
  loadFailed: 'Failed to load your credentials.',
  declared:
    'Chosen before credentials were checked on this site: record its number and expiry date to have it checked.',
  rejectedBecause: 'Not verified:',
  expires: 'Expires',
  checked: 'Checked',
} as const;

export const credentialStatusLabels: Record<CredentialStatus, string> = {
  declared: 'Number needed',
  pending: 'Waiting for check',
  verified: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const credentialStatusPalette: Record<CredentialStatus, string> = {
  declared: 'gray',
  pending: 'blue',
  verified: 'green',
  rejected: 'red',
  expired: 'orange',
};
