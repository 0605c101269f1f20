import type { KeyedMutator } from 'swr';
import type { QuoteStatus } from '../../../../schema/catalogues';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { useSignOutOn401 } from '../../api/useSignOutOn401';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { useSingleFlight } from '../../lib/useSingleFlight';
import { quoteRequestTexts } from './dashboardTexts';
import { quoteStatusLabels } from './quoteStatusTexts';
import type { TradesmanQuote } from './useTradesmanQuotes';

/**
 * Moves one request to a new status and puts the server's answer in the list. A refused move
 * (409: not allowed from here, or changed meanwhile) shows the server's reason and re-reads the list.
 */
export function useMoveQuote(quote: TradesmanQuote, mutateList: KeyedMutator<TradesmanQuote[]>) {
  const signOutOn401 = useSignOutOn401();
  return useSingleFlight(async (status: QuoteStatus) => {
    try {
      const updated = await unwrap(
        api['quote-requests'][':id'].status.$patch({
          param: { id: String(quote.id) },
          json: { status },
        }),
      );
      await mutateList((list) => list?.map((item) => (item.id === updated.id ? updated : item)), {
        revalidate: false,
      });
      showToast({
        type: 'success',
        title: quoteRequestTexts.movedTitle,
        description: quoteRequestTexts.moved(quote.residentName, quoteStatusLabels[status]),
      });
    } catch (error) {
      if (signOutOn401(error)) return;
      showToast({
        type: 'error',
        title: quoteRequestTexts.moveFailedTitle,
        description: serverMessage(error) ?? quoteRequestTexts.moveFailed,
      });
      if (error instanceof ApiError && error.status === 409) await mutateList();
    }
  });
}
