// The mails of account self-service. Links carry the token; the site's origin comes from the
// request URL, which on Cloudflare is the route's own host (a request naming another host never
// reaches this Worker), so a forged Host header cannot point a reset link elsewhere.
import type { Mail } from './mail';

const signOff = ['', 'Retrofit Smarter Greener'];

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
