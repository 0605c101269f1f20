import { Card, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/useDocumentTitle';

interface FormCardProps {
  title: string;
  description: string;
  /** Shown above the card, e.g. a way back. */
  before?: ReactNode;
  children: ReactNode;
}

/** A narrow centred card holding a page's one form, such as signing in; its title names the tab. */
export function FormCard({ title, description, before, children }: FormCardProps) {
  useDocumentTitle(title);
  return (
    <Container maxW="md" py={{ base: 8, md: 14 }}>
      {before}
      <Card.Root size="lg">
        <Card.Header gap="1">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}
