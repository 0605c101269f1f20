// The credential ledger's mails (docs/product/business-side.md §10.1, §10.2): a rejection with its
// reason, and the three expiry reminders. Each links straight to the dashboard's Credentials tab,
// from the configured site address (worker/lib/site-url.ts).
import type { CredentialReminderStage } from '../../../schema/credential-schemes';
import { longDay } from '../listings/verified-badge';
import type { Mail } from '../mail/outbox';
import { credentialsTabLink } from './mails';

interface Named {
  name: string;
  number: string;
}

const what = (credential: Named) => `${credential.name} (${credential.number})`;

export function credentialRejectionMail(
  to: string,
  listingName: string,
  credential: Named,
  reason: string,
  siteUrl: string,
): Mail {
  return {
    to,
    subject: `${listingName}: we could not verify your ${credential.name}`,
    body: `We checked your ${what(credential)} and could not verify it.\n\nReason from our team:\n${reason}\n\nSign in and open Credentials on your dashboard to record it again with the details the register shows:\n${credentialsTabLink(siteUrl)}`,
    template: 'credential-rejected',
  };
}

const renewal = (siteUrl: string) =>
  `When you renew, open Credentials on your dashboard, record the renewed credential with its new expiry date and upload the new certificate, so our team can check it in time:\n${credentialsTabLink(siteUrl)}`;

/** The reminder of one stage (30 days, 7 days, the day itself). */
export function credentialReminderMail(
  to: string,
  listingName: string,
  credential: Named & { expiresOn: string },
  stage: CredentialReminderStage,
  siteUrl: string,
): Mail {
  const date = longDay(credential.expiresOn);
  if (stage === 'expiry-day') {
    return {
      to,
      subject: `${listingName}: your ${credential.name} has expired`,
      body: `Your ${what(credential)} expired today, ${date}. It no longer shows on your profile. If it was your public liability insurance or your only current scheme credential, your Verified badge has lapsed too.\n\n${renewal(siteUrl)}`,
      template: 'credential-expired',
    };
  }
  const days = stage === '30-days' ? 30 : 7;
  return {
    to,
    subject: `${listingName}: your ${credential.name} expires in ${days} days`,
    body: `Your ${what(credential)} expires on ${date}, in ${days} days. From that day it no longer shows on your profile, and your Verified badge needs a current public liability insurance and at least one current scheme credential.\n\n${renewal(siteUrl)}`,
    template: `credential-expires-${days}-days`,
  };
}
