import type { SWRConfiguration } from 'swr';

/**
 * docs/product/public-site.md §7: no retries, no refetch on focus or reconnect, data never stale.
 * There is no default fetcher: every read names its typed call
 * (`useSWR(key, () => unwrap(api.….$get()))`).
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};
