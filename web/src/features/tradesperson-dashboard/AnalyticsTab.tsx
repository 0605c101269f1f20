import { SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuChartColumn } from 'react-icons/lu';
import { ApiError } from '../../api/http';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { PlanUpsell } from './PlanUpsell';
import { type AnalyticsWeek, useAnalytics } from './useAnalytics';
import { WeeklyChart, weekLabel } from './WeeklyChart';

export const analyticsTexts = {
  upsellTitle: 'Advanced analytics come with the Professional plan',
  upsellDescription:
    'See how often homeowners find and open your listing, and how quickly you answer them, week by week.',
  emptyTitle: 'No figures yet',
  emptyDescription:
    'Views, appearances in search results and quote requests will show here week by week as homeowners find your listing.',
  failed: 'Your analytics could not be loaded.',
  tableCaption: 'Your listing, week by week (weeks start on Monday)',
  note: 'Counted by this site itself: no tracking cookies, and no visitor is recorded, only daily totals. Your own visits to your profile are not counted.',
} as const;

const count = (value: number) => value.toLocaleString('en-GB');
const share = (value: number) => `${Math.round(value * 100)}%`;

const figures: {
  key: Exclude<keyof AnalyticsWeek, 'weekStart'>;
  title: string;
  format: (value: number) => string;
}[] = [
  { key: 'profileViews', title: 'Profile views', format: count },
  { key: 'impressions', title: 'Search appearances', format: count },
  { key: 'quoteRequests', title: 'Quote requests', format: count },
  { key: 'answeredWithin24h', title: 'Answered within 24 hours', format: share },
  { key: 'completedJobs', title: 'Jobs completed', format: count },
  { key: 'reviews', title: 'Reviews', format: count },
];

const tableId = 'analytics-table';

const isEmpty = (weeks: AnalyticsWeek[]) =>
  weeks.every((week) => figures.every(({ key }) => week[key] === 0 || week[key] === null));

/**
 * The Analytics tab (docs/product/business-side.md §10.4): a small chart per figure and one table
 * with every figure, for Professional and Premium; an upsell for the plans below.
 */
export function AnalyticsTab({ onSeePlans }: { onSeePlans: () => void }) {
  const analytics = useAnalytics();
  if (analytics.error instanceof ApiError && analytics.error.status === 403) {
    return (
      <PlanUpsell
        icon={LuChartColumn}
        title={analyticsTexts.upsellTitle}
        description={analyticsTexts.upsellDescription}
        onSeePlans={onSeePlans}
      />
    );
  }
  if (analytics.error) {
    return <LoadFailed message={analyticsTexts.failed} onRetry={() => analytics.mutate()} />;
  }
  if (!analytics.data) return <PageLoader />;
  const { weeks } = analytics.data;
  if (isEmpty(weeks)) {
    return (
      <EmptyPanel
        icon={LuChartColumn}
        title={analyticsTexts.emptyTitle}
        description={analyticsTexts.emptyDescription}
      />
    );
  }
  return (
    <Stack gap="6">
      <Text fontSize="sm" color="fg.muted">
        {analyticsTexts.note}
      </Text>
      <SimpleGrid columns={{ base: 2, lg: 3 }} gap={{ base: '3', md: '4' }}>
        {figures.map(({ key, title, format }) => (
          <WeeklyChart
            key={key}
            title={title}
            format={format}
            tableId={tableId}
            max={key === 'answeredWithin24h' ? 1 : undefined}
            points={weeks.map((week) => ({ weekStart: week.weekStart, value: week[key] }))}
          />
        ))}
      </SimpleGrid>
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" id={tableId}>
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
            {analyticsTexts.tableCaption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Week of</Table.ColumnHeader>
              {figures.map(({ key, title }) => (
                <Table.ColumnHeader key={key} scope="col" textAlign="end">
                  {title}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...weeks].reverse().map((week) => (
              <Table.Row key={week.weekStart}>
                <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                  {weekLabel(week.weekStart)}
                </Table.Cell>
                {figures.map(({ key, format }) => {
                  const value = week[key];
                  return (
                    <Table.Cell key={key} textAlign="end">
                      {value === null ? '–' : format(value)}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
