import { HStack, Stack, Text } from '@chakra-ui/react';
import { ListingBadges } from '../../entities/tradesman/ListingBadges';
import { ListingFacts } from '../../entities/tradesman/ListingFacts';
import { TradesmanLogo } from '../../entities/tradesman/TradesmanLogo';
import type { Tradesman } from '../../entities/tradesman/useTradesman';

/** Who the quote page's request goes to. */
export function QuoteRecipient({ tradesman }: { tradesman: Tradesman }) {
  return (
    <HStack gap="4" p="4" rounded="lg" bg="bg.subtle" borderWidth="1px">
      <TradesmanLogo name={tradesman.name} logoUrl={tradesman.logoUrl} />
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold">{tradesman.name}</Text>
        <ListingFacts location={tradesman.location} ratings={tradesman.ratings} />
        <ListingBadges
          featured={tradesman.featured}
          featuredSource={tradesman.featuredSource}
          isVerified={tradesman.isVerified}
        />
      </Stack>
    </HStack>
  );
}
