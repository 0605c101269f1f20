import { Alert, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuShieldCheck } from 'react-icons/lu';
import { numberFormatter } from '#schema/intl';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { formatDate } from '../../lib/formatDate';

type PublicCredential = NonNullable<Tradesman['credentials']>[number];

const pounds = numberFormatter('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

function CredentialNumber({ credential }: { credential: PublicCredential }) {
  if (!credential.registerUrl) return <Text as="span">{credential.number}</Text>;
  return (
    <Link
      href={credential.registerUrl}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="green"
    >
      {credential.number}
      <Icon as={LuExternalLink} boxSize="3.5" aria-hidden />
      <Text as="span" srOnly>
        (check on the {credential.name} register, opens in a new tab)
      </Text>
    </Link>
  );
}

/**
 * What was checked (docs/product/business-side.md §10.3): each verified, current credential with
 * its scopes, its number linking to the scheme's public register, when we checked it and when it
 * expires; and, when the Verified badge lapsed, why.
 */
export function ProfileCredentials({ tradesman }: { tradesman: Tradesman }) {
  const credentials = tradesman.credentials ?? [];
  return (
    <Stack gap="3">
      {tradesman.verificationLapse && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{tradesman.verificationLapse}</Alert.Title>
        </Alert.Root>
      )}
      {credentials.length === 0 ? (
        <Text color="fg.muted">No checked credentials yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyle="none">
          {credentials.map((credential) => (
            <Stack as="li" key={`${credential.scheme}-${credential.number}`} gap="0.5">
              <HStack gap="2" wrap="wrap">
                <Icon as={LuShieldCheck} color="green.fg" aria-hidden />
                <Text fontWeight="semibold">{credential.name}</Text>
                {credential.scopeLabels.length > 0 && (
                  <Text color="fg.muted">— {credential.scopeLabels.join(', ')}</Text>
                )}
              </HStack>
              <Text fontSize="sm" ps="6">
                {credential.insurer ? `${credential.insurer}, policy ` : 'No. '}
                <CredentialNumber credential={credential} />
                {credential.coverAmount ? ` · cover ${pounds(credential.coverAmount)}` : ''}
              </Text>
              <Text fontSize="sm" color="fg.muted" ps="6">
                Checked {formatDate(credential.checkedAt)} · expires{' '}
                {formatDate(credential.expiresOn)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
