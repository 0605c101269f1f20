import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuExternalLink, LuX } from 'react-icons/lu';
import { documentReviewRules } from '#schema/rules';
import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useForm } from '../../../components/form/useForm';
import { formatDate } from '../../../lib/formatDate';
import { openPrivateFile } from '../../../lib/openPrivateFile';
import type { Application } from '../useApplications';
import { documentTexts } from './verificationTexts';

type Document = Application['documents'][number];

const documentPalettes = { uploaded: 'gray', verified: 'green', rejected: 'red' } as const;

/** Opens a private document in a new tab, fetched with the admin's token. */
function ViewDocumentButton({ document }: { document: Document }) {
  const [open, isOpening] = useApiAction(() => openPrivateFile(document.documentUrl), {
    failure: { title: documentTexts.openFailed },
  });
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => void open()}
      loading={isOpening}
      aria-label={`${documentTexts.view}: ${document.documentName}`}
    >
      <LuExternalLink aria-hidden /> {documentTexts.view}
    </Button>
  );
}

/**
 * Marks one document verified, or rejected with a note the applicant reads on their status page:
 * rejecting needs the note (the server's own rule) and asks first.
 */
function DocumentReview({
  document,
  onReviewed,
}: {
  document: Document;
  onReviewed: () => unknown;
}) {
  const form = useForm(documentReviewRules, {
    status: 'rejected',
    notes: document.reviewNotes ?? '',
  });
  const [confirming, setConfirming] = useState(false);
  const [review, isReviewing] = useApiAction(
    (status: 'verified' | 'rejected') =>
      api.admin['verification-documents'][':id'].$put({
        param: { id: String(document.id) },
        json: { status, notes: form.values.notes.trim() },
      }),
    {
      onSuccess: async () => {
        setConfirming(false);
        await onReviewed();
      },
      success: (_reviewed, status) => ({
        title: documentTexts.reviewed,
        description: `${document.documentName}: ${status}`,
      }),
      failure: { title: documentTexts.reviewFailed },
    },
  );
  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(form.errors.notes)}>
        <Textarea
          size="sm"
          rows={2}
          aria-label={`Note on ${document.documentName}`}
          placeholder="Note for the applicant (needed to reject)"
          {...form.field('notes')}
        />
        <Field.ErrorText>{form.errors.notes}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button
          size="xs"
          colorPalette="green"
          variant="subtle"
          loading={isReviewing}
          onClick={() => void review('verified')}
          aria-label={`Verify ${document.documentName}`}
        >
          <LuCheck aria-hidden /> Verify
        </Button>
        <Button
          size="xs"
          colorPalette="red"
          variant="subtle"
          loading={isReviewing}
          onClick={() => {
            if (form.check()) setConfirming(true);
          }}
          aria-label={`Reject ${document.documentName}`}
        >
          <LuX aria-hidden /> Reject
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title={documentTexts.rejectTitle(document.documentName)}
        confirmLabel={documentTexts.rejectConfirm}
        isConfirming={isReviewing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void review('rejected')}
      >
        {documentTexts.rejectText(form.values.notes.trim())}
      </ConfirmDialog>
    </Stack>
  );
}

interface DocumentListProps {
  documents: Document[];
  /** Given, each document can be marked verified or rejected; then this refreshes the list. */
  onReviewed?: () => unknown;
}

/** A tradesman's uploaded documents, each with View Document and its review state. */
export function DocumentList({ documents, onReviewed }: DocumentListProps) {
  if (documents.length === 0) {
    return <Text color="fg.muted">No documents uploaded yet.</Text>;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {documents.map((document) => (
        <Box as="li" key={document.id} borderWidth="1px" rounded="md" p="3">
          <Stack gap="2">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Stack gap="0">
                <Text fontWeight="medium" wordBreak="break-word">
                  {document.documentName}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {document.documentType} · uploaded {formatDate(document.uploadedAt)}
                </Text>
              </Stack>
              <HStack gap="2">
                <Badge colorPalette={documentPalettes[document.status]}>{document.status}</Badge>
                <ViewDocumentButton document={document} />
              </HStack>
            </HStack>
            {document.reviewNotes && !onReviewed && (
              <Text fontSize="sm" color="fg.muted">
                Note: {document.reviewNotes}
              </Text>
            )}
            {onReviewed && <DocumentReview document={document} onReviewed={onReviewed} />}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
