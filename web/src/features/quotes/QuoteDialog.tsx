import { AppDialog } from '../../components/AppDialog';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { QuoteDialogForm } from './QuoteDialogForm';

interface QuoteDialogProps {
  open: boolean;
  targets: readonly QuoteTarget[];
  /** Called once the request has gone, before the dialog closes. */
  onSent?: () => void;
  onClose: () => void;
}

/**
 * The shell's quote dialog. A click outside does not close it, so a stray click cannot throw away
 * a half-written request; Escape, the close button and Cancel do.
 */
export function QuoteDialog({ open, targets, onSent, onClose }: QuoteDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} size={{ smDown: 'full', sm: 'lg' }} keepOnOutsideClick>
      <QuoteDialogForm targets={targets} onSent={onSent} onDone={onClose} />
    </AppDialog>
  );
}
