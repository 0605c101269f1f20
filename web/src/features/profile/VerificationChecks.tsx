import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { formatDate } from '../../lib/formatDate';

type Verification = NonNullable<Tradesman['verification']>;

/**
 * What the Verified badge covered besides the credentials: each accepted document type and when we
 * checked it. Its section shows only when there are some: the credentials above say what was checked
 * (docs/product/business-side.md §10.3).
 */
export function VerificationChecks({ verification }: { verification: Verification }) {
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
