import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

/**
 * A row of stat tiles as one definition list whose tiles are `StatItem`s. Chakra's own Stat.Root
 * is a `<dl>` per tile holding a `<span>` help text, which `<dl>` may not contain (issue 16).
 */
export function StatList(props: SimpleGridProps) {
  return <SimpleGrid as="dl" {...props} />;
}
