import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PolicySection {
  title: string;
  lead?: string;
  points: readonly ReactNode[];
}

/** A policy page's body: titled sections of plain points, in reading width. */
export function PolicySections({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <Stack gap="10" maxW="3xl">
      {sections.map((section) => (
        <Stack as="section" key={section.title} gap="3">
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
            {section.title}
          </Heading>
          {section.lead && <Text color="fg.muted">{section.lead}</Text>}
          <List.Root gap="2" ps="5">
            {section.points.map((point, index) => (
              // The points are fixed copy: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed copy, never reordered
              <List.Item key={index}>{point}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
    </Stack>
  );
}
