import { Heading, List, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled list in the footer; children are `List.Item`s. */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {title}
      </Heading>
      <List.Root variant="plain" gap="2.5">
        {children}
      </List.Root>
    </Stack>
  );
}
