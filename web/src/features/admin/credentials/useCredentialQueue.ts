import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import type { CredentialCorrection } from '#schema/rules/credentials';
import { api, unwrap } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { type QueueStatus, queueTexts } from './credentialQueueTexts';

export type QueuedCredential = InferResponseType<
  (typeof api.admin.credentials)['$get'],
  200
>[number];

const queueKey = (status: QueueStatus) => ['/api/admin/credentials', status] as const;

export function useCredentialQueue(status: QueueStatus) {
  return useSWR(queueKey(status), () => unwrap(api.admin.credentials.$get({ query: { status } })));
}

/** Verify, reject and correct, each re-reading the list it was made from. */
export function useCredentialDecisions(onDone: () => Promise<unknown>) {
  const done = async () => {
    await onDone();
  };
  const failure = { title: queueTexts.failedTitle };
  const verify = useApiAction(
    (id: number) => api.admin.credentials[':id'].verify.$post({ param: { id: String(id) } }),
    { onSuccess: done, success: { title: queueTexts.verifiedTitle }, failure },
  );
  const reject = useApiAction(
    (id: number, reason: string) =>
      api.admin.credentials[':id'].reject.$post({ param: { id: String(id) }, json: { reason } }),
    { onSuccess: done, success: { title: queueTexts.rejectedTitle }, failure },
  );
  const correct = useApiAction(
    (id: number, correction: CredentialCorrection) =>
      api.admin.credentials[':id'].$put({ param: { id: String(id) }, json: correction }),
    { onSuccess: done, success: { title: queueTexts.correctedTitle }, failure },
  );
  return { verify, reject, correct };
}
