import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AboutSectionProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A titled part of the About page. */
export function AboutSection({ title, lead, children }: AboutSectionProps) {
  return (
    <Stack as="section" gap="4">
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
