import { Strong } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { subscriberTexts } from './adminTexts';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';
import { SubscriberTable } from './SubscriberTable';
import { type Subscriber, useSubscribers } from './useSubscribers';

/** The newsletter's subscribers, each removable after a confirmation (it cannot be undone here). */
export function SubscribersPanel() {
  const { data, error, remove, isRemoving } = useSubscribers();
  const [confirming, setConfirming] = useState<Subscriber | null>(null);

  async function removeConfirmed() {
    if (confirming && (await remove(confirming)) !== undefined) setConfirming(null);
  }

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
      <ConfirmDialog
        open={confirming !== null}
        title="Remove subscriber?"
        confirmLabel="Remove"
        onConfirm={() => void removeConfirmed()}
        onCancel={() => setConfirming(null)}
        isConfirming={isRemoving}
      >
        <Strong>{confirming?.email}</Strong> will no longer receive the newsletter.
      </ConfirmDialog>
    </DashboardPanel>
  );
}
