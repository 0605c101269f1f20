import { Badge, Card, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { documentTypeLabels } from '#schema/catalogues';
import { LoadFailed } from '../../components/LoadFailed';
import { DocumentUploadButton } from '../../entities/verification/DocumentUploadButton';
import type { VerificationDocument } from '../../entities/verification/useVerificationDocuments';
import { formatDate } from '../../lib/formatDate';
import { statusTexts } from './statusTexts';

interface DocumentsCardProps {
  tradesmanId: number;
  documents: VerificationDocument[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /**
   * Verified businesses need no more documents, so the upload control goes
   * (docs/product/business-side.md §2.3).
   */
  canUpload: boolean;
}

const statusPalette = { uploaded: 'blue', verified: 'green', rejected: 'red' } as const;

function DocumentRow({ document }: { document: VerificationDocument }) {
  return (
    <List.Item borderWidth="1px" borderRadius="l2" p="3" display="block">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2" minW="0">
          <LuFileText aria-hidden />
          <Text fontWeight="medium" truncate>
            {document.documentName}
          </Text>
        </HStack>
        <Badge colorPalette={statusPalette[document.status]} textTransform="capitalize">
          {document.status}
        </Badge>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {documentTypeLabels[document.documentType]} · uploaded {formatDate(document.uploadedAt)}
      </Text>
      {document.reviewNotes && <Text fontSize="sm">Review notes: {document.reviewNotes}</Text>}
    </List.Item>
  );
}

/** The uploaded documents, or the documents needed; the upload control until verified. */
export function DocumentsCard({
  tradesmanId,
  documents,
  failed,
  onRetry,
  canUpload,
}: DocumentsCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Verification documents
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {failed ? (
          <LoadFailed message={statusTexts.documentsLoadFailed} onRetry={onRetry} />
        ) : !documents ? (
          <Stack gap="2" aria-busy="true">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        ) : documents.length === 0 ? (
          <Stack gap="2">
            <Text>No documents uploaded yet. Please upload:</Text>
            <List.Root ps="5">
              {statusTexts.documentsNeeded.map((document) => (
                <List.Item key={document}>{document}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : (
          <List.Root gap="2" variant="plain" aria-label="Uploaded documents">
            {documents.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </List.Root>
        )}
        {canUpload && <DocumentUploadButton tradesmanId={tradesmanId} />}
      </Card.Body>
    </Card.Root>
  );
}
