import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import { useSignOutOn401 } from '../../api/useSignOutOn401';

const tradesmanQuotes = api['quote-requests'].tradesman[':id'];

/** A quote request as the tradesperson it was sent to sees it (docs/product/public-site.md §3). */
export type TradesmanQuote = InferResponseType<typeof tradesmanQuotes.$get, 200>[number];

/** The requests sent to one listing, newest first; a 401 signs the user out. */
export function useTradesmanQuotes(listingId: number) {
  const signOutOn401 = useSignOutOn401();
  return useSWR(
    ['/api/quote-requests/tradesman', listingId],
    () => unwrap(tradesmanQuotes.$get({ param: { id: String(listingId) } })),
    { onError: signOutOn401 },
  );
}
