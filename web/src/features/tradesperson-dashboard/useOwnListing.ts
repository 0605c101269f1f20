import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

/** The public side of the tradesperson's listing: rating, reviews, completed jobs. */
export function useOwnListing(listingId: number | undefined) {
  const id = listingId === undefined ? undefined : String(listingId);
  // The same key as the listing's public page, so both share one read.
  return useSWR(id ? ['/api/tradesmen', id] : null, () =>
    unwrap(api.tradesmen[':id'].$get({ param: { id: id ?? '' } })),
  );
}
