import { Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { reviewLimits, reviewReportRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { AppDialog } from '../../components/AppDialog';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';

interface ReportReviewDialogProps {
  review: { id: number; title: string } | null;
  onClose: () => void;
}

/** Asks a signed-in visitor why a review should be looked at, and sends it to the moderators. */
export function ReportReviewDialog({ review, onClose }: ReportReviewDialogProps) {
  const form = useForm(reviewReportRules, { reason: '' });
  const [report, isReporting] = useApiAction(
    (id: number, reason: string) =>
      api.reviews[':id'].report.$post({ param: { id: String(id) }, json: { reason } }),
    {
      onSuccess: () => close(),
      success: {
        title: 'Review reported',
        description: 'Thank you. Our moderators will look at it.',
      },
      failure: { title: 'Report failed', description: 'Please try again.' },
    },
  );

  function close() {
    form.reset();
    onClose();
  }

  return (
    <AppDialog open={review !== null} onClose={close} size="md" keepOnOutsideClick>
      <form noValidate onSubmit={form.submit(({ reason }) => review && report(review.id, reason))}>
        <Dialog.Header>
          <Dialog.Title>Report this review</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text color="fg.muted">
              “{review?.title}”. Tell our moderators what is wrong with it. If they remove it, the
              reason is shown in its place.
            </Text>
            <FormField label="Reason" error={form.errors.reason} required>
              <Textarea {...form.field('reason')} maxLength={reviewLimits.reasonMax} rows={4} />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close} disabled={isReporting}>
            Cancel
          </Button>
          <Button type="submit" loading={isReporting}>
            Send report
          </Button>
        </Dialog.Footer>
      </form>
    </AppDialog>
  );
}
