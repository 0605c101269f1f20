import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminPage } from '../../../components/AdminPage';
import { LoadFailed } from '../../../components/LoadFailed';
import { SelectField } from '../../../components/SelectField';
import { CredentialQueueItem } from './CredentialQueueItem';
import { type QueueStatus, queueStatuses, queueTexts } from './credentialQueueTexts';
import { useCredentialDecisions, useCredentialQueue } from './useCredentialQueue';

/** /admin/credentials: the credential checks (docs/product/business-side.md §10.1). */
export function CredentialQueuePage() {
  const [status, setStatus] = useState<QueueStatus>('pending');
  const queue = useCredentialQueue(status);
  const decisions = useCredentialDecisions(() => queue.mutate());
  return (
    <AdminPage title={queueTexts.title} description={queueTexts.description}>
      <Stack gap="5">
        <Stack maxW="xs">
          <SelectField
            label={queueTexts.status}
            name="status"
            options={queueStatuses}
            value={status}
            onChange={(chosen) => setStatus(chosen as QueueStatus)}
          />
        </Stack>
        {queue.error ? (
          <LoadFailed message={queueTexts.loadFailed} onRetry={() => void queue.mutate()} />
        ) : !queue.data ? (
          <Stack gap="3" role="status" aria-busy="true" aria-label="Loading credentials">
            <Skeleton height="32" />
            <Skeleton height="32" />
          </Stack>
        ) : queue.data.length === 0 ? (
          <Text color="fg.muted">{queueTexts.empty}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={queueTexts.title}>
            {queue.data.map((credential) => (
              <CredentialQueueItem
                key={credential.id}
                credential={credential}
                decisions={decisions}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </AdminPage>
  );
}
