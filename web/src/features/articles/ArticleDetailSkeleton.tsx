import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The shape of an article while it loads. */
export function ArticleDetailSkeleton() {
  return (
    <Stack gap="5" role="status" aria-busy="true" aria-label="Loading article">
      <Skeleton height="6" width="28" rounded="full" />
      <Skeleton height="10" width="90%" />
      <Skeleton height="4" width="50%" />
      <Skeleton height="64" rounded="xl" />
      <SkeletonText noOfLines={6} gap="3" />
    </Stack>
  );
}
