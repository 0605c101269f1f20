import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type AnalyticsWeek = InferResponseType<
  typeof api.tradesman.analytics.$get,
  200
>['weeks'][number];

/** The own listing's last 12 weeks (docs/product/business-side.md §10.4). */
export function useAnalytics() {
  return useSWR('/api/tradesman/analytics', () => unwrap(api.tradesman.analytics.$get()));
}
