import { Button, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { profileTexts } from '../../entities/account/accountTexts';

/**
 * Where the profile form once had credential checkboxes: a pointer to the Credentials tab, whose
 * ledger is the one record of them (docs/product/business-side.md §10.1).
 */
export function CredentialsNote({ onOpenCredentials }: { onOpenCredentials?: () => void }) {
  return (
    <Stack as="section" aria-label={profileTexts.credentialsTitle} gap="2">
      <Text fontWeight="medium">{profileTexts.credentialsTitle}</Text>
      <Text fontSize="sm" color="fg.muted">
        {profileTexts.credentialsNote}
      </Text>
      {onOpenCredentials && (
        <Button variant="outline" size="sm" alignSelf="start" onClick={onOpenCredentials}>
          <LuShieldCheck aria-hidden /> {profileTexts.openCredentials}
        </Button>
      )}
    </Stack>
  );
}
