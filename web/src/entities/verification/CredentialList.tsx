import { Badge, Button, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDate } from '../../lib/formatDate';
import {
  credentialStatusLabels,
  credentialStatusPalette,
  credentialTexts,
} from './credentialTexts';
import { type OwnCredential, useOwnCredentials } from './useOwnCredentials';
import { useDeleteCredential } from './useRecordCredential';

function CredentialRow({
  credential,
  onDelete,
}: {
  credential: OwnCredential;
  onDelete: (credential: OwnCredential) => void;
}) {
  return (
    <List.Item borderWidth="1px" borderRadius="l2" p="3" display="block">
      <HStack justify="space-between" gap="3" wrap="wrap" align="start">
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{credential.name}</Text>
            <Badge colorPalette={credentialStatusPalette[credential.status]}>
              {credentialStatusLabels[credential.status]}
            </Badge>
          </HStack>
          {credential.scopeLabels.length > 0 && (
            <Text fontSize="sm">{credential.scopeLabels.join(', ')}</Text>
          )}
          {credential.status === 'declared' ? (
            <Text fontSize="sm" color="fg.muted">
              {credentialTexts.declared}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {credential.insurer ? `${credential.insurer}, policy ` : 'No. '}
              {credential.number}
              {credential.expiresOn &&
                ` · ${credentialTexts.expires} ${formatDate(credential.expiresOn)}`}
              {credential.checkedAt &&
                ` · ${credentialTexts.checked} ${formatDate(credential.checkedAt)}`}
            </Text>
          )}
          {credential.status === 'rejected' && credential.rejectionReason && (
            <Text fontSize="sm" color="fg.error">
              {credentialTexts.rejectedBecause} {credential.rejectionReason}
            </Text>
          )}
        </Stack>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={credentialTexts.deleteLabel(credential.name)}
          onClick={() => onDelete(credential)}
        >
          <LuTrash2 aria-hidden />
          {credentialTexts.deleteConfirm}
        </Button>
      </HStack>
    </List.Item>
  );
}

/** The trade's credentials with their status (pending, verified, rejected with reason, expired). */
export function CredentialList() {
  const credentials = useOwnCredentials(true);
  const [deleting, setDeleting] = useState<OwnCredential | null>(null);
  const [remove, isRemoving] = useDeleteCredential();
  if (credentials.error) {
    return <LoadFailed message={credentialTexts.loadFailed} onRetry={() => credentials.mutate()} />;
  }
  if (!credentials.data) {
    return (
      <Stack gap="2" aria-busy="true">
        <Skeleton height="16" />
        <Skeleton height="16" />
      </Stack>
    );
  }
  if (credentials.data.length === 0) return <Text color="fg.muted">{credentialTexts.empty}</Text>;
  return (
    <>
      <List.Root gap="2" listStyle="none" aria-label="Your credentials">
        {credentials.data.map((credential) => (
          <CredentialRow key={credential.id} credential={credential} onDelete={setDeleting} />
        ))}
      </List.Root>
      <ConfirmDialog
        open={deleting !== null}
        title={credentialTexts.deleteTitle}
        confirmLabel={credentialTexts.deleteConfirm}
        isConfirming={isRemoving}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove(deleting.id);
          setDeleting(null);
        }}
      >
        {deleting ? `${deleting.name} ${deleting.number}`.trim() : ''}. {credentialTexts.deleteBody}
      </ConfirmDialog>
    </>
  );
}
