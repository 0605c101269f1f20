import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFlag } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../api/useCurrentUser';
import { RatingBreakdown } from '../../entities/review/RatingBreakdown';
import { ReviewFeed } from '../../entities/review/ReviewFeed';
import {
  type PublicReview,
  readReviewPages,
  useListingReviews,
} from '../../entities/review/useListingReviews';
import { ProfileSection } from './ProfileSection';
import { RemovedReviews } from './RemovedReviews';
import { ReportReviewDialog } from './ReportReviewDialog';

interface ReviewsSectionProps {
  listingId: number;
  headingAs: 'h2' | 'h3';
  /** On a profile page: how many pages of reviews show is kept in its address (`?reviews=2`). */
  address?: URLSearchParams;
}

/** The listing's reviews: breakdown, how they are collected, the list, and Report when signed in. */
export function ReviewsSection({ listingId, headingAs, address }: ReviewsSectionProps) {
  const reviews = useListingReviews(listingId, address && readReviewPages(address));
  const { user } = useCurrentUser();
  const [reporting, setReporting] = useState<{ id: number; title: string } | null>(null);
  const { summary } = reviews;
  const reportAction = (review: PublicReview) =>
    user && !review.hidden ? (
      <Button
        size="xs"
        variant="ghost"
        alignSelf="start"
        color="fg.muted"
        onClick={() => setReporting({ id: review.id, title: review.title })}
      >
        <LuFlag aria-hidden /> Report
      </Button>
    ) : null;

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
      <ReportReviewDialog review={reporting} onClose={() => setReporting(null)} />
    </ProfileSection>
  );
}
