import { Spinner } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import { quoteRequestTexts } from '../../entities/quote/quoteRequestTexts';
import { timelineLabel } from '../../entities/quote/quoteStatusTexts';
import { formatDate } from '../../lib/formatDate';
import { type StaffQuote, useStaffQuotes } from './useStaffQuotes';

const staffEmptyHint = 'Requests homeowners send through the site will appear here.';

const noWrap = { whiteSpace: 'nowrap' } as const;

const columns: TableColumn<StaffQuote>[] = [
  { header: 'Received', cell: (quote) => formatDate(quote.createdAt), cellProps: noWrap },
  { header: 'Homeowner', cell: (quote) => quote.customerName },
  { header: 'Tradesperson', cell: (quote) => quote.tradesmanName },
  { header: 'Property', cell: (quote) => quote.propertySize, cellProps: noWrap },
  { header: 'Timeline', cell: (quote) => timelineLabel(quote.timeline), cellProps: noWrap },
];

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
    <ResponsiveTable
      label="Quote requests"
      rows={quotes}
      rowKey={(quote) => quote.id}
      columns={columns}
      striped
    />
  );
}
