import { AspectRatio, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { ArticleGrid } from './ArticleGrid';

const placeholders = [1, 2, 3, 4, 5, 6];

/** Placeholder cards while the hub's articles load. */
export function ArticleGridSkeleton() {
  return (
    <ArticleGrid role="status" aria-busy="true" aria-label="Loading articles">
      {placeholders.map((placeholder) => (
        <Stack key={placeholder} borderWidth="1px" rounded="lg" overflow="hidden" gap="0">
          <AspectRatio ratio={16 / 9}>
            <Skeleton />
          </AspectRatio>
          <Stack p="5" gap="3">
            <Skeleton height="5" width="30%" rounded="full" />
            <Skeleton height="6" width="85%" />
            <SkeletonText noOfLines={3} />
          </Stack>
        </Stack>
      ))}
    </ArticleGrid>
  );
}
