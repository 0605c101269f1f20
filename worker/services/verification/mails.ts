// The mail an applicant gets when an admin approves or rejects their listing.
import type { VerificationStatus } from '../../../schema/catalogues';
import type { Mail } from '../mail/outbox';

/** The decision's mail; none without an address or for a status that is not a decision. */
export function decisionMail(
  to: string | null,
  name: string,
  status: VerificationStatus,
  notes: string,
): Mail | null {
  if (!to || (status !== 'verified' && status !== 'rejected')) return null;
  const notesLine = notes ? `\n\nNotes from our team:\n${notes}` : '';
  return status === 'verified'
    ? {
        to,
        subject: `${name} is now verified`,
        body: `Good news: ${name} has been approved and now shows a verified badge in the Retrofit Smarter Greener directory.${notesLine}`,
        template: 'application-approved',
      }
    : {
        to,
        subject: `Your application for ${name} needs attention`,
        body: `We could not approve ${name} yet. Please sign in and open your registration status page to see what is needed.${notesLine}`,
        template: 'application-rejected',
      };
}
