import { Badge, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { accountLoadTexts } from '../../entities/account/accountTexts';
import { formatDate } from '../../lib/formatDate';
import { HomeownerQuoteCard } from './HomeownerQuoteCard';
import { homeownerTexts } from './homeownerTexts';
import { type HomeownerQuote, useHomeownerQuotes } from './useHomeownerQuotes';

/**
 * The requests of one send together, in the list's order (newest first): a send's rows share a
 * `sendId` and were stored at the same moment, so they sit side by side (§10.10).
 */
function groupSends(quotes: readonly HomeownerQuote[]) {
  const sends: { key: string; quotes: HomeownerQuote[] }[] = [];
  for (const quote of quotes) {
    const last = sends.at(-1);
    if (quote.sendId && last?.key === quote.sendId) last.quotes.push(quote);
    else sends.push({ key: quote.sendId ?? `quote-${quote.id}`, quotes: [quote] });
  }
  return sends;
}

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
      {quotes &&
        groupSends(quotes).map((send) => {
          const cards = send.quotes.map((quote) => (
            <HomeownerQuoteCard
              key={quote.id}
              quote={quote}
              reviewRequested={quote.id === reviewId}
              onChanged={() => mutate()}
            />
          ));
          const [first] = send.quotes;
          return send.quotes.length > 1 && first ? (
            <Stack
              key={send.key}
              as="section"
              aria-label={homeownerTexts.oneSend(send.quotes.length, formatDate(first.createdAt))}
              gap="3"
              ps="3"
              borderStartWidth="3px"
              borderColor="colorPalette.solid"
            >
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                {homeownerTexts.oneSend(send.quotes.length, formatDate(first.createdAt))}
              </Text>
              {cards}
            </Stack>
          ) : (
            cards
          );
        })}
    </Stack>
  );
}
