import { Badge, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { documentTypeLabels } from '#schema/catalogues';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDate } from '../../lib/formatDate';
import { DocumentUploadButton } from './DocumentUploadButton';
import {
  documentState,
  documentStateBadges,
  documentsToUpload,
  optionalDocumentsNote,
} from './documentState';
import { documentTexts } from './documentTexts';
import { useVerificationDocuments, type VerificationDocument } from './useVerificationDocuments';

function DocumentRow({
  tradesmanId,
  document,
}: {
  tradesmanId: number;
  document: VerificationDocument;
}) {
  const state = documentState(document);
  const badge = documentStateBadges[state];
  return (
    <List.Item borderWidth="1px" borderRadius="l2" p="3" display="block">
      <Stack gap="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" minW="0">
            <LuFileText aria-hidden />
            <Text fontWeight="medium" truncate>
              {document.documentName}
            </Text>
          </HStack>
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {documentTypeLabels[document.documentType]} · uploaded {formatDate(document.uploadedAt)}
        </Text>
        {document.reviewNotes && (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {state === 'rejected' ? 'Why we rejected it' : 'Review notes'}: {document.reviewNotes}
          </Text>
        )}
        {state === 'expired' && <Text fontSize="sm">{documentTexts.expiredHint}</Text>}
        {(state === 'rejected' || state === 'expired') && (
          <DocumentUploadButton
            tradesmanId={tradesmanId}
            target={{ replaces: document.id }}
            label={`Upload ${document.documentName} again`}
            fileLabel={`New file for ${document.documentName}`}
            withHint={false}
          />
        )}
      </Stack>
    </List.Item>
  );
}

interface VerificationDocumentsPanelProps {
  tradesmanId: number;
  /**
   * The control for any other document: until verified on the registration status page
   * (docs/product/business-side.md §2.3), always on the dashboard's Verification tab (§2.5).
   * Rejected, expired and missing required documents have their own upload either way.
   */
  withGeneralUpload: boolean;
}

/**
 * The listing's verification documents with where each stands and the admin's reason for a
 * rejection, each rejected or expired one with its own re-upload, and each required kind still
 * missing with its own upload. Shared by the registration status page and the Verification tab.
 */
export function VerificationDocumentsPanel({
  tradesmanId,
  withGeneralUpload,
}: VerificationDocumentsPanelProps) {
  const { data: documents, error, mutate } = useVerificationDocuments(tradesmanId);
  if (error) {
    return <LoadFailed message={documentTexts.loadFailed} onRetry={() => void mutate()} />;
  }
  if (!documents) {
    return (
      <Stack gap="2" aria-busy="true">
        <Skeleton h="12" />
        <Skeleton h="12" />
      </Stack>
    );
  }
  const { toReplace, missing } = documentsToUpload(documents);
  const hasLicence = documents.some((document) => document.documentType === 'license');
  return (
    <Stack gap="4">
      {documents.length === 0 ? (
        <Text>{documentTexts.noneYet}</Text>
      ) : (
        <List.Root gap="2" variant="plain" aria-label="Uploaded documents">
          {documents.map((document) => (
            <DocumentRow key={document.id} tradesmanId={tradesmanId} document={document} />
          ))}
        </List.Root>
      )}
      {(missing.length > 0 || !hasLicence) && (
        <Stack gap="2">
          {documents.length > 0 && <Text fontWeight="medium">{documentTexts.stillNeeded}</Text>}
          <List.Root gap="2" variant="plain" aria-label="Documents still needed">
            {missing.map((kind) => (
              <List.Item key={kind.type} display="block">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Text>{kind.label}</Text>
                  <DocumentUploadButton
                    tradesmanId={tradesmanId}
                    target={{ documentType: kind.type }}
                    label={`Upload ${kind.label.toLowerCase()}`}
                    fileLabel={`File for ${kind.label.toLowerCase()}`}
                    withHint={false}
                  />
                </HStack>
              </List.Item>
            ))}
            {!hasLicence && <List.Item>{optionalDocumentsNote}</List.Item>}
          </List.Root>
        </Stack>
      )}
      {withGeneralUpload ? (
        <DocumentUploadButton tradesmanId={tradesmanId} />
      ) : (
        (toReplace.length > 0 || missing.length > 0) && (
          <Text color="fg.muted" fontSize="sm">
            {documentTexts.uploadHint}
          </Text>
        )
      )}
    </Stack>
  );
}
