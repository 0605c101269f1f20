import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  headingAs: 'h2' | 'h3';
  children: ReactNode;
  /** For a link to open the page at this section, its heading clear of the sticky header. */
  id?: string;
}

export function ProfileSection({ title, headingAs, children, id }: ProfileSectionProps) {
  return (
    <Stack as="section" gap="3" id={id} scrollMarginTop="24">
      <Heading as={headingAs} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
