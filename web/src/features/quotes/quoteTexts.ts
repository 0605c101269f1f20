import type { QuoteTimeline } from '../../entities/quote/quoteTimelines';

export type QuoteTimelineOptions = readonly QuoteTimeline[];

// The quote texts (docs/product/public-site.md §8, §9: replies are expected within 24 to 48 hours).
export const quoteTexts = {
  pageTitle: (trades: number) => (trades > 1 ? 'Request Quotes' : 'Request a Quote'),
  pageIntro: (trades: number) =>
    trades > 1
      ? `Tell these ${trades} tradespeople about your project and how to reach you: one request, sent to these ${trades} only. It's free, with no obligation, and most reply within 24 to 48 hours.`
      : "Tell this tradesperson about your project and how to reach you. It's free, with no obligation, and most reply within 24 to 48 hours.",
  chooseAgain: (reason: string) =>
    `${reason}. Choose up to three in the directory with 'Add to my request'.`,
  sentTitle: 'Quote Request Sent',
  sent: (tradesmanName: string, count = 1) =>
    `${tradesmanName} ${count > 1 ? 'have' : 'has'} your request. Most tradespeople reply within 24 to 48 hours.`,
  failedTitle: 'Quote Request Failed',
  failed: (reason: string) => `Could not submit quote request: ${reason}`,
  noReason: 'please try again in a moment',
} as const;
