import type { InferResponseType } from 'hono/client';
import useSWR, { useSWRConfig } from 'swr';
import type { Role } from '#schema/catalogues';
import { api, unwrap } from '../../../api/client';

export type ManagedUser = InferResponseType<typeof api.users.$get, 200>[number];
export interface UserQuery {
  q: string;
  role: Role | 'all';
  page: number;
}

export const usersPageSize = 25;
const usersKeyPrefix = '/api/users';

/**
 * One server page of users with the total from X-Total-Count. docs/product/business-side.md §7:
 * this list alone refetches on window focus and is never taken as fresh.
 */
export function useUsers(query: UserQuery) {
  return useSWR(
    [usersKeyPrefix, query.q, query.role, query.page],
    async () => {
      const reply = await api.users.$get({
        query: {
          q: query.q,
          role: query.role,
          page: String(query.page),
          pageSize: String(usersPageSize),
        },
      });
      const users = await unwrap(reply);
      return { users, total: Number(reply.headers.get('X-Total-Count') ?? users.length) };
    },
    {
      revalidateOnFocus: true,
      revalidateIfStale: true,
      dedupingInterval: 0,
      keepPreviousData: true,
    },
  );
}

/** Re-reads every page of the list after a change. */
export function useRefreshUsers() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === usersKeyPrefix);
}
