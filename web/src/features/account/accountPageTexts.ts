// Words of the account pages (issue 14); the server's own messages are shown as it sends them.

export const resetTexts = {
  title: 'Choose a New Password',
  description: 'Once it is saved you are signed in here, and signed out on every other device.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  submit: 'Set New Password',
  submitting: 'Saving...',
  succeeded: 'Password Updated',
  signedIn: 'You are signed in with your new password.',
  failed: 'Password Not Changed',
  linkProblemTitle: 'This link no longer works',
  askAgain: 'Ask for a new link below.',
} as const;

export const confirmEmailTexts = {
  title: 'Confirm Your E-mail',
  confirming: 'Confirming your new e-mail address...',
  confirmedTitle: 'E-mail Changed',
  failedTitle: 'E-mail Not Changed',
  toSettings: 'Go to Settings',
  toSignIn: 'Sign In',
} as const;

export const settingsTexts = {
  title: 'Settings',
  intro: 'Your account details, sign-in and data.',
  loadFailed: 'Your account could not be loaded.',
  profileTitle: 'Your Details',
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Details Saved',
  saveFailed: 'Details Not Saved',
  emailTitle: 'E-mail Address',
  currentEmail: 'Current e-mail',
  newEmail: 'New E-mail',
  currentPassword: 'Current Password',
  sendLink: 'Send Confirmation Link',
  sending: 'Sending...',
  emailFailed: 'E-mail Not Changed',
  passwordTitle: 'Password',
  tryAgain: 'Please try again.',
} as const;

export const sessionTexts = {
  title: 'Signed-in Devices',
  intro: 'Each sign-in on a browser or device. Sign out any you do not recognise.',
  loadFailed: 'Your signed-in devices could not be loaded.',
  thisDevice: 'This device',
  signedIn: (date: string) => `Signed in ${date}`,
  expires: (date: string) => `until ${date}`,
  signOut: 'Sign Out',
  signOutOthers: 'Sign Out Everywhere Else',
  onlyThisOne: 'You are signed in on this device only.',
  signedOutTitle: 'Signed Out',
  signedOutOne: 'That device has been signed out.',
  failed: 'Sign-out Failed',
} as const;

export const dataTexts = {
  title: 'Your Data',
  intro:
    'Download a copy of everything we hold about you: your account, quote requests, reviews, subscription and, for a business, its listing and the requests it received.',
  download: 'Download My Data',
  downloaded: 'Download Ready',
  downloadFailed: 'Download Failed',
  dangerTitle: 'Delete Account',
  dangerIntro:
    'Deleting your account cannot be undone. You will be signed out and will not be able to sign in again.',
  deleteButton: 'Delete My Account',
  dialogTitle: 'Delete your account?',
  dialogConfirm: 'Delete Account',
  whatHappens: [
    'Your account, sign-ins, uploaded files and newsletter subscription are deleted.',
    "Quote requests you sent stay with the trades for their records, shown as from 'Former customer', without your e-mail, phone or address. Reviews you wrote stay, also by 'Former customer'.",
    "A business listing is removed from the directory, its documents are deleted and a paid plan's subscription is cancelled.",
    'Payment records are kept, unlinked from you, as the law requires.',
  ],
  passwordLabel: 'Enter your password to confirm',
  deleted: 'Account Deleted',
  deleteFailed: 'Account Not Deleted',
} as const;
