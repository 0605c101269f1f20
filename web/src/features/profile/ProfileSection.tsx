import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  headingAs: 'h2' | 'h3';
  children: ReactNode;
}

export function ProfileSection({ title, headingAs, children }: ProfileSectionProps) {
  return (
    <Stack as="section" gap="3">
      <Heading as={headingAs} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
