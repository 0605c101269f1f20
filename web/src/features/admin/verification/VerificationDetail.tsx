import {
  Badge,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { VerificationStatus } from '#schema/catalogues';
import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { type Application, useRefreshApplications } from '../useApplications';
import { DocumentList } from './DocumentList';
import { RejectApplicationDialog } from './RejectApplicationDialog';
import { StatusBadge } from './StatusBadge';
import { variantBTexts } from './verificationTexts';

const decisions = [
  { status: 'verified', label: 'Approve', palette: 'green', variant: 'solid' },
  { status: 'under_review', label: 'Under Review', palette: 'blue', variant: 'outline' },
  { status: 'rejected', label: 'Reject', palette: 'red', variant: 'outline' },
] as const;

/** Variant B's right panel: the tradesman, their documents, review notes and three decisions. */
export function VerificationDetail({ application }: { application: Application }) {
  const [notes, setNotes] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the panel sits below the list: bring the chosen tradesman into view.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, []);
  const refresh = useRefreshApplications();
  const [decide, isDeciding] = useApiAction(
    (status: VerificationStatus, decisionNotes: string) =>
      api.tradesmen[':id'].verification.$put({
        param: { id: String(application.id) },
        json: { status, notes: decisionNotes },
      }),
    {
      // docs/product/business-side.md §4: the list refreshes and the notes clear.
      onSuccess: async () => {
        setNotes('');
        setRejecting(false);
        await refresh();
      },
      success: { title: variantBTexts.updated, description: variantBTexts.updatedText },
      failure: () => ({
        title: variantBTexts.updateFailed,
        description: variantBTexts.updateFailedText,
      }),
    },
  );
  return (
    <Card.Root
      ref={panel}
      variant="outline"
      as="section"
      aria-label={`Review ${application.name}`}
      scrollMarginTop="20"
    >
      <Card.Body gap="5">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Heading as="h2" size="xl">
              {application.name}
            </Heading>
            <StatusBadge status={application.verificationStatus} />
          </HStack>
          <Text color="fg.muted">
            {application.location} · Plan: {application.plan}
          </Text>
        </Stack>
        <Text whiteSpace="pre-wrap">{application.description}</Text>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Services
          </Heading>
          <Wrap gap="2">
            {application.services.map((service) => (
              <Badge key={service} variant="subtle">
                {service}
              </Badge>
            ))}
          </Wrap>
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Documents
          </Heading>
          <DocumentList documents={application.documents} onReviewed={refresh} />
        </Stack>
        <Field.Root>
          <Field.Label>Review Notes</Field.Label>
          <Textarea
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <Field.HelperText>{variantBTexts.notesHint}</Field.HelperText>
        </Field.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {decisions.map((decision) => (
            <Button
              key={decision.status}
              colorPalette={decision.palette}
              variant={decision.variant}
              disabled={isDeciding}
              onClick={() =>
                decision.status === 'rejected'
                  ? setRejecting(true)
                  : void decide(decision.status, notes.trim())
              }
            >
              {decision.label}
            </Button>
          ))}
        </Stack>
        {rejecting && (
          <RejectApplicationDialog
            name={application.name}
            draft={notes}
            isRejecting={isDeciding}
            onReject={(reason) => void decide('rejected', reason)}
            onCancel={() => setRejecting(false)}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
