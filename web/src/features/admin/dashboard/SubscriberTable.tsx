import { Badge, Button } from '@chakra-ui/react';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable';
import { formatDate } from '../../../lib/formatDate';
import type { Subscriber } from './useSubscribers';

interface SubscriberTableProps {
  subscribers: Subscriber[];
  onRemove: (subscriber: Subscriber) => void;
}

function columns(onRemove: (subscriber: Subscriber) => void): TableColumn<Subscriber>[] {
  return [
    {
      header: 'Email',
      hideCardLabel: true,
      cell: (subscriber) => subscriber.email,
      cellProps: { fontWeight: 'medium', wordBreak: 'break-word', minW: '48' },
    },
    {
      header: 'Type',
      cell: (subscriber) => subscriber.userType,
      cellProps: { textTransform: 'capitalize' },
    },
    {
      header: 'Subscribed',
      cell: (subscriber) => formatDate(subscriber.subscribedAt),
      cellProps: { whiteSpace: 'nowrap' },
    },
    {
      header: 'Status',
      cell: (subscriber) => (
        <Badge colorPalette={subscriber.isActive ? 'green' : 'gray'}>
          {subscriber.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (subscriber) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Remove ${subscriber.email}`}
          onClick={() => onRemove(subscriber)}
        >
          Remove
        </Button>
      ),
      cellProps: { textAlign: 'end' },
    },
  ];
}

/** Email, type, date and status of each subscriber, newest first, with a Remove button. */
export function SubscriberTable({ subscribers, onRemove }: SubscriberTableProps) {
  return (
    <ResponsiveTable
      label="Newsletter subscribers"
      rows={subscribers}
      rowKey={(subscriber) => subscriber.id}
      columns={columns(onRemove)}
      maxH="md"
    />
  );
}
