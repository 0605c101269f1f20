import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the article editor. */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
