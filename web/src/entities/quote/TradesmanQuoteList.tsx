import { Spinner, Stack, Text } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { quoteRequestTexts } from './quoteRequestTexts';
import { TradesmanQuoteCard } from './TradesmanQuoteCard';
import { useTradesmanQuotes } from './useTradesmanQuotes';

/** The quote requests sent to one listing, read when this list first shows. */
export function TradesmanQuoteList({ listingId }: { listingId: number }) {
  const { data: quotes, error, isLoading, mutate } = useTradesmanQuotes(listingId);
  if (isLoading)
    return <Spinner role="status" aria-label="Loading quote requests" color="colorPalette.solid" />;
  if (error || !quotes) {
    return <LoadFailed message={quoteRequestTexts.loadFailed} onRetry={() => mutate()} />;
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {quotes.length} {quotes.length === 1 ? 'request' : 'requests'}, newest first
      </Text>
      {quotes.length === 0 ? (
        <EmptyPanel
          icon={LuInbox}
          title={quoteRequestTexts.noRequests}
          description={quoteRequestTexts.noRequestsHint}
        />
      ) : (
        quotes.map((quote) => (
          <TradesmanQuoteCard key={quote.id} quote={quote} mutateList={mutate} />
        ))
      )}
    </Stack>
  );
}
