import { unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { pageRead, usePageRead } from '../../api/pageRead';

/**
 * A listing's open survey-visit slots from a London day ('' for today); null when the listing
 * takes no bookings (403). Part of the profile page's first screen, so the section is in the
 * server-rendered page; a slot taken meanwhile is refused on booking (409) and the list re-read.
 */
export const slotsRead = (listingId: string, from: string) =>
  pageRead(['/api/tradesmen/slots', listingId, from], async (client) => {
    try {
      return await unwrap(
        client.tradesmen[':id'].slots.$get({
          param: { id: listingId },
          query: from ? { from } : {},
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return null;
      throw error;
    }
  });

export function useSlots(listingId: number, from: string) {
  return usePageRead(slotsRead(String(listingId), from));
}
