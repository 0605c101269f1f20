import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import type { SupportStatus } from '#schema/catalogues';
import { api, unwrap } from '../../../api/client';

export type QueuedSupportRequest = InferResponseType<
  (typeof api.admin)['support-requests']['$get'],
  200
>['requests'][number];

export const supportQueueKey = (status: SupportStatus) => ['/api/admin/support-requests', status];

export function useSupportQueue(status: SupportStatus) {
  return useSWR(supportQueueKey(status), () =>
    unwrap(api.admin['support-requests'].$get({ query: { status } })),
  );
}
