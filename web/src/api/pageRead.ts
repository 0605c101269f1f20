import type { Params } from 'react-router-dom';
import useSWR, { type SWRConfiguration, unstable_serialize } from 'swr';
import { api } from './client';

/** The typed API client; the browser's calls `/api`, the Worker's answers in-process. */
export type ApiClient = typeof api;

/**
 * One read a page makes on its first screen: its SWR cache key and how to make it with a given
 * client. The browser makes it with `api`; the Worker makes the same reads with an in-process
 * client to render the page with the answers inside, and hands them over so the browser does not
 * ask again.
 */
export interface PageRead<T> {
  /** The serialized SWR key (`unstable_serialize`, or its `swr/infinite` twin for paged reads). */
  cacheKey: string;
  load: (client: ApiClient) => Promise<T>;
}

/**
 * The reads of a page's first screen at an address, from its route's params and search: what the
 * Worker makes to render the page (a route table row's `server`).
 */
export type PageReads = (address: {
  params: Params;
  search: URLSearchParams;
}) => PageRead<unknown>[];

/** A plain read keyed like `useSWR(key, …)`. */
export function pageRead<T>(key: unknown[], load: (client: ApiClient) => Promise<T>) {
  return { key, cacheKey: unstable_serialize(key), load };
}

/** `useSWR` over a page read, made with the browser's client. */
export function usePageRead<T>(
  read: { key: unknown[]; load: (client: ApiClient) => Promise<T> } | null,
  config?: SWRConfiguration<T>,
) {
  return useSWR(read?.key ?? null, () => (read ? read.load(api) : Promise.reject()), config);
}
