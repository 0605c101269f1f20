import { Table } from '@chakra-ui/react';
import { type ActivityWeek, activitySeries, weekLabel } from './activitySeries';

/** The chart's numbers as a table, shown beside it for anyone who reads figures rather than bars. */
export function ActivityTable({ weeks }: { weeks: ActivityWeek[] }) {
  return (
    <Table.Root size="sm">
      <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
        New quote requests and registrations per week
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Week of</Table.ColumnHeader>
          {activitySeries.map((entry) => (
            <Table.ColumnHeader key={entry.key} textAlign="end">
              {entry.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {weeks.map((week) => (
          <Table.Row key={week.weekStart}>
            <Table.Cell>{weekLabel(week.weekStart)}</Table.Cell>
            {activitySeries.map((entry) => (
              <Table.Cell key={entry.key} textAlign="end">
                {week[entry.key]}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
