import { Link, Stack, Text } from '@chakra-ui/react';
import { LuFlag } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { signedInOnlyAttribute } from '#schema/page-waking';
import { RatingBreakdown } from '../../entities/review/RatingBreakdown';
import { ReviewFeed } from '../../entities/review/ReviewFeed';
import {
  type PublicReview,
  readReviewPages,
  useListingReviews,
} from '../../entities/review/useListingReviews';
import { ProfileSection } from './ProfileSection';
import { RemovedReviews } from './RemovedReviews';

interface ReviewsSectionProps {
  listingId: number;
  headingAs: 'h2' | 'h3';
  /** On a profile page: how many pages of reviews show is kept in its address (`?reviews=2`). */
  address?: URLSearchParams;
}

/** The listing's reviews: breakdown, how they are collected, the list, and Report when signed in. */
export function ReviewsSection({ listingId, headingAs, address }: ReviewsSectionProps) {
  const reviews = useListingReviews(listingId, address && readReviewPages(address));
  const { summary } = reviews;
  // In every page's markup, shown by the global styles only while a visitor is signed in
  // (schema/page-waking.ts): a page the Worker rendered for everyone offers it without its app.
  const reportAction = (review: PublicReview) => (
    <Link
      asChild
      alignSelf="start"
      fontSize="xs"
      color="fg.muted"
      {...{ [signedInOnlyAttribute]: '' }}
    >
      <RouterLink to={`/reviews/${review.id}/report`}>
        <LuFlag aria-hidden /> Report
      </RouterLink>
    </Link>
  );

  return (
    <ProfileSection title="Reviews" headingAs={headingAs}>
      <Stack gap="4">
        {summary && <RatingBreakdown ratings={summary.ratings} breakdown={summary.breakdown} />}
        <Text fontSize="sm" color="fg.muted">
          Only customers whose job was requested through this site and marked completed can review,
          once per job. Every review gets the same checks, whatever its rating, and we never edit
          them.{' '}
          <Link asChild color="colorPalette.fg" textDecoration="underline">
            <RouterLink to="/review-policy">How reviews work</RouterLink>
          </Link>
        </Text>
        {summary && <RemovedReviews removals={summary.removedByReason} />}
        <ReviewFeed
          reviews={reviews}
          actionsFor={reportAction}
          titleAs={headingAs === 'h2' ? 'h3' : 'h4'}
          address={address}
        />
      </Stack>
    </ProfileSection>
  );
}
