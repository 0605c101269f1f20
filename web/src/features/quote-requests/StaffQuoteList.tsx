import { Spinner, Table } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { quoteRequestTexts } from '../../components/dashboard/dashboardTexts';
import { timelineLabel } from '../../components/dashboard/quoteStatusTexts';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDate } from '../../lib/formatDate';
import { useStaffQuotes } from './useStaffQuotes';

const staffEmptyHint = 'Requests homeowners send through the site will appear here.';

/** The latest requests sent through the site, for admins and editors. */
export function StaffQuoteList() {
  const { data: quotes, error, isLoading, mutate } = useStaffQuotes();
  if (isLoading)
    return <Spinner role="status" aria-label="Loading quote requests" color="colorPalette.solid" />;
  if (error || !quotes) {
    return <LoadFailed message={quoteRequestTexts.loadFailed} onRetry={() => mutate()} />;
  }
  if (quotes.length === 0) {
    return (
      <EmptyPanel
        icon={LuInbox}
        title={quoteRequestTexts.noRequests}
        description={staffEmptyHint}
      />
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Received</Table.ColumnHeader>
            <Table.ColumnHeader>Homeowner</Table.ColumnHeader>
            <Table.ColumnHeader>Tradesperson</Table.ColumnHeader>
            <Table.ColumnHeader>Property</Table.ColumnHeader>
            <Table.ColumnHeader>Timeline</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quotes.map((quote) => (
            <Table.Row key={quote.id}>
              <Table.Cell whiteSpace="nowrap">{formatDate(quote.createdAt)}</Table.Cell>
              <Table.Cell>{quote.customerName}</Table.Cell>
              <Table.Cell>{quote.tradesmanName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{quote.propertySize}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{timelineLabel(quote.timeline)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
