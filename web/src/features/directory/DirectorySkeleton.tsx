import {
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
} from '@chakra-ui/react';
import { limits } from '#schema/limits';
import type { DirectoryView } from '../../entities/tradesman/directoryView';

const placeholders = Array.from({ length: limits.directoryPageSize }, (_, index) => index);

/** A page of placeholder listings in the current layout while a batch loads. */
export function DirectorySkeleton({ view }: { view: DirectoryView }) {
  return (
    <SimpleGrid
      columns={view === 'list' ? 1 : { base: 1, md: 2, lg: 3 }}
      gap="4"
      role="status"
      aria-busy="true"
      aria-label="Loading professionals"
    >
      {placeholders.map((placeholder) => (
        <Stack key={placeholder} borderWidth="1px" rounded="lg" p="5" gap="4">
          <HStack gap="4">
            <SkeletonCircle size="12" />
            <Stack flex="1" gap="2">
              <Skeleton height="5" width="50%" />
              <Skeleton height="3" width="35%" />
            </Stack>
          </HStack>
          <SkeletonText noOfLines={2} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
