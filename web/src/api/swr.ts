import type { SWRConfiguration } from 'swr';
import { fetchWithRules, type ReadOptions, readJson } from './http';

/** An SWR key for a read: path segments joined with '/', e.g. `['/api/tradesmen', id]`. */
export type QueryKey = readonly [string, ...(string | number)[]];

/** Builds an SWR fetcher that reads `key.join('/')` under the shared rules (spec public-site §7). */
export function createFetcher(options: {
  on401: 'returnNull';
}): <T>(key: QueryKey) => Promise<T | null>;
export function createFetcher(options?: ReadOptions): <T>(key: QueryKey) => Promise<T>;
export function createFetcher(options: ReadOptions = {}) {
  return async <T>(key: QueryKey) => readJson<T>(await fetchWithRules(key.join('/')), options);
}

export const fetcher = createFetcher();

/** Spec public-site §7: no retries, no refetch on focus or reconnect, data never stale. */
export const swrDefaults: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};
