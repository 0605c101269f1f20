// Registration status wording (docs/product/business-side.md §2.3, §8 "Documents",
// "Status screen").
export const statusTexts = {
  signInTitle: 'Please Sign In',
  signInMessage: 'Sign in with the username and temporary password we e-mailed you.',
  noProfile: 'No tradesman profile found',
  noProfileMessage: 'Register your business to start the verification.',
  temporaryPasswordTitle: 'You are signed in with a temporary password',
  temporaryPassword:
    'We e-mailed it to you with your username. Choose your own password from your dashboard.',
  changePassword: 'Change Password Now',
  proofTitle: 'Confirm your e-mail address to publish your listing',
  proof: (email: string) =>
    `Open the link we e-mailed to ${email} within 7 days, or sign in with the temporary password in that e-mail. Until then your listing is not shown to the public, and a registration never confirmed is removed after 7 days.`,
  reviewTime: 'Our team reviews applications within 2-3 business days.',
} as const;
