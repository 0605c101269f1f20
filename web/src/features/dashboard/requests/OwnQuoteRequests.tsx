import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { profileTexts, quoteRequestTexts } from '../dashboardTexts';
import { QuoteListEmpty } from '../QuoteListEmpty';
import { TradesmanAccountGate } from '../TradesmanAccountGate';
import { TradesmanQuoteList } from '../TradesmanQuoteList';

/** The signed-in tradesperson's requests: the dashboard's list, as a page. */
export function OwnQuoteRequests() {
  return (
    <TradesmanAccountGate>
      {(_account, profile) =>
        profile ? (
          <TradesmanQuoteList listingId={profile.id} />
        ) : (
          <QuoteListEmpty
            title={quoteRequestTexts.noRequests}
            description={quoteRequestTexts.noListing}
            action={
              <Button asChild>
                <RouterLink to="/edit-listing">{profileTexts.createProfile}</RouterLink>
              </Button>
            }
          />
        )
      }
    </TradesmanAccountGate>
  );
}
