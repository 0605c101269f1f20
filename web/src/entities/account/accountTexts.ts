// Words of the account screens (docs/product/public-site.md §8, docs/product/business-side.md §8;
// self-service: issue 14). The server's own messages come from schema/rules (accountMessages) and
// are shown as it sends them.

export const recoveryTexts = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro:
    "Enter your account's e-mail address and we will send you a link to choose a new one.",
  send: 'Send Reset Link',
  sending: 'Sending...',
  backToSignIn: 'Back to sign in',
  requestFailed: 'Request Failed',
  tryAgain: 'Please try again.',
} as const;

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
  credentialsTitle: 'Credentials',
  credentialsNote:
    'Record each scheme you belong to and your insurance on the Credentials tab of your dashboard, with its number, expiry date and proof. Our team checks them against the public register before they show on your profile.',
  openCredentials: 'Open the Credentials tab',
} as const;
