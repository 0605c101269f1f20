import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../components/PageSection';
import { featuredLabels } from '../../entities/tradesman/ListingBadges';
import { paidPlacementTexts } from '../../entities/tradesman/PaidPlacementLabel';
import { type PolicySection, PolicySections } from './PolicySections';

/**
 * The directory's order as worker/services/search/directory-search.ts and the rank_tier triggers
 * compute it (docs/product/public-site.md §10.1, §10.7; docs/decisions/022): change the order there
 * and this copy with it.
 */
export const rankingSections: readonly PolicySection[] = [
  {
    title: 'Best match, the directory’s usual order',
    lead: 'Listings are sorted by these factors, each one only breaking ties in the one before:',
    points: [
      `A lead boost, which is paid: when you search for a town or postcode, a business that bought one for that area comes first, labelled “${paidPlacementTexts.boosted}”, until the quote requests it paid for have arrived.`,
      'Where the business works, when you search for a town or postcode: that area first, then businesses covering the whole county, then neighbouring areas. Other areas are left out.',
      `A featured badge: businesses with a live badge come first. Every paid plan includes the badge, so for them it is a paid placement; our team also features a few businesses without payment, labelled “${featuredLabels.admin}”.`,
      'Verification: businesses whose identity and credentials our team has checked come before those not yet checked.',
      'The plan, a paid placement: Premium (top placement) first, then Professional (priority placement), then Starter, then the free plan. A plan that has lapsed counts as free within the hour.',
      'How well the business matches the words you searched for, in its name, services, description and area.',
      'Its rating, then its number of reviews, and last the date it joined (earlier first).',
    ],
  },
  {
    title: 'Other orders you can choose',
    points: [
      'Highest rated: by average rating, then number of reviews; a featured badge, verification and the plan only break ties.',
      'Most reviewed: by number of reviews, then average rating; a featured badge, verification and the plan only break ties.',
      'Newest: the businesses that joined most recently first. Nothing paid changes this order.',
    ],
  },
  {
    title: 'What money can and cannot buy',
    points: [
      `A lead boost and a paid plan (with its featured badge) move a business up in the best-match order, and wherever they do, the listing says which: ${Object.values(
        paidPlacementTexts,
      )
        .map((text) => `“${text}”`)
        .join(', ')}.`,
      `A homepage feature (an add-on) puts a business among the featured businesses on our home page, labelled “${featuredLabels['add-on']}”; it does not change the directory’s order.`,
      'No payment changes a rating, a review, the Verified badge or whether a business shows in a search.',
      <>
        Ratings come only from public reviews; see{' '}
        <Link asChild color="colorPalette.fg" textDecoration="underline">
          <RouterLink to="/review-policy">how reviews work</RouterLink>
        </Link>
        .
      </>,
    ],
  },
  {
    title: 'Who is listed',
    points: [
      'A business appears once the e-mail address it registered with is confirmed, and not while its application is rejected.',
    ],
  },
];

/** /how-we-rank: the factors of the directory's order, and which places are paid for. */
export function HowWeRankPage() {
  return (
    <PageSection
      title="How we rank businesses"
      description="What decides the order of the directory, and which places businesses pay for."
    >
      <PolicySections sections={rankingSections} />
    </PageSection>
  );
}
