// Account self-service (issue 14): forgotten passwords, the settings page, e-mail changes and
// account deletion. Password rules and messages are those of docs/product/public-site.md §5, shared
// with registration.
import * as v from 'valibot';
import { authMessages, withConfirmation } from './auth';
import { emailField, optionalText, passwordField, requiredText } from './fields';
import { newPasswordField } from './new-password';

export const accountMessages = {
  resetSent:
    'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  token: 'This link is incomplete. Please open the link from the e-mail again.',
  emailLinkInvalid:
    'This confirmation link has expired or was already used. Please change your e-mail again to get a new one.',
  emailTaken: 'Another account already uses this e-mail address.',
  sameEmail: 'This is already your e-mail address.',
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your e-mail changes once you open it (within 24 hours).`,
  emailChanged: 'Your e-mail address has been changed.',
  emailProven: 'Thank you: your e-mail address is confirmed.',
  wrongPassword: 'Password is incorrect',
  accountSaved: 'Your account details have been saved.',
  signedOutElsewhere: 'You have been signed out on every other device.',
  sessionNotFound: 'This session has already ended.',
  accountDeleted: 'Your account has been deleted.',
  /** Shown instead of a departed homeowner's name on the reviews and requests they left. */
  formerCustomer: 'Former customer',
  lastAdmin:
    'You are the last active admin: make another user an admin before deleting your account.',
} as const;

const tokenField = requiredText(accountMessages.token, 100);

export const forgotPasswordRules = v.object({ email: emailField(authMessages.email) });
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordRules>;

/**
 * The reset form: the new password typed twice, under the registration rule
 * (docs/product/public-site.md §5).
 */
export const resetPasswordRules = withConfirmation(
  { token: tokenField },
  newPasswordField(authMessages.newPasswordLength),
  passwordField(authMessages.confirmPassword),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordRules>;

/**
 * The settings form. Residents edit all four fields (the homeowner record of
 * docs/product/public-site.md §3); for other roles the server stores the name only: a
 * tradesperson's public phone and address are the listing's.
 */
export const accountRules = v.object({
  name: requiredText(authMessages.name),
  phone: optionalText(40),
  address: optionalText(),
  postcode: optionalText(12),
});
export type AccountInput = v.InferOutput<typeof accountRules>;

export const changeEmailRules = v.object({
  newEmail: emailField(authMessages.email),
  password: passwordField(authMessages.password),
});
export type ChangeEmailInput = v.InferOutput<typeof changeEmailRules>;

export const confirmEmailRules = v.object({ token: tokenField });

export const deleteAccountRules = v.object({ password: passwordField(authMessages.password) });
