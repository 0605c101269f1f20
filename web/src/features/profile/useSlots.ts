import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type SlotAnswer = InferResponseType<(typeof api.tradesmen)[':id']['slots']['$get'], 200>;

export const slotsKey = (listingId: number, from: string) => [
  '/api/tradesmen/slots',
  listingId,
  from,
];

/**
 * A listing's open survey-visit slots from a London day ('' for today). Read in the browser only:
 * slots change by the minute, so the server-rendered profile leaves them out.
 */
export function useSlots(listingId: number, from: string) {
  return useSWR(slotsKey(listingId, from), () =>
    unwrap(
      api.tradesmen[':id'].slots.$get({
        param: { id: String(listingId) },
        query: from ? { from } : {},
      }),
    ),
  );
}
