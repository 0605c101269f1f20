import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuStar } from 'react-icons/lu';
import { TradesmanLogo } from '../../../entities/tradesman/TradesmanLogo';
import { formatDate } from '../../../lib/formatDate';
import type { Application } from '../useApplications';
import { featuredTexts } from './featuredTexts';

/**
 * The first 3 services, then an ellipsis when there are more (docs/product/business-side.md §2.9).
 */
export const firstServices = (services: readonly string[]) =>
  services.length > 3 ? `${services.slice(0, 3).join(', ')}, …` : services.join(', ');

function Identity({ tradesman, detail }: { tradesman: Application; detail?: string }) {
  return (
    <HStack gap="3" minW="0" flex="1">
      <TradesmanLogo name={tradesman.name} logoUrl={tradesman.logoUrl} size="md" />
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" wordBreak="break-word">
          {tradesman.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {tradesman.location}
        </Text>
        {detail && (
          <Text fontSize="xs" color="fg.muted">
            {detail}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

const FeaturedBadge = () => (
  <Badge colorPalette="yellow">
    <LuStar aria-hidden /> Featured
  </Badge>
);

interface FeaturedRowProps {
  tradesman: Application;
  onRemove: () => void;
}

/** A featured tradesman, its end date or 'Permanent', and Remove Featured. */
export function FeaturedRow({ tradesman, onRemove }: FeaturedRowProps) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      as="li"
      gap="3"
      align={{ sm: 'center' }}
      py="3"
      borderBottomWidth="1px"
    >
      <Identity tradesman={tradesman} />
      <HStack gap="3" wrap="wrap">
        <FeaturedBadge />
        <Text fontSize="sm">
          {tradesman.featuredUntil
            ? `Until ${formatDate(tradesman.featuredUntil)}`
            : featuredTexts.permanent}
        </Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={onRemove}
          aria-label={`Remove Featured: ${tradesman.name}`}
        >
          Remove Featured
        </Button>
      </HStack>
    </Stack>
  );
}

/** Any tradesman: services and the Featured and Verified badges. */
export function CandidateRow({ tradesman }: { tradesman: Application }) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      as="li"
      gap="2"
      align={{ sm: 'center' }}
      py="3"
      borderBottomWidth="1px"
    >
      <Identity tradesman={tradesman} detail={firstServices(tradesman.services)} />
      <HStack gap="2">
        {tradesman.featured && <FeaturedBadge />}
        {tradesman.isVerified && (
          <Badge colorPalette="green">
            <LuBadgeCheck aria-hidden /> Verified
          </Badge>
        )}
      </HStack>
    </Stack>
  );
}
