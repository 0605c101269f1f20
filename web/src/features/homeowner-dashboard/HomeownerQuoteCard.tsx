import { Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ContactLinks } from '../../components/dashboard/ContactLinks';
import { FactList } from '../../components/dashboard/FactList';
import { QuoteStatusBadge } from '../../entities/quote/QuoteStatusBadge';
import { timelineLabel } from '../../entities/quote/quoteStatusTexts';
import { TradesmanLogo } from '../../entities/tradesman/TradesmanLogo';
import { VerifiedBadge } from '../../entities/verification/VerifiedBadge';
import { formatDate } from '../../lib/formatDate';
import { QuoteReviewPanel } from './QuoteReviewPanel';
import type { HomeownerQuote } from './useHomeownerQuotes';
import { WithdrawButton } from './WithdrawButton';

interface HomeownerQuoteCardProps {
  quote: HomeownerQuote;
  /** The mailed review link named this request, so its review form opens at once. */
  reviewRequested: boolean;
  /** Re-reads the list after a withdrawal or a review. */
  onChanged: () => unknown;
}

/**
 * One request the homeowner sent: to whom, its status, the job, how to reach them, and what they
 * can do next (withdraw it while pending, review it once completed).
 */
export function HomeownerQuoteCard({ quote, reviewRequested, onChanged }: HomeownerQuoteCardProps) {
  const details = quote.tradesmanDetails;
  return (
    <Card.Root as="article" aria-label={`Quote request to ${quote.tradesmanName}`} size="sm">
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="3">
          <HStack gap="3" minW="0">
            <TradesmanLogo
              name={quote.tradesmanName}
              logoUrl={details?.logoUrl ?? null}
              size="md"
            />
            <Stack gap="0.5" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading as="h3" size="md">
                  {quote.tradesmanName}
                </Heading>
                {details?.isVerified && <VerifiedBadge />}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                Sent {formatDate(quote.createdAt)}
              </Text>
            </Stack>
          </HStack>
          <QuoteStatusBadge status={quote.status} />
        </Flex>
        <FactList
          facts={[
            { label: 'Property Size', value: quote.propertySize },
            { label: 'Timeline', value: timelineLabel(quote.timeline) },
          ]}
        />
        <Text whiteSpace="pre-line">{quote.description}</Text>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <ContactLinks
            email={details?.contactEmail ?? null}
            phone={details?.contactPhone ?? null}
          />
          <HStack gap="2" wrap="wrap">
            {quote.status === 'pending' && (
              <WithdrawButton
                quoteId={quote.id}
                tradesmanName={quote.tradesmanName}
                onWithdrawn={onChanged}
              />
            )}
            {quote.tradesmanId !== null && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`/tradesman/${quote.tradesmanId}`}>View Profile</RouterLink>
              </Button>
            )}
          </HStack>
        </Flex>
        {quote.status === 'completed' && quote.tradesmanId !== null && (
          <QuoteReviewPanel quote={quote} startOpen={reviewRequested} onReviewed={onChanged} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
