import { Button } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { profileTexts } from '../../entities/account/accountTexts';
import { TradesmanAccountGate } from '../../entities/account/TradesmanAccountGate';
import { quoteRequestTexts } from '../../entities/quote/quoteRequestTexts';
import { TradesmanQuoteList } from '../../entities/quote/TradesmanQuoteList';

/** The signed-in tradesperson's requests: the dashboard's list, as a page. */
export function OwnQuoteRequests() {
  return (
    <TradesmanAccountGate>
      {(_account, profile) =>
        profile ? (
          <TradesmanQuoteList listingId={profile.id} />
        ) : (
          <EmptyPanel
            icon={LuInbox}
            title={quoteRequestTexts.noRequests}
            description={quoteRequestTexts.noListing}
          >
            <Button asChild>
              <RouterLink to="/edit-listing">{profileTexts.createProfile}</RouterLink>
            </Button>
          </EmptyPanel>
        )
      }
    </TradesmanAccountGate>
  );
}
