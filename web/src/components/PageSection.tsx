import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/useDocumentTitle';

interface PageSectionProps {
  title: string;
  description: string;
  /** The tab's own words when they are not the title's, e.g. what a search shows. */
  tabTitle?: string;
  children?: ReactNode;
}

/**
 * A page's title (its h1, and the tab's title) and lead sentence in the site's content width, with
 * the page body below.
 */
export function PageSection({ title, description, tabTitle = title, children }: PageSectionProps) {
  useDocumentTitle(tabTitle);
  return (
    <Container as="section" maxW="6xl" py={{ base: 10, md: 16 }}>
      <Stack gap="3" mb={children ? 10 : 0}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          {description}
        </Text>
      </Stack>
      {children}
    </Container>
  );
}
