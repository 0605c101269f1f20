import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type OwnCredential = InferResponseType<
  (typeof api.tradesman.credentials)['$get'],
  200
>[number];

export const ownCredentialsKey = '/api/tradesman/credentials';

/** The signed-in trade's credentials, newest first (docs/product/business-side.md §10.1). */
export function useOwnCredentials(enabled: boolean) {
  return useSWR(enabled ? ownCredentialsKey : null, () => unwrap(api.tradesman.credentials.$get()));
}
