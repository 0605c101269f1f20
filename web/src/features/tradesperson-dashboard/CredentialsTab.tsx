import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { CredentialForm } from '../../entities/verification/CredentialForm';
import { CredentialList } from '../../entities/verification/CredentialList';
import { credentialTexts } from '../../entities/verification/credentialTexts';

/**
 * The dashboard's Credentials tab (docs/product/business-side.md §10.1): what the trade recorded
 * with each status, and the form to record another.
 */
export function CredentialsTab({ listingId }: { listingId: number }) {
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
          <CredentialForm tradesmanId={listingId} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
