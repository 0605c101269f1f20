import type { InferResponseType } from 'hono/client';
import { useEffect, useRef } from 'react';
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

/** Reads; after a failure and the pause, reads once more if the answer is still wanted. */
async function withOneRetry<T>(read: () => Promise<T>, stillWanted: () => boolean): Promise<T> {
  try {
    return await read();
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, directoryRetryDelayMs));
    if (!stillWanted()) throw error;
    return read();
  }
}

/**
 * One batch of the directory (25 listings from `offset`). Unlike the app's other reads, which never
 * retry (docs/product/public-site.md §7), this one retries once, inside the fetch, so the error
 * shows only after. A page left during the pause is not read again: nobody would see the answer.
 * (The directory's results are this key's one reader, so its leaving means nobody is waiting.)
 */
export function useDirectory(search: DirectorySearch, offset: number) {
  const read = directoryRead(search, offset);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useSWR(read.key, () =>
    withOneRetry(
      () => read.load(api),
      () => shown.current,
    ),
  );
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
