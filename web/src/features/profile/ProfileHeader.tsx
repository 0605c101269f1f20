import { HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListingBadges } from '../../entities/tradesman/ListingBadges';
import { ListingFacts } from '../../entities/tradesman/ListingFacts';
import { PaidPlacementLabel } from '../../entities/tradesman/PaidPlacementLabel';
import { TradesmanLogo } from '../../entities/tradesman/TradesmanLogo';
import type { Tradesman } from '../../entities/tradesman/useTradesman';

interface ProfileHeaderProps {
  tradesman: Tradesman;
  /** The business name as the surrounding screen's title (a dialog title or a page heading). */
  title: ReactNode;
}

/** Logo, name, place, experience and badges at the top of a profile. */
export function ProfileHeader({ tradesman, title }: ProfileHeaderProps) {
  const { name, logoUrl, location, yearsExperience, featured, featuredSource, isVerified, plan } =
    tradesman;
  return (
    <HStack gap={{ base: 4, md: 5 }} align="center">
      <TradesmanLogo name={name} logoUrl={logoUrl} size="2xl" />
      <Stack gap="1.5" minW="0">
        {title}
        <ListingFacts location={location} yearsExperience={yearsExperience} />
        <ListingBadges
          featured={featured}
          featuredSource={featuredSource}
          featuredUntil={tradesman.featuredUntil}
          isVerified={isVerified}
        />
        <PaidPlacementLabel plan={plan} />
      </Stack>
    </HStack>
  );
}
