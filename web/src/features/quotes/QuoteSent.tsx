import { Button, ButtonGroup, EmptyState, VStack } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { listingPath } from '../../entities/tradesman/tradesmanFacts';
import { quoteTexts } from './quoteTexts';

/** What the quote page shows once the request has gone. */
export function QuoteSent({ target }: { target: QuoteTarget }) {
  return (
    <EmptyState.Root role="status" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator color="colorPalette.fg">
          <LuCircleCheck />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title fontSize="xl">{quoteTexts.sentTitle}</EmptyState.Title>
          <EmptyState.Description maxW="md">{quoteTexts.sent(target.name)}</EmptyState.Description>
        </VStack>
        <ButtonGroup flexWrap="wrap" justifyContent="center">
          <Button asChild>
            <RouterLink to="/directory">Back to the Directory</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={listingPath(target.id)}>View {target.name}</RouterLink>
          </Button>
        </ButtonGroup>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
