import type { directoryQuoteTimelines, listingQuoteTimelines } from '../../../../schema/catalogues';

type QuoteTimeline =
  | (typeof directoryQuoteTimelines)[number]
  | (typeof listingQuoteTimelines)[number];

/** How each timeline reads (spec public-site §9 keeps the stored values short). */
export const timelineLabels: Record<QuoteTimeline, string> = {
  flexible: 'Flexible',
  week: 'Within a week',
  month: 'Within a month',
  researching: 'Just researching',
  asap: 'ASAP',
  '1-month': 'Within 1 month',
  '3-months': 'Within 3 months',
};

export type QuoteTimelineOptions = readonly QuoteTimeline[];

// The spec's quote texts (public-site §8 and §9: replies are expected within 24 to 48 hours).
export const quoteTexts = {
  sentTitle: 'Quote Request Sent',
  sent: (tradesmanName: string) =>
    `${tradesmanName} has your request. Most tradespeople reply within 24 to 48 hours.`,
  failedTitle: 'Quote Request Failed',
  failed: (reason: string) => `Could not submit quote request: ${reason}`,
  noReason: 'please try again in a moment',
} as const;
