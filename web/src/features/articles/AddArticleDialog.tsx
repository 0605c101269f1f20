import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { AddArticleForm } from './AddArticleForm';

interface AddArticleDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The hub's Add Article dialog (staff only). A click outside does not close it, so a stray click
 * cannot throw away a half-written article; Escape, the close button and Cancel do.
 */
export function AddArticleDialog({ open, onClose }: AddArticleDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <AddArticleForm onDone={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
