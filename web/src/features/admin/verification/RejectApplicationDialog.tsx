import { Stack, Textarea } from '@chakra-ui/react';
import { verificationUpdateRules } from '#schema/rules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormField } from '../../../components/FormField';
import { useForm } from '../../../components/form/useForm';
import { variantBTexts } from './verificationTexts';

interface RejectApplicationDialogProps {
  name: string;
  /** The Review Notes typed so far: the reason's first draft. */
  draft: string;
  isRejecting: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Variant B's Reject asks first and needs a reason, checked with the server's own rule: the
 * applicant is mailed it and reads it on /registration-status (docs/product/business-side.md §4).
 */
export function RejectApplicationDialog({
  name,
  draft,
  isRejecting,
  onReject,
  onCancel,
}: RejectApplicationDialogProps) {
  const form = useForm(verificationUpdateRules, { status: 'rejected', notes: draft });
  return (
    <ConfirmDialog
      open
      title={variantBTexts.rejectTitle(name)}
      confirmLabel={variantBTexts.rejectConfirm}
      isConfirming={isRejecting}
      onCancel={onCancel}
      onConfirm={() => {
        const checked = form.check();
        if (checked) onReject(checked.notes);
      }}
      details={
        <Stack mt="4">
          <FormField label={variantBTexts.rejectReason} error={form.errors.notes} required>
            <Textarea {...form.field('notes')} rows={4} />
          </FormField>
        </Stack>
      }
    >
      {variantBTexts.rejectText(name)}
    </ConfirmDialog>
  );
}
