import { Text } from '@chakra-ui/react';
import type { ReviewPage } from '../../entities/review/useListingReviews';

const reviewsWord = (count: number) => (count === 1 ? 'review' : 'reviews');

/**
 * How many of the listing's reviews moderators removed, and why
 * (docs/product/public-site.md §10.6): "2 reviews removed by moderators: 1 abusive …; 1 not …".
 */
export function RemovedReviews({ removals }: { removals: ReviewPage['removedByReason'] }) {
  const total = removals.reduce((sum, removal) => sum + removal.count, 0);
  if (total === 0) return null;
  const reasons = removals.map((removal) => `${removal.count} ${removal.label}`).join('; ');
  return (
    <Text fontSize="sm" color="fg.muted">
      {total} {reviewsWord(total)} removed by moderators: {reasons}.
    </Text>
  );
}
