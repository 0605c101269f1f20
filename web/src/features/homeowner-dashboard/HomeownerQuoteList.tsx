import { Badge, Button, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { accountLoadTexts } from '../../entities/account/accountTexts';
import { HomeownerQuoteCard } from './HomeownerQuoteCard';
import { homeownerTexts } from './homeownerTexts';
import { useHomeownerQuotes } from './useHomeownerQuotes';

/** 'Your Quote Requests' with the total, newest first. */
export function HomeownerQuoteList({ homeownerId }: { homeownerId: number }) {
  const { data: quotes, error, isLoading, mutate } = useHomeownerQuotes(homeownerId);
  // The completion mail links to ?review={id}: that request's review form opens by itself.
  const [searchParams] = useSearchParams();
  const reviewId = Number(searchParams.get('review'));
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
      {isLoading && (
        <Spinner role="status" aria-label="Loading quote requests" color="colorPalette.solid" />
      )}
      {error && <LoadFailed message={accountLoadTexts.homeownerFailed} onRetry={() => mutate()} />}
      {quotes?.length === 0 && (
        <EmptyPanel
          icon={LuInbox}
          title={homeownerTexts.noRequests}
          description={homeownerTexts.noRequestsHint}
        >
          <Button asChild>
            <RouterLink to="/directory">Browse Directory</RouterLink>
          </Button>
        </EmptyPanel>
      )}
      {quotes?.map((quote) => (
        <HomeownerQuoteCard
          key={quote.id}
          quote={quote}
          reviewRequested={quote.id === reviewId}
          onChanged={() => mutate()}
        />
      ))}
    </Stack>
  );
}
