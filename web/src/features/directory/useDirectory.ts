import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import type { DirectorySearch } from './directoryParams';

export type DirectoryListing = InferResponseType<typeof api.tradesmen.$get, 200>[number];

/** One batch of the directory (25 listings) for a search; location and service 'all' are omitted. */
export function useDirectory(search: DirectorySearch) {
  const query = {
    query: search.query || undefined,
    location: search.location === 'all' ? undefined : search.location,
    service: search.service === 'all' ? undefined : search.service,
    offset: String(search.offset),
  };
  return useSWR(['/api/tradesmen', JSON.stringify(query)], () =>
    unwrap(api.tradesmen.$get({ query })),
  );
}
