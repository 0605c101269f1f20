import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DashboardPanelProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled card of the admin dashboard. */
export function DashboardPanel({ title, description, children }: DashboardPanelProps) {
  return (
    <Card.Root as="section" variant="outline" aria-label={title}>
      <Card.Header gap="1">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
