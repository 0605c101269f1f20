import { Button, Dialog, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { rejectionRules } from '#schema/rules';
import { AppDialog } from '../../../components/AppDialog';
import { useForm } from '../../../components/form/useForm';
import type { Application } from '../useApplications';
import { DocumentList } from './DocumentList';
import { StatusBadge } from './StatusBadge';
import { useDecisions } from './useDecisions';

interface ReviewDialogProps {
  application: Application;
  onClose: () => void;
}

/**
 * Variant A's review: the application, its documents, notes, Approve and Reject
 * (docs/product/business-side.md §2.8).
 */
export function ReviewDialog({ application, onClose }: ReviewDialogProps) {
  const form = useForm(rejectionRules, { notes: application.verificationNotes ?? '' });
  const { approve, reject } = useDecisions(onClose);
  const [runApprove, isApproving] = approve;
  const [runReject, isRejecting] = reject;
  const busy = isApproving || isRejecting;
  const canApprove = application.verificationStatus === 'pending';
  const canReject = canApprove || application.verificationStatus === 'rejected';

  return (
    <AppDialog open onClose={onClose} size={{ base: 'full', sm: 'lg' }} keepOnOutsideClick>
      <Dialog.Header>
        <Dialog.Title>Review {application.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={application.verificationStatus} />
            <Text fontSize="sm" color="fg.muted">
              Registered {application.registrationDate} · Payment: {application.paymentStatus} ·
              Plan: {application.plan}
            </Text>
          </HStack>
          <Text whiteSpace="pre-wrap">{application.description}</Text>
          <Text fontSize="sm">
            {application.location} · {application.email || 'no e-mail'} ·{' '}
            {application.phone || 'no phone'}
          </Text>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Documents
            </Heading>
            <DocumentList documents={application.documents} />
          </Stack>
          <Field.Root invalid={Boolean(form.errors.notes)}>
            <Field.Label>Notes</Field.Label>
            <Textarea
              rows={4}
              {...form.field('notes')}
              placeholder="Optional when approving; required when rejecting. The applicant reads these."
            />
            <Field.ErrorText>{form.errors.notes}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          colorPalette="red"
          variant="outline"
          loading={isRejecting}
          disabled={busy || !canReject}
          onClick={() => {
            // docs/product/business-side.md §5: rejection needs notes; checked here with the
            // server's own rule.
            const checked = form.check();
            if (checked) void runReject(application, checked.notes);
          }}
        >
          Reject
        </Button>
        <Button
          colorPalette="green"
          loading={isApproving}
          disabled={busy || !canApprove}
          onClick={() => void runApprove(application, form.values.notes.trim())}
        >
          Approve
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
