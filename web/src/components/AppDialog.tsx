import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  size: Dialog.RootProps['size'];
  /**
   * Forms pass true: a click outside must not throw away what someone has typed; Escape, the
   * close button and Cancel still close.
   */
  keepOnOutsideClick?: boolean;
  children: ReactNode;
}

/** The site's dialog shell: backdrop, centred content that scrolls inside, a close button. */
export function AppDialog({ open, onClose, size, keepOnOutsideClick, children }: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!keepOnOutsideClick}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
