import { Button, Separator, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMessageSquare } from 'react-icons/lu';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { ReviewItem } from './ReviewItem';
import type { PublicReview, useListingReviews } from './useListingReviews';

interface ReviewFeedProps {
  reviews: ReturnType<typeof useListingReviews>;
  /** What the viewer may do with each shown review. */
  actionsFor?: (review: PublicReview) => ReactNode;
  titleAs?: 'h3' | 'h4';
  emptyText?: string;
}

/** A listing's reviews with loading, empty and failed states and 'Load more'. */
export function ReviewFeed({ reviews, actionsFor, titleAs, emptyText }: ReviewFeedProps) {
  const { reviews: shown, error, isLoading, hasMore, isLoadingMore, loadMore, mutate } = reviews;
  if (isLoading) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Loading reviews">
        <Skeleton height="20" />
        <Skeleton height="20" />
      </Stack>
    );
  }
  if (error && shown.length === 0) {
    return <LoadFailed message="We couldn't load the reviews just now." onRetry={() => mutate()} />;
  }
  if (shown.length === 0) {
    return (
      <EmptyPanel
        icon={LuMessageSquare}
        title={emptyText ?? 'No one has reviewed this business yet'}
      />
    );
  }
  return (
    <Stack gap="0">
      <Stack gap="0" separator={<Separator />}>
        {shown.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            titleAs={titleAs}
            actions={!review.hidden ? actionsFor?.(review) : undefined}
          />
        ))}
      </Stack>
      {hasMore && (
        <Button
          variant="outline"
          alignSelf="center"
          mt="3"
          onClick={loadMore}
          loading={isLoadingMore}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
