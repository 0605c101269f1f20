import { api, unwrap } from '../../api/client';
import { trackEvent } from '../../lib/analytics';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { useSingleFlight } from '../../lib/useSingleFlight';
import type { quoteRequestBody } from './quoteForm';
import { quoteTexts } from './quoteTexts';

type QuoteRequestBody = ReturnType<typeof quoteRequestBody>;

/**
 * Sends a quote request once at a time (a double click sends one). A stored sign-in token goes
 * with it under the shared request rules, so a signed-in homeowner sees the request on their
 * dashboard; visitors have no token and send none (spec §6). Success is toasted, recorded as a
 * conversion and handed to `onSent`; a refusal is toasted with the server's reason.
 */
export function useSendQuoteRequest(onSent: () => void) {
  return useSingleFlight(async (body: QuoteRequestBody) => {
    try {
      await unwrap(api['quote-requests'].$post({ json: body }));
    } catch (error) {
      showToast({
        type: 'error',
        title: quoteTexts.failedTitle,
        description: quoteTexts.failed(serverMessage(error) ?? quoteTexts.noReason),
      });
      return;
    }
    showToast({
      type: 'success',
      title: quoteTexts.sentTitle,
      description: quoteTexts.sent(body.tradesmanName),
    });
    trackEvent('generate_lead', { category: 'conversion', label: body.tradesmanName });
    onSent();
  });
}
