import { Button, ButtonGroup } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SentPanel } from '../../components/SentPanel';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { listingPath } from '../../entities/tradesman/tradesmanFacts';
import { quoteTexts } from './quoteTexts';

/** What the quote page shows once the request has gone. */
export function QuoteSent({ target }: { target: QuoteTarget }) {
  return (
    <SentPanel title={quoteTexts.sentTitle} description={quoteTexts.sent(target.name)}>
      <ButtonGroup flexWrap="wrap" justifyContent="center">
        <Button asChild>
          <RouterLink to="/directory">Back to the Directory</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={listingPath(target.id)}>View {target.name}</RouterLink>
        </Button>
      </ButtonGroup>
    </SentPanel>
  );
}
