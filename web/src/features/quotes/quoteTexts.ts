import type { QuoteTimeline } from '../../entities/quote/quoteTimelines';

export type QuoteTimelineOptions = readonly QuoteTimeline[];

// The quote texts (docs/product/public-site.md §8, §9: replies are expected within 24 to 48 hours).
export const quoteTexts = {
  sentTitle: 'Quote Request Sent',
  sent: (tradesmanName: string, count = 1) =>
    `${tradesmanName} ${count > 1 ? 'have' : 'has'} your request. Most tradespeople reply within 24 to 48 hours.`,
  failedTitle: 'Quote Request Failed',
  failed: (reason: string) => `Could not submit quote request: ${reason}`,
  noReason: 'please try again in a moment',
} as const;
