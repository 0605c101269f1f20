// The mails about accounts: a new tradesperson's sign-in details, and the self-service links.
// Links carry the token and start with the configured site address (worker/lib/site-url.ts), so a
// forged Host header cannot point a reset link elsewhere.
import type { Mail } from '../mail/outbox';

const signOff = ['', 'Retrofit Smarter Greener'];

/** A tradesperson who registered gets their sign-in details, with a temporary password. */
export function tradespersonWelcomeMail(
  to: string,
  name: string,
  username: string,
  password: string,
  proofLink: string,
): Mail {
  return {
    to,
    subject: 'Your Retrofit Smarter Greener sign-in details',
    template: 'tradesperson-welcome',
    body: [
      `Hello ${name},`,
      '',
      'Thank you for registering your business. You can sign in with:',
      `  Username: ${username}`,
      `  E-mail: ${to}`,
      `  Temporary password: ${password}`,
      '',
      'Your listing goes public once you confirm this address: open this link within 7 days, or simply sign in with the temporary password above.',
      '',
      proofLink,
      '',
      'If you did not register, ignore this mail: the registration is removed after 7 days.',
      '',
      'Please change your password after signing in. Our team reviews new listings within 2-3 business days.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Retrofit Smarter Greener password',
    template: 'password-reset',
    body: [
      'Hello,',
      '',
      'Someone (we hope you) asked to reset the password of your Retrofit Smarter Greener account.',
      'Choose a new password here within 30 minutes (the link works once):',
      '',
      link,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
      ...signOff,
    ].join('\n'),
  };
}

export function confirmEmailMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your new e-mail address',
    template: 'email-change-confirm',
    body: [
      `Hello ${name},`,
      '',
      'To use this address for your Retrofit Smarter Greener account, open this link within 24 hours:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail and nothing changes.',
      ...signOff,
    ].join('\n'),
  };
}

export function emailChangeNoticeMail(to: string, name: string, newEmail: string): Mail {
  return {
    to,
    subject: 'Your e-mail address is being changed',
    template: 'email-change-notice',
    body: [
      `Hello ${name},`,
      '',
      `We were asked to move your Retrofit Smarter Greener account to ${newEmail}. It changes once that address confirms.`,
      '',
      'If this was not you, sign in and change your password now, then contact us.',
      ...signOff,
    ].join('\n'),
  };
}

/** The proof link mailed to a homeowner who just registered. */
export function homeownerProofMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your e-mail address',
    template: 'email-proof',
    body: [
      `Hello ${name},`,
      '',
      'Thank you for joining Retrofit Smarter Greener. Please confirm this is your address by opening this link within 7 days:',
      '',
      link,
      '',
      'Reviews you write show "Verified customer" once your address is confirmed.',
      ...signOff,
    ].join('\n'),
  };
}

/** A registration removed because its address was never confirmed within 7 days. */
export function unprovenRegistrationRemovedMail(to: string, name: string, refunded: boolean): Mail {
  return {
    to,
    subject: 'Your registration was removed',
    template: 'registration-removed',
    body: [
      `Hello ${name},`,
      '',
      'A business registered with this e-mail address 7 days ago, and the address was never confirmed, so the registration and its listing have been removed. The listing was never public.',
      ...(refunded ? ['', 'The payment made at registration has been refunded in full.'] : []),
      '',
      'If it was you, you are welcome to register again.',
      ...signOff,
    ].join('\n'),
  };
}
