import { Box, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import { activityKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';

const series = [
  { key: 'quoteRequests', label: 'Quote requests', color: 'teal.solid' },
  { key: 'registrations', label: 'Registrations', color: 'orange.solid' },
] as const;

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));

/**
 * New quote requests and registrations per week over 12 weeks, as plain CSS bars (no chart
 * library for two series); screen readers get the same numbers as a table.
 */
export function ActivityChart() {
  const { data, error } = useSWR(activityKey, () => unwrap(api.admin.activity.$get()));
  const weeks = data?.weeks;
  const max = Math.max(
    1,
    ...(weeks ?? []).flatMap((week) => [week.quoteRequests, week.registrations]),
  );
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
        <Stack gap="3">
          <HStack gap="4" fontSize="sm" aria-hidden>
            {series.map((entry) => (
              <HStack key={entry.key} gap="1.5">
                <Box w="3" h="3" rounded="sm" bg={entry.color} />
                <Text>{entry.label}</Text>
              </HStack>
            ))}
          </HStack>
          <HStack
            aria-hidden
            align="end"
            gap={{ base: '1', md: '2' }}
            h="40"
            borderBottomWidth="1px"
            pt="4"
          >
            {weeks?.map((week) => (
              <HStack
                key={week.weekStart}
                flex="1"
                h="full"
                align="end"
                gap="px"
                title={`Week of ${weekLabel(week.weekStart)}: ${week.quoteRequests} quote requests, ${week.registrations} registrations`}
              >
                {series.map((entry) => (
                  <Box
                    key={entry.key}
                    flex="1"
                    bg={entry.color}
                    roundedTop="sm"
                    minH={week[entry.key] > 0 ? '1' : '0'}
                    h={`${(week[entry.key] / max) * 100}%`}
                  />
                ))}
              </HStack>
            ))}
          </HStack>
          <HStack aria-hidden justify="space-between" fontSize="xs" color="fg.muted">
            <Text>{weeks?.[0] && weekLabel(weeks[0].weekStart)}</Text>
            <Text>{weeks?.at(-1) && weekLabel(weeks.at(-1)?.weekStart ?? '')}</Text>
          </HStack>
          <VisuallyHidden>
            <Table.Root>
              <Table.Caption>New quote requests and registrations per week</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Week of</Table.ColumnHeader>
                  {series.map((entry) => (
                    <Table.ColumnHeader key={entry.key}>{entry.label}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {weeks?.map((week) => (
                  <Table.Row key={week.weekStart}>
                    <Table.Cell>{weekLabel(week.weekStart)}</Table.Cell>
                    <Table.Cell>{week.quoteRequests}</Table.Cell>
                    <Table.Cell>{week.registrations}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </VisuallyHidden>
        </Stack>
      </PanelContent>
    </DashboardPanel>
  );
}
