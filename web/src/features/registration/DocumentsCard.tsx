import { Card, Heading } from '@chakra-ui/react';
import { VerificationDocumentsPanel } from '../../entities/verification/VerificationDocumentsPanel';

/**
 * The uploaded documents, or the documents needed; the general upload control until verified
 * (docs/product/business-side.md §2.3), while a rejected, expired or missing required document
 * can always be uploaded.
 */
export function DocumentsCard({
  tradesmanId,
  verified,
}: {
  tradesmanId: number;
  verified: boolean;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Verification documents
        </Heading>
      </Card.Header>
      <Card.Body>
        <VerificationDocumentsPanel tradesmanId={tradesmanId} withGeneralUpload={!verified} />
      </Card.Body>
    </Card.Root>
  );
}
