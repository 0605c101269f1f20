import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { Blocker } from 'react-router-dom';

/** Asks before leaving the editor with unsaved changes; staying keeps everything as it was. */
export function LeaveWithoutSavingDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={blocker.state === 'blocked'}
      onOpenChange={(details) => {
        if (!details.open) blocker.reset?.();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Your changes to this article have not been saved. If you leave now they will be
                lost.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                Keep Editing
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                Leave
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
