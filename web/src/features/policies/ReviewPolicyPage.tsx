import { reviewRemovalReasonLabels, reviewRemovalReasons } from '#schema/catalogues';
import { PageSection } from '../../components/PageSection';
import { type PolicySection, PolicySections } from './PolicySections';

const removalReasons = reviewRemovalReasons.map((reason) => reviewRemovalReasonLabels[reason]);

/**
 * What the site does with reviews, point by point as the code does it
 * (docs/product/public-site.md §10.3, §10.6, docs/decisions/019-proven-e-mail-and-held-reviews.md):
 * change the rules there and this copy with them.
 */
export const reviewPolicySections: readonly PolicySection[] = [
  {
    title: 'How reviews are collected',
    points: [
      'Only a homeowner who asked for a quote through this site, while signed in, can review that job, once the business has marked it completed, and only once per job.',
      'A review says “Verified customer”, with the month the job was completed, only when its author has confirmed their e-mail address by opening a link we sent to it. Otherwise it is shown as from a customer.',
      'Businesses cannot write, buy or import reviews, and we never write or invent them.',
    ],
  },
  {
    title: 'How reviews are checked',
    lead: 'Every review gets the same checks, whether it gives one star or five. The checks look at who wrote it, never at its rating or what it says, so a review is never delayed for being negative.',
    points: [
      'We hold a review for our team before it is published when its author looks linked to the business: the same e-mail address, phone number or street address as the business or its owner, or an account registered or signed in from a network address the business’s account used in the last 30 days.',
      'A held review is not shown and does not count towards the rating until a moderator releases it. A review with no such link is published at once.',
      'For this check we keep a keyed fingerprint of the network address of each sign-in for 30 days, never the address itself, and use it for nothing else.',
    ],
  },
  {
    title: 'How reviews are removed',
    points: [
      'Anyone signed in can report a review, the business included. A report never hides a review by itself: it stays as it is until a moderator decides.',
      `A moderator removes a review only for one of these reasons: ${removalReasons.join('; ')}. A low rating is never a reason.`,
      'A removed review is not deleted quietly: its place on the profile says “Removed by moderators” with the reason, and each profile shows how many reviews were removed and why. Removed reviews do not count towards the rating.',
      'Whether a moderator releases or removes a review, its author is e-mailed the decision and the moderator’s note.',
    ],
  },
  {
    title: 'What we never do',
    points: [
      'We never edit what a homeowner wrote or change their rating.',
      'A business cannot pay to remove or hide a review, and a paid plan changes nothing about which reviews are shown.',
      'The rating and review count on a profile are worked out from its public reviews only.',
      'The business can post one public reply to each review; it appears under the review.',
    ],
  },
];

/** /review-policy: how reviews are collected, checked and removed. */
export function ReviewPolicyPage() {
  return (
    <PageSection
      title="How reviews work"
      description="Reviews on Retrofit Smarter Greener come only from homeowners whose job was arranged through this site, and every review goes through the same checks, whatever its rating."
    >
      <PolicySections sections={reviewPolicySections} />
    </PageSection>
  );
}
