import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type BillingRecord = InferResponseType<
  typeof api.tradesman.invoices.$get,
  200
>['invoices'][number];

export const invoicesKey = '/api/tradesman/invoices';

/** Every invoice of the own listing's plans, newest first, read from Stripe. */
export function useInvoices(enabled: boolean) {
  return useSWR(enabled ? invoicesKey : null, () => unwrap(api.tradesman.invoices.$get()));
}
