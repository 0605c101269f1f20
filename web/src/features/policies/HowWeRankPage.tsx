import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../components/PageSection';
import { type PolicySection, PolicySections } from './PolicySections';

/**
 * The directory's order as worker/services/search/directory-search.ts and the rank_tier triggers
 * compute it (docs/product/public-site.md §10.1, §10.7): change the order there and this copy with
 * it.
 */
export const rankingSections: readonly PolicySection[] = [
  {
    title: 'Best match, the directory’s usual order',
    lead: 'Listings are sorted by these factors, each one only breaking ties in the one before:',
    points: [
      'Where the business works, when you search for a town or postcode: that area first, then businesses covering the whole county, then neighbouring areas. Other areas are left out.',
      'A featured badge, which is a paid placement: businesses with a live badge come first.',
      'Verification: businesses whose identity and credentials our team has checked come before those not yet checked.',
      'A paid plan: a business on any paid plan comes before one on the free plan. This is a paid placement.',
      'How well the business matches the words you searched for, in its name, services, description and area.',
      'Its rating, then its number of reviews, and last the date it joined (earlier first).',
    ],
  },
  {
    title: 'Other orders you can choose',
    points: [
      'Highest rated: by average rating, then number of reviews; the factors above only break ties.',
      'Most reviewed: by number of reviews, then average rating; the factors above only break ties.',
      'Newest: the businesses that joined most recently first. Nothing paid changes this order.',
    ],
  },
  {
    title: 'What money can and cannot buy',
    points: [
      'A featured badge and a paid plan move a business up in the best-match order, and wherever they do, the listing is labelled “Paid placement” or “Paid plan: listed higher”.',
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
