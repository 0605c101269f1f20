import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import { pageRead, usePageRead } from '../../api/pageRead';
import { type DirectorySearch, directoryQuery } from './directoryParams';

export type DirectoryListing = InferResponseType<typeof api.tradesmen.$get, 200>[number];
export type DirectoryCount = InferResponseType<typeof api.tradesmen.count.$get, 200>;

/**
 * docs/product/public-site.md §8: a failed directory search is tried once more after this pause.
 */
export const directoryRetryDelayMs = 1000;

async function withOneRetry<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, directoryRetryDelayMs));
    return read();
  }
}

/**
 * One batch of the directory (25 listings from `offset`). Unlike the app's other reads, which never
 * retry (docs/product/public-site.md §7), this one retries once, inside the fetch, so the error
 * shows only after.
 */
export function useDirectory(search: DirectorySearch, offset: number) {
  const read = directoryRead(search, offset);
  return useSWR(read.key, () => withOneRetry(() => read.load(api)));
}

export function directoryRead(search: DirectorySearch, offset: number) {
  const query = { ...directoryQuery(search), offset: String(offset) };
  return pageRead(['/api/tradesmen', JSON.stringify(query)], (client) =>
    unwrap(client.tradesmen.$get({ query })),
  );
}

/**
 * How many listings match the search in all, for the result line, with how a postcode in it was
 * read and a did-you-mean when nothing matched.
 */
export function useDirectoryCount(search: DirectorySearch) {
  return usePageRead(directoryCountRead(search));
}

export function directoryCountRead(search: DirectorySearch) {
  const query = directoryQuery(search);
  return pageRead(['/api/tradesmen/count', JSON.stringify(query)], (client) =>
    unwrap(client.tradesmen.count.$get({ query })),
  );
}
