import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

/** The hub's card layout: one column on phones, up to three on wide screens. */
export function ArticleGrid(props: SimpleGridProps) {
  return <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" {...props} />;
}
