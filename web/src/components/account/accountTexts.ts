// Words of the account self-service screens (issue 14). The server's own messages come from
// schema/rules (accountMessages) and are shown as it sends them.

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
