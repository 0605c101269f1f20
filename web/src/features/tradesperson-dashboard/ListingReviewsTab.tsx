import { Stack, Text } from '@chakra-ui/react';
import { RatingBreakdown } from '../../entities/review/RatingBreakdown';
import { ReviewFeed } from '../../entities/review/ReviewFeed';
import { type PublicReview, useListingReviews } from '../../entities/review/useListingReviews';
import { ReplyForm } from './ReplyForm';

/** The reviews of the tradesperson's listing, each open for one public reply. */
export function ListingReviewsTab({ listingId }: { listingId: number }) {
  const reviews = useListingReviews(listingId);
  const replyTo = (review: PublicReview) =>
    !review.hidden && !review.reply ? (
      <ReplyForm
        reviewId={review.id}
        reviewTitle={review.title}
        onReplied={() => reviews.mutate()}
      />
    ) : null;
  return (
    <Stack gap="5">
      {reviews.summary && (
        <RatingBreakdown ratings={reviews.summary.ratings} breakdown={reviews.summary.breakdown} />
      )}
      <Text fontSize="sm" color="fg.muted">
        Reviews come only from customers whose request you marked completed. You can post one public
        reply to each; it shows under the review on your profile.
      </Text>
      <ReviewFeed
        reviews={reviews}
        actionsFor={replyTo}
        emptyText="No reviews yet. Customers can review a job once you mark it completed."
      />
    </Stack>
  );
}
