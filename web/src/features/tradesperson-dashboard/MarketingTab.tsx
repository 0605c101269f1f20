import {
  Button,
  Card,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuDownload, LuMegaphone, LuPrinter, LuTrendingUp } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { type PlanId, planIncludes } from '#schema/plans';
import { LoadFailed } from '../../components/LoadFailed';
import { CopyField } from './CopyField';
import { PremiumUpsell } from './PremiumUpsell';
import { marketingTexts } from './premiumTexts';
import { QrCode } from './QrCode';
import { downloadQrPng, downloadQrSvg, drawQr } from './qrDrawing';
import { useMarketingLinks } from './usePremiumTools';

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The Marketing tab (docs/product/business-side.md §10.7): the review link and its QR code, the
 * website badge and its code, and the printable card; below Premium, what Premium adds.
 */
export function MarketingTab({ plan, listingId }: { plan: PlanId; listingId: number | null }) {
  const included = planIncludes(plan, 'marketing-tools') && listingId !== null;
  const { data, error, mutate } = useMarketingLinks(included);
  if (!included) {
    return (
      <PremiumUpsell
        icon={LuMegaphone}
        title={marketingTexts.upsellTitle}
        description={marketingTexts.upsell}
        upgradeLabel={marketingTexts.upgrade}
      />
    );
  }
  if (error) return <LoadFailed message={marketingTexts.loadFailed} onRetry={() => mutate()} />;
  if (!data) {
    return (
      <Stack gap="4" role="status" aria-busy="true" aria-label="Loading marketing tools">
        <Skeleton h="48" borderRadius="l3" />
        <Skeleton h="40" borderRadius="l3" />
      </Stack>
    );
  }
  const fileName = `review-qr-${listingId}`;
  return (
    <Stack gap="6">
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <LuTrendingUp aria-hidden />
        <Text>{marketingTexts.topPosition}</Text>
      </HStack>
      <Section title={marketingTexts.reviewHeading} intro={marketingTexts.reviewIntro}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="start">
          <Stack gap="3" gridColumn={{ md: 'span 2' }}>
            <CopyField label={marketingTexts.reviewLink} value={data.reviewUrl} />
            <HStack gap="2" wrap="wrap">
              <Button
                variant="outline"
                size="sm"
                onClick={() => downloadQrSvg(drawQr(data.reviewUrl), `${fileName}.svg`)}
              >
                <LuDownload aria-hidden />
                {marketingTexts.downloadSvg}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => downloadQrPng(drawQr(data.reviewUrl), `${fileName}.png`)}
              >
                <LuDownload aria-hidden />
                {marketingTexts.downloadPng}
              </Button>
            </HStack>
          </Stack>
          <QrCode
            value={data.reviewUrl}
            label={`QR code for ${data.reviewUrl}`}
            w={{ base: '40', md: 'full' }}
            maxW="48"
            p="2"
            borderWidth="1px"
            justifySelf={{ base: 'start', md: 'end' }}
          />
        </SimpleGrid>
      </Section>
      <Section title={marketingTexts.badgeHeading} intro={marketingTexts.badgeIntro}>
        <Image
          src={data.badgeUrl}
          alt="Your website badge"
          width="240px"
          height="64px"
          alignSelf="start"
        />
        <CopyField label={marketingTexts.snippet} value={data.badgeSnippet} multiline />
      </Section>
      <Section title={marketingTexts.cardHeading} intro={marketingTexts.cardIntro}>
        <Button asChild alignSelf="start">
          <RouterLink to="/dashboard/profile-card">
            <LuPrinter aria-hidden />
            {marketingTexts.openCard}
          </RouterLink>
        </Button>
      </Section>
    </Stack>
  );
}
