import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, in the product's words. */
  children: ReactNode;
  /** Shown under the explanation: a list, or a field the confirmation needs (e.g. a password). */
  details?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs on the confirm button; the dialog stays open until the caller closes it. */
  onConfirm: () => void;
  /** Runs on Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** The confirmed action is running: the button spins and Cancel waits for it. */
  isConfirming?: boolean;
}

/**
 * Asks before something that cannot be undone from here (an alert dialog,
 * docs/product/business-side.md §6).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  details,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  isConfirming = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(change) => {
        if (!change.open) onCancel();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{children}</Dialog.Description>
              {details}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={isConfirming}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={isConfirming}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
