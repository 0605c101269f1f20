import { Badge, Button, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { accountLoadTexts, homeownerTexts } from './dashboardTexts';
import { HomeownerQuoteCard } from './HomeownerQuoteCard';
import { LoadFailedAlert } from './LoadFailedAlert';
import { QuoteListEmpty } from './QuoteListEmpty';
import { useHomeownerQuotes } from './useHomeownerQuotes';

/** 'Your Quote Requests' with the total, newest first. */
export function HomeownerQuoteList({ homeownerId }: { homeownerId: number }) {
  const { data: quotes, error, isLoading, mutate } = useHomeownerQuotes(homeownerId);
  return (
    <Stack as="section" aria-labelledby="your-quote-requests" gap="4">
      <HStack gap="3">
        <Heading as="h2" size="lg" id="your-quote-requests">
          Your Quote Requests
        </Heading>
        {quotes && (
          <Badge variant="subtle" size="lg" aria-label={`${quotes.length} in total`}>
            {quotes.length}
          </Badge>
        )}
      </HStack>
      {isLoading && <Spinner aria-label="Loading quote requests" color="colorPalette.solid" />}
      {error && (
        <LoadFailedAlert message={accountLoadTexts.homeownerFailed} onRetry={() => mutate()} />
      )}
      {quotes?.length === 0 && (
        <QuoteListEmpty
          title={homeownerTexts.noRequests}
          description={homeownerTexts.noRequestsHint}
          action={
            <Button asChild>
              <RouterLink to="/directory">Browse Directory</RouterLink>
            </Button>
          }
        />
      )}
      {quotes?.map((quote) => (
        <HomeownerQuoteCard key={quote.id} quote={quote} />
      ))}
    </Stack>
  );
}
