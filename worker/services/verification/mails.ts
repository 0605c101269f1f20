// The mails about a listing's verification: an admin's decision on the application, and a
// document rejected. Each links straight to the Verification tab of the trade's dashboard
// (docs/product/business-side.md §2.5), from the configured site address (worker/lib/site-url.ts).
import type { VerificationStatus } from '../../../schema/catalogues';
import type { Mail } from '../mail/outbox';

/** The dashboard's Verification tab, where a trade reads every verdict and uploads again. */
export const verificationTabLink = (siteUrl: string) => `${siteUrl}/dashboard?tab=verification`;

/** The dashboard's Credentials tab, where a trade records a credential again or renews it. */
export const credentialsTabLink = (siteUrl: string) => `${siteUrl}/dashboard?tab=credentials`;

/** The decision's mail; none without an address or for a status that is not a decision. */
export function decisionMail(
  to: string | null,
  name: string,
  status: VerificationStatus,
  notes: string,
  siteUrl: string,
): Mail | null {
  if (!to || (status !== 'verified' && status !== 'rejected')) return null;
  const notesLine = notes ? `\n\nNotes from our team:\n${notes}` : '';
  const link = verificationTabLink(siteUrl);
  return status === 'verified'
    ? {
        to,
        subject: `${name} is now verified`,
        body: `Good news: ${name} has been approved and now shows a verified badge in the Retrofit Smarter Greener directory.${notesLine}\n\nYour documents and their checks are on the Verification tab of your dashboard:\n${link}`,
        template: 'application-approved',
      }
    : {
        to,
        subject: `Your application for ${name} needs attention`,
        body: `We could not approve ${name} yet. Sign in and open the Verification tab of your dashboard to see what is needed and upload documents again:\n${link}${notesLine}`,
        template: 'application-rejected',
      };
}

/** An admin rejected one of the listing's documents, with a reason. */
export function documentRejectionMail(
  to: string,
  name: string,
  documentName: string,
  reason: string,
  siteUrl: string,
): Mail {
  return {
    to,
    subject: `${name}: please upload ${documentName} again`,
    body: `We checked ${documentName} and could not accept it.\n\nReason from our team:\n${reason}\n\nSign in and upload it again from the Verification tab of your dashboard; our team then checks it again:\n${verificationTabLink(siteUrl)}`,
    template: 'document-rejected',
  };
}
