import { Stack, Textarea } from '@chakra-ui/react';
import { reviewRemovalReasonLabels, reviewRemovalReasons } from '#schema/catalogues';
import { reviewLimits, reviewReleaseRules, reviewRemoveRules } from '#schema/rules';
import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormField } from '../../../components/FormField';
import { useForm } from '../../../components/form/useForm';
import { OptionSelect } from '../../../components/OptionSelect';
import type { QueuedReview } from './ReviewQueueItem';

const reasonOptions = reviewRemovalReasons.map((reason) => ({
  value: reason,
  label: reviewRemovalReasonLabels[reason],
}));

interface ReviewDecisionDialogProps {
  review: QueuedReview;
  decision: 'release' | 'remove' | null;
  onClose: () => void;
  onDecided: () => unknown;
}

/** Asks for the note the author is mailed (and, to remove, the public reason), then decides. */
export function ReviewDecisionDialog({
  review,
  decision,
  onClose,
  onDecided,
}: ReviewDecisionDialogProps) {
  // Each decision checks its fields with the rule the server validates it with.
  const releaseForm = useForm(reviewReleaseRules, { message: '' });
  const removeForm = useForm(reviewRemoveRules, { reason: '', message: '' });
  const removing = decision === 'remove';
  const form = removing ? removeForm : releaseForm;
  const param = { id: String(review.id) };
  const close = () => {
    releaseForm.reset();
    removeForm.reset();
    onClose();
  };
  const done = {
    onSuccess: async () => {
      close();
      await onDecided();
    },
  };
  const [release, isReleasing] = useApiAction(
    (message: string) => api.admin.reviews[':id'].release.$post({ param, json: { message } }),
    {
      ...done,
      success: { title: 'Review released', description: 'The author has been told.' },
      failure: { title: 'Release failed', description: 'Please try again.' },
    },
  );
  const [remove, isRemoving] = useApiAction(
    (json: { reason: (typeof reviewRemovalReasons)[number]; message: string }) =>
      api.admin.reviews[':id'].remove.$post({ param, json }),
    {
      ...done,
      success: { title: 'Review removed', description: 'The author has been told why.' },
      failure: { title: 'Remove failed', description: 'Please try again.' },
    },
  );

  function confirm() {
    if (removing) {
      const input = removeForm.check();
      if (input) remove(input);
      return;
    }
    const input = releaseForm.check();
    if (input) release(input.message);
  }

  return (
    <ConfirmDialog
      open={decision !== null}
      title={removing ? 'Remove this review?' : 'Release this review?'}
      confirmLabel={removing ? 'Remove review' : 'Release review'}
      onConfirm={confirm}
      onCancel={close}
      isConfirming={isReleasing || isRemoving}
      details={
        <Stack gap="3" mt="3">
          {removing && (
            <FormField label="Reason shown in its place" error={removeForm.errors.reason} required>
              <OptionSelect
                options={reasonOptions}
                first={{ label: 'Choose a reason', disabled: true }}
                value={removeForm.values.reason}
                onChange={(value) => removeForm.setField('reason', value)}
              />
            </FormField>
          )}
          <FormField label="Note to the author" error={form.errors.message} required>
            <Textarea {...form.field('message')} rows={3} maxLength={reviewLimits.reasonMax} />
          </FormField>
        </Stack>
      }
    >
      {removing
        ? `It stops counting towards ${review.tradesmanName}'s rating, its place on the profile says “Removed by moderators:” with the reason, and the profile counts it among removed reviews. The author is e-mailed the reason and your note.`
        : `It is public on ${review.tradesmanName}'s profile and counts towards the rating. Its reports are closed, and the author is e-mailed your note.`}
    </ConfirmDialog>
  );
}
