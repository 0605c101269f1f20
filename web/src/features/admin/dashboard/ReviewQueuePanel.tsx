import { Stack } from '@chakra-ui/react';
import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import { reviewQueueKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';
import { ReviewQueueItem } from './ReviewQueueItem';

/**
 * The reviews waiting for a moderator (docs/product/public-site.md §10.6): held because their
 * author looks linked to the business, or reported. Each is released or removed, and its author is
 * told by e-mail.
 */
export function ReviewQueuePanel() {
  const { data, error, mutate } = useSWR(reviewQueueKey, () =>
    unwrap(api.admin.reviews.$get({ query: { status: 'held' } })),
  );
  return (
    <DashboardPanel
      title="Reviews to check"
      description="Held reviews are not public until you release them. Whatever you decide, the author is e-mailed your note; a removed review shows the reason in its place."
    >
      <PanelContent
        label="reviews to check"
        error={error}
        items={data}
        loadFailed="Failed to load the reviews to check."
        empty="No reviews are waiting: nothing is held or reported."
      >
        <Stack as="ul" gap="4" listStyleType="none">
          {data?.map((review) => (
            <ReviewQueueItem key={review.id} review={review} onDecided={() => mutate()} />
          ))}
        </Stack>
      </PanelContent>
    </DashboardPanel>
  );
}
