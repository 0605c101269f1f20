import { Badge, HStack, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuStar } from 'react-icons/lu';
import { formatDate } from '../../lib/formatDate';

interface ListingBadgesProps {
  featured: boolean;
  isVerified: boolean;
  /** Given for a badge that ends, its last day is shown beside it (none: permanent). */
  featuredUntil?: string | null;
}

/** Featured and Verified badges; nothing when the listing has neither. */
export function ListingBadges({ featured, isVerified, featuredUntil }: ListingBadgesProps) {
  if (!featured && !isVerified) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {featured && (
        <Badge colorPalette="yellow" variant="subtle">
          <LuStar aria-hidden /> Featured
        </Badge>
      )}
      {featured && featuredUntil && (
        <Text as="span" fontSize="xs" color="fg.muted">
          until {formatDate(featuredUntil)}
        </Text>
      )}
      {isVerified && (
        <Badge colorPalette="green" variant="subtle">
          <LuBadgeCheck aria-hidden /> Verified
        </Badge>
      )}
    </HStack>
  );
}
