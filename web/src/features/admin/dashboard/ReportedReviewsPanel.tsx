import { Stack } from '@chakra-ui/react';
import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import { reportedReviewsKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';
import { ReportedReviewItem } from './ReportedReviewItem';

/** Reviews with open reports: hide one with a public reason, or dismiss its reports. */
export function ReportedReviewsPanel() {
  const { data, error, mutate } = useSWR(reportedReviewsKey, () =>
    unwrap(api.admin.reviews.reported.$get()),
  );
  return (
    <DashboardPanel
      title="Reported reviews"
      description="Hidden reviews show “Removed by moderators” with your reason; nothing is deleted."
    >
      <PanelContent
        label="reported reviews"
        error={error}
        items={data}
        loadFailed="Failed to load reported reviews."
        empty="No reported reviews."
      >
        <Stack as="ul" gap="4" listStyleType="none">
          {data?.map((review) => (
            <ReportedReviewItem key={review.id} review={review} onModerated={() => mutate()} />
          ))}
        </Stack>
      </PanelContent>
    </DashboardPanel>
  );
}
