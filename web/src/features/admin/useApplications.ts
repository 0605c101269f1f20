import type { InferResponseType } from 'hono/client';
import useSWR, { useSWRConfig } from 'swr';
import { api, unwrap } from '../../api/client';

export type Application = InferResponseType<
  (typeof api.admin)['tradesman-applications']['$get'],
  200
>[number];
export type ApplicationStatus =
  | 'all'
  | 'unverified'
  | 'pending'
  | 'under_review'
  | 'verified'
  | 'rejected';

const applicationsKeyPrefix = '/api/admin/tradesman-applications';

/**
 * One page of tradesman listings as the admin screens see them (verification and featured): by
 * status and name or location, oldest first, with documents, payment status and the total.
 */
export function useApplications({
  status,
  q = '',
  page = 1,
  featured = 'any',
}: {
  status: ApplicationStatus;
  q?: string;
  page?: number;
  featured?: 'any' | 'yes' | 'no';
}) {
  return useSWR(
    [applicationsKeyPrefix, status, q, page, featured],
    async () => {
      const reply = await api.admin['tradesman-applications'].$get({
        query: { status, q, page: String(page), featured },
      });
      const applications = await unwrap(reply);
      return {
        applications,
        total: Number(reply.headers.get('X-Total-Count') ?? applications.length),
        pageSize: Number(reply.headers.get('X-Page-Size') ?? applications.length),
      };
    },
    { keepPreviousData: true },
  );
}

/** Re-reads every list of applications (after a decision, a badge, an import). */
export function useRefreshApplications() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === applicationsKeyPrefix);
}
