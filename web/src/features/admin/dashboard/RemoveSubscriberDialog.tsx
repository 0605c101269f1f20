import { Button, Dialog, Portal, Strong } from '@chakra-ui/react';
import { useSingleFlight } from '../../../lib/useSingleFlight';
import type { Subscriber } from './useSubscribers';

interface RemoveSubscriberDialogProps {
  /** The subscriber to confirm, or null when closed. */
  subscriber: Subscriber | null;
  onRemove: (subscriber: Subscriber) => Promise<boolean>;
  onClose: () => void;
}

/** Asks before a subscriber is removed; the removal cannot be undone from here. */
export function RemoveSubscriberDialog({
  subscriber,
  onRemove,
  onClose,
}: RemoveSubscriberDialogProps) {
  const [remove, isRemoving] = useSingleFlight(async () => {
    if (subscriber && (await onRemove(subscriber))) onClose();
  });
  return (
    <Dialog.Root
      role="alertdialog"
      open={subscriber !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Remove subscriber?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <Strong>{subscriber?.email}</Strong> will no longer receive the newsletter.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={isRemoving}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => void remove()} loading={isRemoving}>
                Remove
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
