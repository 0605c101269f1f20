import {
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
} from '@chakra-ui/react';

/** The shape of a profile page while its listing loads. */
export function ProfilePageSkeleton() {
  return (
    <Stack gap="8" role="status" aria-busy="true" aria-label="Loading profile">
      <HStack gap="5">
        <SkeletonCircle size="20" />
        <Stack flex="1" gap="3">
          <Skeleton height="8" width="60%" />
          <Skeleton height="4" width="40%" />
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="24" rounded="lg" />
        ))}
      </SimpleGrid>
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}
