import { Button, ButtonGroup } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SentPanel } from '../../components/SentPanel';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { listingPath } from '../../entities/tradesman/tradesmanFacts';
import { namesOf } from './quoteForm';
import { quoteTexts } from './quoteTexts';

/** What the quote page shows once the request has gone; for one trade, a link to its profile. */
export function QuoteSent({ targets }: { targets: readonly QuoteTarget[] }) {
  const [only] = targets.length === 1 ? targets : [];
  return (
    <SentPanel
      title={quoteTexts.sentTitle}
      description={quoteTexts.sent(namesOf(targets), targets.length)}
    >
      <ButtonGroup flexWrap="wrap" justifyContent="center">
        <Button asChild>
          <RouterLink to="/directory">Back to the Directory</RouterLink>
        </Button>
        {only && (
          <Button asChild variant="outline">
            <RouterLink to={listingPath(only.id)}>View {only.name}</RouterLink>
          </Button>
        )}
      </ButtonGroup>
    </SentPanel>
  );
}
