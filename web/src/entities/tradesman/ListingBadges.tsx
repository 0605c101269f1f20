import { Badge, HStack, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuStar } from 'react-icons/lu';
import { formatDate } from '../../lib/formatDate';
import type { Tradesman } from './useTradesman';

type FeaturedSource = NonNullable<Tradesman['featuredSource']>;

/**
 * What a featured badge says about why it shows: a place a trade paid for is labelled as paid
 * (docs/product/business-side.md §10.9; issue 25).
 */
export const featuredLabels: Record<FeaturedSource, string> = {
  admin: 'Featured by our team',
  plan: 'Featured · paid plan',
  'add-on': 'Featured · paid add-on',
};

interface ListingBadgesProps {
  featured: boolean;
  isVerified: boolean;
  /** Why it is featured; without it (staff screens) the badge just says Featured. */
  featuredSource?: FeaturedSource | null;
  /** Given for a badge that ends, its last day is shown beside it (none: permanent). */
  featuredUntil?: string | null;
}

/** Featured and Verified badges; nothing when the listing has neither. */
export function ListingBadges({
  featured,
  isVerified,
  featuredSource,
  featuredUntil,
}: ListingBadgesProps) {
  if (!featured && !isVerified) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {featured && (
        <Badge colorPalette="yellow" variant="subtle">
          <LuStar aria-hidden /> {featuredSource ? featuredLabels[featuredSource] : 'Featured'}
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
