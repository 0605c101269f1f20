import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { trackEvent } from '../../lib/analytics';
import type { quoteRequestBody } from './quoteForm';
import { quoteTexts } from './quoteTexts';

type QuoteRequestBody = ReturnType<typeof quoteRequestBody>;

/**
 * Sends a quote request once at a time (a double click sends one). A stored sign-in token goes with
 * it under the shared request rules, so a signed-in homeowner sees the request on their dashboard;
 * visitors have no token and send none (docs/product/public-site.md §6), so a 401 is a refusal like
 * any other. Success is toasted, recorded as a conversion and handed to `onSent`.
 */
export function useSendQuoteRequest(onSent: () => void) {
  return useApiAction((body: QuoteRequestBody) => api['quote-requests'].$post({ json: body }), {
    signOutOn401: false,
    success: (_sent, body) => ({
      title: quoteTexts.sentTitle,
      description: quoteTexts.sent(
        body.tradesmanName,
        'tradesmanIds' in body ? (body.tradesmanIds?.length ?? 1) : 1,
      ),
    }),
    onSuccess: (_sent, body) => {
      trackEvent('generate_lead', { category: 'conversion', label: body.tradesmanName });
      onSent();
    },
    failure: ({ message }) => ({
      title: quoteTexts.failedTitle,
      description: quoteTexts.failed(message ?? quoteTexts.noReason),
    }),
  });
}
