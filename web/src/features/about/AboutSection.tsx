import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AboutSectionProps {
  /** Its anchor, when something links to it. */
  id?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A titled part of the About page. */
export function AboutSection({ id, title, lead, children }: AboutSectionProps) {
  return (
    // Opened at its anchor, its heading shows below the sticky header.
    <Stack as="section" id={id} gap="4" scrollMarginTop="24">
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}
