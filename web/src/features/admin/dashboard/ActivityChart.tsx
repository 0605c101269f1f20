import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import { ActivityTable } from './ActivityTable';
import { activitySeries } from './activitySeries';
import { activityKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';
import { WeeklyBars } from './WeeklyBars';

/**
 * New quote requests and registrations per week over 12 weeks: CSS bars on a labelled count axis
 * (no chart library for two series), and the same numbers in a table below them (issue 26).
 */
export function ActivityChart() {
  const { data, error } = useSWR(activityKey, () => unwrap(api.admin.activity.$get()));
  const weeks = data?.weeks;
  return (
    <DashboardPanel
      title="Weekly Activity"
      description="New quote requests and registrations per week, last 12 weeks."
    >
      <PanelContent
        label="activity"
        error={error}
        items={weeks}
        loadFailed="Failed to load the activity."
        empty="No activity yet."
      >
        <Stack gap="4">
          <HStack gap="4" fontSize="sm" aria-hidden>
            {activitySeries.map((entry) => (
              <HStack key={entry.key} gap="1.5">
                <Box w="3" h="3" rounded="sm" bg={entry.color} />
                <Text>{entry.label}</Text>
              </HStack>
            ))}
          </HStack>
          {weeks && <WeeklyBars weeks={weeks} />}
          {weeks && <ActivityTable weeks={weeks} />}
        </Stack>
      </PanelContent>
    </DashboardPanel>
  );
}
