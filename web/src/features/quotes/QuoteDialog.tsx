import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { QuoteTarget } from '../../components/dialogs/useQuoteDialog';
import { QuoteDialogForm } from './QuoteDialogForm';

interface QuoteDialogProps {
  open: boolean;
  target: QuoteTarget;
  onClose: () => void;
}

/**
 * The shell's quote dialog. A click outside does not close it, so a stray click cannot throw away
 * a half-written request; Escape, the close button and Cancel do.
 */
export function QuoteDialog({ open, target, onClose }: QuoteDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ smDown: 'full', sm: 'lg' }}
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
            <QuoteDialogForm target={target} onDone={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
