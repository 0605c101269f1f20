import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type MarketingLinks = InferResponseType<typeof api.tradesman.marketing.$get, 200>;
export type OwnSupportRequest = InferResponseType<
  typeof api.tradesman.support.$get,
  200
>['requests'][number];

export const supportRequestsKey = '/api/tradesman/support';

/** The review link, profile and badge addresses and the snippet; read only on Premium. */
export function useMarketingLinks(enabled: boolean) {
  return useSWR(enabled ? '/api/tradesman/marketing' : null, () =>
    unwrap(api.tradesman.marketing.$get()),
  );
}

/** The trade's own support requests, newest first; read only on Premium. */
export function useSupportRequests(enabled: boolean) {
  return useSWR(enabled ? supportRequestsKey : null, () => unwrap(api.tradesman.support.$get()));
}
