import { Card, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { LuHandCoins } from 'react-icons/lu';
import { limits } from '#schema/limits';
import { tradeNameAttribute, tradeParam, tradeRequestFormId } from '#schema/trade-selection';
import { DialogLink } from '../../components/DialogLink';
import { useQuoteDialog } from '../quote/useQuoteDialog';
import type { DirectoryView } from './directoryView';
import { ListingBadges } from './ListingBadges';
import { ListingFacts } from './ListingFacts';
import { PaidPlacementLabel } from './PaidPlacementLabel';
import { ServiceBadges } from './ServiceBadges';
import { TradesmanLogo } from './TradesmanLogo';
import { listingPath, quotePath } from './tradesmanFacts';
import { useProfileDialog } from './useProfileDialog';
import type { Tradesman } from './useTradesman';

interface TradesmanCardProps {
  /** A listing; a directory row also says whether it is boosted for the area searched. */
  listing: Tradesman & { boosted?: boolean };
  view: DirectoryView;
  /** The business name's heading level: h2 in the directory, h3 under a home page section. */
  headingAs?: 'h2' | 'h3';
  /** A grant the trade can claim for the homeowner, named on the card (§10.9). */
  claims?: string;
  /** Choosing the card for one request to up to three trades (§10.10). */
  selection?: { chosen: boolean; full: boolean; onToggle: () => void };
}

/**
 * A listing in the directory. As a row it shows more of the description and up to six services; as
 * a card, up to three (docs/product/public-site.md §9). The article is named by the business name.
 */
export function TradesmanCard({
  listing,
  view,
  headingAs = 'h2',
  claims,
  selection,
}: TradesmanCardProps) {
  const headingId = useId();
  const { openQuoteDialog } = useQuoteDialog();
  const { openProfileDialog } = useProfileDialog();
  const isRow = view === 'list';
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      size="sm"
      transition="border-color 0.2s, box-shadow 0.2s"
      _hover={{ borderColor: 'border.emphasized', shadow: 'sm' }}
    >
      <Card.Body
        flexDirection={isRow ? { base: 'column', md: 'row' } : 'column'}
        gap={{ base: 4, md: isRow ? 6 : 4 }}
        p={{ base: 4, md: 5 }}
      >
        <Stack gap="3" flex="1" minW="0">
          <HStack gap="4" align="start">
            <TradesmanLogo
              name={listing.name}
              logoUrl={listing.logoUrl}
              size={isRow ? 'xl' : 'lg'}
            />
            <Stack gap="1.5" minW="0">
              <Card.Title as={headingAs} id={headingId} fontSize="lg" lineHeight="short">
                {listing.name}
              </Card.Title>
              <ListingFacts
                location={listing.location}
                ratings={listing.ratings}
                response={listing}
              />
              <ListingBadges
                featured={listing.featured}
                isVerified={listing.isVerified}
                featuredSource={listing.featuredSource}
                featuredUntil={listing.featuredUntil}
              />
              <PaidPlacementLabel plan={listing.plan} boosted={listing.boosted} />
              {claims && (
                <HStack gap="1.5" fontSize="sm" fontWeight="medium" color="fg.success">
                  <LuHandCoins aria-hidden size={16} style={{ flexShrink: 0 }} />
                  <Text>Can apply for the {claims} for you</Text>
                </HStack>
              )}
            </Stack>
          </HStack>
          {listing.description && (
            <Text color="fg.muted" fontSize="sm" lineClamp={isRow ? 2 : 3}>
              {listing.description}
            </Text>
          )}
          <ServiceBadges
            services={listing.services}
            limit={isRow ? limits.directoryListServices : limits.directoryCompactServices}
          />
        </Stack>
        <Stack
          direction={isRow ? { base: 'row', md: 'column' } : 'row'}
          justify={isRow ? { md: 'center' } : undefined}
          gap="2"
          flexShrink="0"
          flexWrap={{ base: 'wrap', md: isRow ? 'nowrap' : 'wrap' }}
          mt={isRow ? undefined : 'auto'}
        >
          {selection && (
            // A native checkbox: light enough for every page that shows cards, and a form control
            // the phone's own accessibility already knows. It belongs to the selection bar's form
            // (a GET of the quote page), so before the app has loaded it ticks as the browser's
            // own; the trade-selection island shows the bar. Styled by its state, which the island
            // sets too.
            <chakra.label
              display="flex"
              alignItems="center"
              gap="2.5"
              minH="10"
              cursor="pointer"
              css={{ '&:has(input:disabled)': { cursor: 'not-allowed', color: 'fg.subtle' } }}
              flexBasis={{ base: '100%', md: isRow ? 'auto' : '100%' }}
            >
              <chakra.input
                type="checkbox"
                form={tradeRequestFormId}
                name={tradeParam}
                value={listing.id}
                {...{ [tradeNameAttribute]: listing.name }}
                checked={selection.chosen}
                disabled={selection.full && !selection.chosen}
                onChange={selection.onToggle}
                boxSize="5"
                accentColor="colorPalette.solid"
              />
              <span>
                Add to my request<VisuallyHidden>: {listing.name}</VisuallyHidden>
              </span>
            </chakra.label>
          )}
          {/* Links to the quote and profile pages until the app runs, then the shell's dialogs. */}
          <DialogLink
            flex={{ base: 1, md: isRow ? 'none' : 1 }}
            href={quotePath(listing.id)}
            onOpen={() => openQuoteDialog(listing)}
          >
            Request a quote
          </DialogLink>
          <DialogLink
            variant="outline"
            flex={{ base: 1, md: isRow ? 'none' : 1 }}
            href={listingPath(listing.id)}
            onOpen={() => openProfileDialog(listing)}
          >
            Show Profile
          </DialogLink>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
