import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { QuoteStatus } from '#schema/catalogues';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ContactLinks } from '../../components/dashboard/ContactLinks';
import { FactList } from '../../components/dashboard/FactList';
import { formatDate } from '../../lib/formatDate';
import { endingTexts, isEnding } from './endingTexts';
import { QuoteMoveButtons } from './QuoteMoveButtons';
import { QuoteStatusBadge } from './QuoteStatusBadge';
import { quoteRequestTexts } from './quoteRequestTexts';
import { timelineLabel } from './quoteStatusTexts';
import { useMoveQuote } from './useMoveQuote';
import type { TradesmanQuote } from './useTradesmanQuotes';

interface TradesmanQuoteCardProps {
  quote: TradesmanQuote;
  mutateList: KeyedMutator<TradesmanQuote[]>;
}

/** One request sent to the tradesperson: who, how to reach them, the job, and its next moves. */
export function TradesmanQuoteCard({ quote, mutateList }: TradesmanQuoteCardProps) {
  const [move, isMoving] = useMoveQuote(quote, mutateList);
  // Declining or cancelling ends the lead for good, so it is asked first.
  const [ending, setEnding] = useState<QuoteStatus | null>(null);
  const endingText = ending && isEnding(ending) ? endingTexts[ending](quote.residentName) : null;
  return (
    <Card.Root as="article" aria-label={`Quote request from ${quote.residentName}`} size="sm">
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md">
              {quote.residentName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Received {formatDate(quote.createdAt)} · {quoteRequestTexts.sentTo(quote.sentToCount)}
            </Text>
          </Stack>
          <QuoteStatusBadge status={quote.status} />
        </Flex>
        <ContactLinks email={quote.residentEmail} phone={quote.residentPhone} />
        <FactList
          facts={[
            { label: 'Postcode', value: quote.residentPostcode || 'Not given' },
            { label: 'Property Size', value: quote.propertySize },
            { label: 'Timeline', value: timelineLabel(quote.timeline) },
          ]}
        />
        <Text whiteSpace="pre-line">{quote.jobDetails}</Text>
        <QuoteMoveButtons
          status={quote.status}
          onMove={(status) => (isEnding(status) ? setEnding(status) : move(status))}
          isMoving={isMoving}
        />
        <ConfirmDialog
          open={endingText !== null}
          title={endingText?.title ?? ''}
          confirmLabel={endingText?.confirm ?? ''}
          cancelLabel="Keep request"
          onConfirm={async () => {
            if (ending) await move(ending);
            setEnding(null);
          }}
          onCancel={() => setEnding(null)}
          isConfirming={isMoving}
        >
          {endingText?.body}
        </ConfirmDialog>
      </Card.Body>
    </Card.Root>
  );
}
