import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { CredentialForm } from '../../entities/verification/CredentialForm';
import { CredentialList } from '../../entities/verification/CredentialList';
import { credentialTexts } from '../../entities/verification/credentialTexts';

/**
 * The trade's credentials (docs/product/business-side.md §10.1): what it recorded with each
 * status, and the form to record another. On the dashboard's Credentials tab and, during
 * registration, on the registration status page.
 */
export function CredentialsPanel({
  listingId,
  withUpload = true,
}: {
  listingId: number;
  /** False where the page has its own document upload. */
  withUpload?: boolean;
}) {
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            Your credentials
          </Heading>
          <Text color="fg.muted">{credentialTexts.intro}</Text>
          <CredentialList />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            Record a credential
          </Heading>
          <CredentialForm tradesmanId={listingId} withUpload={withUpload} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
