import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { formatDate } from '../../lib/formatDate';

type Verification = NonNullable<Tradesman['verification']>;

/** What the Verified badge covered: each accepted document type and when we checked it. */
export function VerificationChecks({ verification }: { verification: Verification }) {
  if (verification.checks.length === 0) {
    return (
      <Text color="fg.muted">
        Verified by our team before documents were checked on this site; no document record is
        shown.
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text color="fg.muted" fontSize="sm">
        We checked these documents before giving this business its Verified badge:
      </Text>
      <Stack as="ul" gap="2" listStyle="none">
        {verification.checks.map((check) => (
          <HStack as="li" key={`${check.documentType}-${check.checkedAt}`} gap="2" wrap="wrap">
            <Icon as={LuShieldCheck} color="green.fg" aria-hidden />
            <Text>{check.label}</Text>
            <Text color="fg.muted" fontSize="sm">
              checked {formatDate(check.checkedAt)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
