import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { subscriberTexts } from './adminTexts';
import { DashboardPanel } from './DashboardPanel';
import { RemoveSubscriberDialog } from './RemoveSubscriberDialog';
import { SubscriberTable } from './SubscriberTable';
import { type Subscriber, useSubscribers } from './useSubscribers';

/** The newsletter's subscribers, each removable after a confirmation. */
export function SubscribersPanel() {
  const { data, error, isLoading, remove } = useSubscribers();
  const [confirming, setConfirming] = useState<Subscriber | null>(null);

  function content() {
    if (error) {
      return (
        <Text role="alert" color="fg.error">
          {subscriberTexts.loadFailed}
        </Text>
      );
    }
    if (isLoading || !data) {
      return (
        <Stack gap="2" aria-busy="true" aria-label="Loading subscribers">
          <Skeleton height="8" />
          <Skeleton height="8" />
          <Skeleton height="8" />
        </Stack>
      );
    }
    if (data.length === 0) return <Text color="fg.muted">{subscriberTexts.empty}</Text>;
    return <SubscriberTable subscribers={data} onRemove={setConfirming} />;
  }

  return (
    <DashboardPanel
      title="Newsletter Subscribers"
      description={data ? `${data.length} on the list` : 'Everyone who signed up in the footer.'}
    >
      {content()}
      <RemoveSubscriberDialog
        subscriber={confirming}
        onRemove={remove}
        onClose={() => setConfirming(null)}
      />
    </DashboardPanel>
  );
}
