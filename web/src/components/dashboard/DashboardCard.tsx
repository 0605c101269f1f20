import { Card, Heading, HStack, Icon } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

interface DashboardCardProps {
  title: string;
  /** An anchor for in-page links. */
  id?: string;
  icon: IconType;
  children: ReactNode;
}

/** One titled card of a dashboard. */
export function DashboardCard({ title, id, icon, children }: DashboardCardProps) {
  return (
    <Card.Root as="section" id={id} aria-label={title} h="full">
      <Card.Header>
        <HStack gap="2">
          <Icon as={icon} color="colorPalette.fg" aria-hidden />
          <Heading as="h2" size="md">
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
