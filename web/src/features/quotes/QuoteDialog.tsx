import { AppDialog } from '../../components/AppDialog';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
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
    <AppDialog open={open} onClose={onClose} size={{ smDown: 'full', sm: 'lg' }} keepOnOutsideClick>
      <QuoteDialogForm target={target} onDone={onClose} />
    </AppDialog>
  );
}
