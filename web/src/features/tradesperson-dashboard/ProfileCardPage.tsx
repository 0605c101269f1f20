import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { LuArrowLeft, LuMegaphone, LuPrinter } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { planIncludes } from '#schema/plans';
import { usePageRead } from '../../api/pageRead';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { useTradesmanAccount } from '../../entities/account/useTradesmanAccount';
import { Stars } from '../../entities/review/Stars';
import { TradesmanLogo } from '../../entities/tradesman/TradesmanLogo';
import { type Tradesman, tradesmanRead } from '../../entities/tradesman/useTradesman';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PremiumUpsell } from './PremiumUpsell';
import { marketingTexts } from './premiumTexts';
import { QrCode } from './QrCode';
import { type MarketingLinks, useMarketingLinks } from './usePremiumTools';

export const profileCardTexts = {
  title: 'Printable profile card',
  intro:
    'Print on A6 (or A5, scaled to fit), or choose "Save as PDF" in the print dialog. The card prints in black on white.',
  print: 'Print the card',
  back: 'Back to dashboard',
  scan: 'Scan to leave a review of a completed job',
  verified: 'Verified on Retrofit Smarter Greener',
  listed: 'Listed on Retrofit Smarter Greener',
  noReviews: 'No reviews yet',
  loadFailed: 'We could not load your card. Please try again.',
} as const;

const cardId = 'profile-card';

// Only the card prints, on one A6 page; the rest of the app (header, footer, buttons) does not.
const printStyles = `@media print {
  @page { size: A6 portrait; margin: 0; }
  body * { visibility: hidden !important; }
  #${cardId}, #${cardId} * { visibility: visible !important; }
  #${cardId} { position: fixed; inset: 0; margin: 0 !important; width: 105mm !important; height: 148mm !important; max-width: none !important; border: 0 !important; border-radius: 0 !important; box-shadow: none !important; }
}`;

const ratingLine = ({ ratings }: Tradesman) =>
  ratings.count === 0
    ? profileCardTexts.noReviews
    : `${ratings.average.toFixed(1)} from ${ratings.count} ${ratings.count === 1 ? 'review' : 'reviews'}`;

/** The card itself: paper, so black on white in both colour modes. */
function ProfileCard({ listing, links }: { listing: Tradesman; links: MarketingLinks }) {
  const contact = [listing.contactPhone, listing.contactEmail, listing.website].filter(Boolean);
  return (
    <Stack
      id={cardId}
      as="article"
      aria-label={`${listing.name} profile card`}
      bg="white"
      color="gray.900"
      w="full"
      maxW="105mm"
      aspectRatio={105 / 148}
      p="6mm"
      gap="3mm"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="l3"
      shadow="md"
      fontSize="3.2mm"
      mx="auto"
    >
      <HStack gap="3mm" align="center">
        <TradesmanLogo name={listing.name} logoUrl={listing.logoUrl} size="lg" />
        <Stack gap="0.5mm" minW="0">
          <Heading as="h2" fontSize="5mm" lineHeight="short" color="gray.900">
            {listing.name}
          </Heading>
          <Text color="green.700" fontWeight="semibold" fontSize="2.8mm">
            {listing.isVerified ? profileCardTexts.verified : profileCardTexts.listed}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2mm">
        <Stars rating={Math.round(listing.ratings.average)} />
        <Text fontWeight="semibold">{ratingLine(listing)}</Text>
      </HStack>
      <Text color="gray.700" fontSize="2.8mm">
        {listing.location}
      </Text>
      <Wrap gap="1.5mm">
        {listing.services.slice(0, 6).map((service) => (
          <Text
            key={service}
            as="span"
            fontSize="2.6mm"
            px="1.5mm"
            py="0.5mm"
            borderWidth="1px"
            borderColor="green.600"
            color="green.800"
            rounded="sm"
          >
            {service}
          </Text>
        ))}
      </Wrap>
      <Stack gap="0.5mm" fontSize="3mm">
        {contact.map((line) => (
          <Text key={line} overflowWrap="anywhere">
            {line}
          </Text>
        ))}
      </Stack>
      <HStack gap="3mm" mt="auto" align="end">
        <QrCode
          value={links.reviewUrl}
          label={`QR code for ${links.reviewUrl}`}
          w="30mm"
          flexShrink="0"
        />
        <Stack gap="1mm" fontSize="2.7mm">
          <Text fontWeight="semibold">{profileCardTexts.scan}</Text>
          <Text color="gray.700" overflowWrap="anywhere">
            {links.profileUrl.replace(/^https?:\/\//, '')}
          </Text>
        </Stack>
      </HStack>
    </Stack>
  );
}

/** /dashboard/profile-card (docs/product/business-side.md §10.7): the Premium printable card. */
export function ProfileCardPage() {
  const { account, profile } = useTradesmanAccount();
  useDocumentTitle(profileCardTexts.title);
  const included = Boolean(account && planIncludes(account.plan, 'marketing-tools') && profile);
  const links = useMarketingLinks(included);
  const listing = usePageRead(included && profile ? tradesmanRead(String(profile.id)) : null);
  if (!account) return <PageLoader />;
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <style>{printStyles}</style>
      <Stack gap="6">
        <Stack gap="2">
          <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
            <RouterLink to="/dashboard">
              <LuArrowLeft aria-hidden />
              {profileCardTexts.back}
            </RouterLink>
          </Button>
          <Heading as="h1" size="2xl">
            {profileCardTexts.title}
          </Heading>
          <Text color="fg.muted">{profileCardTexts.intro}</Text>
        </Stack>
        {!included ? (
          <PremiumUpsell
            icon={LuMegaphone}
            title={marketingTexts.upsellTitle}
            description={marketingTexts.upsell}
            upgradeLabel={marketingTexts.upgrade}
          />
        ) : links.error || listing.error ? (
          <LoadFailed
            message={profileCardTexts.loadFailed}
            onRetry={() => {
              void links.mutate();
              void listing.mutate();
            }}
          />
        ) : !links.data || !listing.data ? (
          <Box role="status" aria-busy="true" aria-label="Loading your card">
            <Skeleton maxW="105mm" mx="auto" aspectRatio={105 / 148} borderRadius="l3" />
          </Box>
        ) : (
          <>
            <Button alignSelf="start" onClick={() => window.print()}>
              <LuPrinter aria-hidden />
              {profileCardTexts.print}
            </Button>
            <ProfileCard listing={listing.data} links={links.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
