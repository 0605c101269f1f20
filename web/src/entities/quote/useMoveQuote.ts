import type { KeyedMutator } from 'swr';
import type { QuoteStatus } from '#schema/catalogues';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { quoteRequestTexts } from './quoteRequestTexts';
import { quoteStatusLabels } from './quoteStatusTexts';
import type { TradesmanQuote } from './useTradesmanQuotes';

/**
 * Moves one request to a new status and puts the server's answer in the list. A refused move
 * (409: not allowed from here, or changed meanwhile) shows the server's reason and re-reads the list.
 */
export function useMoveQuote(quote: TradesmanQuote, mutateList: KeyedMutator<TradesmanQuote[]>) {
  return useApiAction(
    (status: QuoteStatus) =>
      api['quote-requests'][':id'].status.$patch({
        param: { id: String(quote.id) },
        json: { status },
      }),
    {
      onSuccess: async (updated) => {
        await mutateList((list) => list?.map((item) => (item.id === updated.id ? updated : item)), {
          revalidate: false,
        });
      },
      success: (_updated, status) => ({
        title: quoteRequestTexts.movedTitle,
        description: quoteRequestTexts.moved(quote.residentName, quoteStatusLabels[status]),
      }),
      failure: {
        title: quoteRequestTexts.moveFailedTitle,
        description: quoteRequestTexts.moveFailed,
      },
      onFailure: async ({ status }) => {
        if (status === 409) await mutateList();
      },
    },
  );
}
