import { Badge, HStack } from '@chakra-ui/react';
import { LuBadgeCheck, LuStar } from 'react-icons/lu';

interface ListingBadgesProps {
  featured: boolean;
  isVerified: boolean;
}

/** Featured and Verified badges; nothing when the listing has neither. */
export function ListingBadges({ featured, isVerified }: ListingBadgesProps) {
  if (!featured && !isVerified) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {featured && (
        <Badge colorPalette="yellow" variant="subtle">
          <LuStar aria-hidden /> Featured
        </Badge>
      )}
      {isVerified && (
        <Badge colorPalette="green" variant="subtle">
          <LuBadgeCheck aria-hidden /> Verified
        </Badge>
      )}
    </HStack>
  );
}
