// The dashboards' texts (spec public-site §8, business-side §8), one place per wording.

export const accountLoadTexts = {
  failedTitle: 'Error',
  failed: 'Failed to load your profile data',
  fallbackScreen: 'Failed to load account data.',
  backToLogin: 'Back to Login',
  homeownerFailed: 'Failed to load your account data',
} as const;

export const passwordTexts = {
  temporaryTitle: 'You are using a temporary password',
  temporary: 'Choose a password of your own to keep your account secure.',
  changeNow: 'Change Password Now',
  updatedTitle: 'Password Updated',
  updated: 'Your password has been successfully changed',
  failedTitle: 'Error',
  failed: 'Failed to change password',
} as const;

export const profileTexts = {
  noProfile: 'No profile data available',
  createProfile: 'Create Profile',
  updatedTitle: 'Profile Updated',
  updated: 'Your business profile has been successfully updated',
  failedTitle: 'Error',
  failed: 'Failed to update profile. Please try again.',
} as const;

export const quoteRequestTexts = {
  noRequests: 'No quote requests yet',
  noRequestsHint: 'When homeowners ask your business for a quote, their requests appear here.',
  noListing: 'Create your business profile to start receiving quote requests.',
  loadFailed: 'Failed to load quote requests',
  movedTitle: 'Quote Request Updated',
  moved: (name: string, status: string) => `${name}'s request is now ${status.toLowerCase()}.`,
  moveFailedTitle: 'Status Not Changed',
  moveFailed: 'Failed to update the quote request. Please try again.',
} as const;

export const homeownerTexts = {
  noRequests: "You haven't requested any quotes yet",
  noRequestsHint:
    'Find a local retrofit professional and ask them for a free, no-obligation quote.',
} as const;
