import type { directoryQuoteTimelines, listingQuoteTimelines } from '#schema/catalogues';

export type QuoteTimeline =
  | (typeof directoryQuoteTimelines)[number]
  | (typeof listingQuoteTimelines)[number];

/** How each timeline reads (docs/product/public-site.md §9 keeps the stored values short). */
export const timelineLabels: Record<QuoteTimeline, string> = {
  flexible: 'Flexible',
  week: 'Within a week',
  month: 'Within a month',
  researching: 'Just researching',
  asap: 'ASAP',
  '1-month': 'Within 1 month',
  '3-months': 'Within 3 months',
};
