import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../lib/useDocumentTitle';

interface AdminPageProps {
  title: string;
  description: string;
  /** Controls beside the title (refresh, download). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * An admin screen: the back link to /admin (docs/product/business-side.md §2.7, §2.10), its title
 * (the h1 and the tab's) and its body.
 */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <Container as="section" maxW="6xl" py={{ base: 6, md: 10 }}>
      <Button asChild variant="ghost" size="sm" ms="-3" mb="4">
        <RouterLink to="/admin">
          <LuArrowLeft aria-hidden /> Back to Admin Dashboard
        </RouterLink>
      </Button>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'end' }}
        gap="4"
        mb="8"
      >
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            {description}
          </Text>
        </Stack>
        {actions && (
          <Stack direction="row" gap="2" wrap="wrap">
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Container>
  );
}
