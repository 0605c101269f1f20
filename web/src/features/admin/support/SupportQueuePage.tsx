import { Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SupportStatus } from '#schema/catalogues';
import { AdminPage } from '../../../components/AdminPage';
import { LoadFailed } from '../../../components/LoadFailed';
import { SupportRequestCard } from './SupportRequestCard';
import { supportQueueTexts } from './supportQueueTexts';
import { useSupportQueue } from './useSupportQueue';

function Queue({ status }: { status: SupportStatus }) {
  const { data, error, mutate } = useSupportQueue(status);
  if (error) return <LoadFailed message={supportQueueTexts.loadFailed} onRetry={() => mutate()} />;
  if (!data) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Loading support requests">
        <Skeleton h="32" />
        <Skeleton h="32" />
      </Stack>
    );
  }
  if (data.requests.length === 0) {
    return (
      <Text color="fg.muted">
        {status === 'open' ? supportQueueTexts.emptyOpen : supportQueueTexts.emptyClosed}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {data.requests.map((request) => (
        <SupportRequestCard key={request.id} request={request} />
      ))}
    </Stack>
  );
}

/** /admin/support (docs/product/business-side.md §10.8): the support queue and its replies. */
export function SupportQueuePage() {
  const [status, setStatus] = useState<SupportStatus>('open');
  return (
    <AdminPage title={supportQueueTexts.title} description={supportQueueTexts.description}>
      <Tabs.Root
        value={status}
        onValueChange={(details) => setStatus(details.value as SupportStatus)}
        lazyMount
        variant="line"
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="open">{supportQueueTexts.open}</Tabs.Trigger>
          <Tabs.Trigger value="closed">{supportQueueTexts.closed}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="open">
          <Queue status="open" />
        </Tabs.Content>
        <Tabs.Content value="closed">
          <Queue status="closed" />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
