import { Card, Container, Heading, Link, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuArrowLeft, LuSend } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DialogLink } from '../../components/DialogLink';
import { useQuoteDialog } from '../../entities/quote/useQuoteDialog';
import { listingReviewsRead, readReviewPages } from '../../entities/review/useListingReviews';
import { ListingUnavailable } from '../../entities/tradesman/ListingUnavailable';
import { ProfilePageSkeleton } from '../../entities/tradesman/ProfilePageSkeleton';
import {
  profileDescription,
  profileDocumentTitle,
  quotePath,
} from '../../entities/tradesman/tradesmanFacts';
import { tradesmanRead, useTradesman } from '../../entities/tradesman/useTradesman';
import { useDocumentDescription, useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProfileHeader } from './ProfileHeader';
import { recordProfileView } from './recordProfileView';
import { TradesmanProfile } from './TradesmanProfile';
import { slotsRead } from './useSlots';
import { readVisitChoice } from './visitAddress';

interface ListingProfileProps {
  id: string;
  /** The page's heading until the business name is known, and when it cannot be shown. */
  pageTitle: string;
}

/**
 * A profile page's first screen: the listing, the pages of its reviews the address asks for (the
 * first by default), its free times in the fortnight the address asks for (from today by default).
 */
export const listingProfileReads = (id: string, search: URLSearchParams) => [
  tradesmanRead(id),
  listingReviewsRead(id, readReviewPages(search)),
  slotsRead(id, readVisitChoice(search).from),
];

/** A listing's full profile on its own shareable page. */
export function ListingProfile({ id, pageTitle }: ListingProfileProps) {
  const { data: tradesman, error, mutate } = useTradesman(id);
  const [address] = useSearchParams();
  const { openQuoteDialog } = useQuoteDialog();
  useDocumentTitle(tradesman && profileDocumentTitle(tradesman));
  useDocumentDescription(tradesman && profileDescription(tradesman));
  useEffect(() => {
    if (tradesman) recordProfileView(tradesman);
  }, [tradesman]);

  if (error) return <ListingUnavailable title={pageTitle} error={error} onRetry={() => mutate()} />;
  return (
    <Container maxW="4xl" py={{ base: 6, md: 12 }}>
      <Link asChild color="fg.muted" fontSize="sm" mb="5">
        <RouterLink to="/directory">
          <LuArrowLeft aria-hidden /> Back to the directory
        </RouterLink>
      </Link>
      <Card.Root size={{ base: 'md', md: 'lg' }}>
        <Card.Body gap="8">
          {tradesman ? (
            <>
              <Stack
                direction={{ base: 'column', md: 'row' }}
                justify="space-between"
                align={{ md: 'center' }}
                gap="5"
              >
                <ProfileHeader
                  tradesman={tradesman}
                  title={
                    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                      {tradesman.name}
                    </Heading>
                  }
                />
                <DialogLink
                  size="lg"
                  flexShrink="0"
                  href={quotePath(tradesman.id)}
                  onOpen={() => openQuoteDialog(tradesman)}
                >
                  <LuSend aria-hidden /> Request a Quote
                </DialogLink>
              </Stack>
              <TradesmanProfile tradesman={tradesman} sectionHeadingAs="h2" address={address} />
            </>
          ) : (
            <ProfilePageSkeleton />
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
