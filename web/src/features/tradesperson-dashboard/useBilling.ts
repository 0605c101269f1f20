import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type BillingSummary = InferResponseType<typeof api.tradesman.billing.$get, 200>;

export const billingKey = '/api/tradesman/billing';

/** The plan, billing cycle, renewal date and any payment problem of the own listing. */
export function useBilling(enabled: boolean) {
  return useSWR(enabled ? billingKey : null, () => unwrap(api.tradesman.billing.$get()));
}
