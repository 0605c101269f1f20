import { AppDialog } from '../../components/AppDialog';
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
    <AppDialog open={open} onClose={onClose} size={{ base: 'full', md: 'xl' }} keepOnOutsideClick>
      <AddArticleForm onDone={onClose} />
    </AppDialog>
  );
}
