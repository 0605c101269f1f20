import { useState } from 'react';
import { subscriberTexts } from './adminTexts';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';
import { RemoveSubscriberDialog } from './RemoveSubscriberDialog';
import { SubscriberTable } from './SubscriberTable';
import { type Subscriber, useSubscribers } from './useSubscribers';

/** The newsletter's subscribers, each removable after a confirmation. */
export function SubscribersPanel() {
  const { data, error, remove } = useSubscribers();
  const [confirming, setConfirming] = useState<Subscriber | null>(null);

  return (
    <DashboardPanel
      title="Newsletter Subscribers"
      description={data ? `${data.length} on the list` : 'Everyone who signed up in the footer.'}
    >
      <PanelContent
        label="subscribers"
        error={error}
        items={data}
        loadFailed={subscriberTexts.loadFailed}
        empty={subscriberTexts.empty}
      >
        <SubscriberTable subscribers={data ?? []} onRemove={setConfirming} />
      </PanelContent>
      <RemoveSubscriberDialog
        subscriber={confirming}
        onRemove={remove}
        onClose={() => setConfirming(null)}
      />
    </DashboardPanel>
  );
}
