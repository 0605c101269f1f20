import { Badge, Button, Table, VisuallyHidden } from '@chakra-ui/react';
import { formatDate } from '../../../lib/formatDate';
import type { Subscriber } from './useSubscribers';

interface SubscriberTableProps {
  subscribers: Subscriber[];
  onRemove: (subscriber: Subscriber) => void;
}

/** Email, type, date and status of each subscriber, newest first, with a Remove button. */
export function SubscriberTable({ subscribers, onRemove }: SubscriberTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" maxH="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Subscribed</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {subscribers.map((subscriber) => (
            <Table.Row key={subscriber.id}>
              <Table.Cell fontWeight="medium" wordBreak="break-word" minW="48">
                {subscriber.email}
              </Table.Cell>
              <Table.Cell textTransform="capitalize">{subscriber.userType}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(subscriber.subscribedAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={subscriber.isActive ? 'green' : 'gray'}>
                  {subscriber.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${subscriber.email}`}
                  onClick={() => onRemove(subscriber)}
                >
                  Remove
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
