import { Badge, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuMapPin, LuStar } from 'react-icons/lu';
import { limits } from '../../../../schema/limits';
import type { DirectoryListing } from './useDirectory';

/** A listing in the directory: name, place, rating, badges and its first few services. */
export function TradesmanCard({ listing }: { listing: DirectoryListing }) {
  const shown = listing.services.slice(0, limits.directoryCompactServices);
  const more = listing.services.length - shown.length;
  return (
    <Card.Root as="article" size="sm" variant="outline">
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="3">
            <Card.Title as="h2">{listing.name}</Card.Title>
            <HStack gap="1.5">
              {listing.featured && <Badge colorPalette="yellow">Featured</Badge>}
              {listing.isVerified && <Badge colorPalette="green">Verified</Badge>}
            </HStack>
          </HStack>
          <HStack gap="3" color="fg.muted" fontSize="sm">
            <HStack gap="1">
              <LuMapPin aria-hidden />
              <Text>{listing.location}</Text>
            </HStack>
            <HStack gap="1">
              <LuStar aria-hidden />
              <Text>
                {listing.ratings.count > 0
                  ? `${listing.ratings.average.toFixed(1)} (${listing.ratings.count} reviews)`
                  : 'No reviews yet'}
              </Text>
            </HStack>
          </HStack>
        </Stack>
        <Wrap gap="1.5">
          {shown.map((service) => (
            <Badge key={service} variant="subtle" colorPalette="gray">
              {service}
            </Badge>
          ))}
          {more > 0 && <Badge variant="outline">+{more} more</Badge>}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
