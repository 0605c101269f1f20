import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

/** A quote request as staff see it (docs/product/public-site.md §3). */
export type StaffQuote = InferResponseType<(typeof api)['quote-requests']['$get'], 200>[number];

/** The latest requests across every listing (the API answers the newest 50). */
export function useStaffQuotes() {
  return useSWR(['/api/quote-requests'], () => unwrap(api['quote-requests'].$get()));
}
