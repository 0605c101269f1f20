import type { DirectorySort } from '#schema/catalogues';
import { ApiError } from '../../api/http';

// The directory's texts (docs/product/public-site.md §2.4, §8) in one place.
export const directoryTexts = {
  errorTitle: 'Unable to Load Directory',
  emptyTitle: 'No professionals found',
  emptyDescription:
    'Nothing in the directory matches this search. Clear the filters to see every professional, or refresh to check again.',
  didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
  pastLastPageTitle: (page: number) => `There is no page ${page}`,
  pastLastPage: (lastPage: number) =>
    lastPage === 1
      ? 'This search has one page of professionals.'
      : `This search has ${lastPage} pages of professionals.`,
  toLastPage: (lastPage: number) =>
    lastPage === 1 ? 'Back to the results' : `Go to page ${lastPage}`,
  postcodeFirst: (postcode: string, town: string) =>
    `Showing trades serving ${postcode} (${town}) first`,
  postcodeOutside: (postcode: string) =>
    `${postcode} is outside Hertfordshire; showing trades across the county`,
  howWeRank: 'How we rank',
  grantNote: (grant: string) =>
    `Showing MCS-certified heat pump installers who can apply for the ${grant} for you. Tick up to three to send them one request.`,
  allTrades: 'Show every trade',
} as const;

/**
 * The one sentence saying how the results are ordered, for each sort (docs/product/public-site.md
 * §10.1, §10.7; docs/decisions/022); /how-we-rank gives the whole order.
 */
export const orderSentences: Readonly<Record<DirectorySort, string>> = {
  'best-match':
    'Sorted by best match: a business that paid to be boosted in the area you searched first, then featured businesses (every paid plan includes the badge), then verified before unverified, then Premium, Professional, Starter and free plans in that order, then how well they match your search and their rating.',
  'highest-rated': 'Sorted by average rating, then number of reviews.',
  'most-reviewed': 'Sorted by number of reviews, then average rating.',
  newest: 'Sorted by the date businesses joined, newest first; nothing paid changes this order.',
};

/** docs/product/public-site.md §8: what went wrong with a directory search, in the user's words. */
export function directoryErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return 'Search failed - please check your connection and try again';
  }
  if (error.status === 404) return 'No tradesmen found matching your search criteria';
  if (error.status >= 500) return 'Server error - please try again in a moment';
  return `Search failed (${error.status}) - please try again`;
}
