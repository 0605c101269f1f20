import { Button, Separator, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMessageSquare } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { limits } from '#schema/limits';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { ReviewItem } from './ReviewItem';
import {
  type PublicReview,
  reviewAnchor,
  type useListingReviews,
  withReviewPages,
} from './useListingReviews';

interface ReviewFeedProps {
  reviews: ReturnType<typeof useListingReviews>;
  /** What the viewer may do with each shown review. */
  actionsFor?: (review: PublicReview) => ReactNode;
  titleAs?: 'h3' | 'h4';
  emptyText?: string;
  /**
   * The page's address, on a profile page: 'Load more' is then a link to it with one page more,
   * opened at the last review shown, which the Worker answers before the app has loaded (up to
   * `limits.reviewPagesInAddress` pages).
   */
  address?: URLSearchParams;
}

/** A listing's reviews with loading, empty and failed states and 'Load more'. */
export function ReviewFeed({ reviews, actionsFor, titleAs, emptyText, address }: ReviewFeedProps) {
  const { reviews: shown, error, isLoading, hasMore, isLoadingMore, loadMore, mutate } = reviews;
  const last = shown.at(-1);
  // Past the pages an address may ask for, the app loads more (the press wakes it).
  const moreHref =
    address && last && reviews.size < limits.reviewPagesInAddress
      ? withReviewPages(address, reviews.size + 1, reviewAnchor(last.id))
      : undefined;
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
            id={address && reviewAnchor(review.id)}
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
          asChild={moreHref !== undefined}
        >
          {moreHref ? (
            <RouterLink to={moreHref} replace preventScrollReset>
              Load more
            </RouterLink>
          ) : (
            'Load more'
          )}
        </Button>
      )}
    </Stack>
  );
}
