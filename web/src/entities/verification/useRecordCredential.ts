import { useSWRConfig } from 'swr';
import type { CredentialInput } from '#schema/rules/credentials';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { credentialTexts } from './credentialTexts';
import { ownCredentialsKey } from './useOwnCredentials';

/**
 * Records a credential (pending until checked) and re-reads the list; a refusal's message goes to
 * `onRefused`, so the form can keep it on screen.
 */
export function useRecordCredential(onRecorded: () => void, onRefused: (message: string) => void) {
  const { mutate } = useSWRConfig();
  return useApiAction(
    (input: CredentialInput) => api.tradesman.credentials.$post({ json: input }),
    {
      onSuccess: async () => {
        onRecorded();
        await mutate(ownCredentialsKey);
      },
      success: {
        title: credentialTexts.recordedTitle,
        description: credentialTexts.recordedDescription,
      },
      failure: { title: credentialTexts.failedTitle },
      onFailure: (failure) => onRefused(failure.message ?? credentialTexts.failedTitle),
    },
  );
}

/** Deletes one of the trade's own credentials and re-reads the list. */
export function useDeleteCredential() {
  const { mutate } = useSWRConfig();
  return useApiAction(
    (id: number) => api.tradesman.credentials[':id'].$delete({ param: { id: String(id) } }),
    {
      onSuccess: () => mutate(ownCredentialsKey),
      success: { title: credentialTexts.deletedTitle },
      failure: { title: credentialTexts.deleteFailedTitle },
    },
  );
}
