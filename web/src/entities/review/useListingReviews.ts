import type { InferResponseType } from 'hono/client';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { limits } from '#schema/limits';
import { api, unwrap } from '../../api/client';
import type { ApiClient, PageRead } from '../../api/pageRead';
import { countInAddress } from '../../lib/addressCount';

const listingReviews = api.tradesmen[':id'].reviews;

/** One page of GET /api/tradesmen/:id/reviews: ratings, the 5★…1★ breakdown and the reviews. */
export type ReviewPage = InferResponseType<typeof listingReviews.$get, 200>;
/** A review as visitors see it: the homeowner's words, or only the moderators' line. */
export type PublicReview = ReviewPage['reviews'][number];

/** The SWR key of a listing's review pages, so a change elsewhere can refresh them. */
export const reviewPagesKey = (listingId: number | string, page: number) =>
  ['/api/tradesmen', String(listingId), 'reviews', page] as const;

const pagesKey = (listingId: number | string) => (index: number, previous: ReviewPage | null) =>
  previous && !previous.hasMore ? null : reviewPagesKey(listingId, index + 1);

const loadPage = (client: ApiClient, id: string, page: number) =>
  unwrap(client.tradesmen[':id'].reviews.$get({ param: { id }, query: { page: String(page) } }));

/**
 * How many pages of reviews a profile page's address shows (`?reviews=3`): its 'Load more' is a
 * link, so it works before the app has loaded. At most `limits.reviewPagesInAddress`.
 */
export const reviewPagesParam = 'reviews';

export const readReviewPages = (params: URLSearchParams): number =>
  Math.min(countInAddress(params, reviewPagesParam), limits.reviewPagesInAddress);

/** The address of the same page showing `pages` pages of reviews, opened at the review `at`. */
export function withReviewPages(params: URLSearchParams, pages: number, at: string): string {
  const next = new URLSearchParams(params);
  next.set(reviewPagesParam, String(Math.min(pages, limits.reviewPagesInAddress)));
  return `?${next}#${at}`;
}

/** The fragment that reaches one review. */
export const reviewAnchor = (reviewId: number) => `review-${reviewId}`;

/** The first `pages` pages, as the infinite list's cache holds them (a list of pages). */
export const listingReviewsRead = (listingId: string, pages = 1): PageRead<ReviewPage[]> => ({
  cacheKey: unstable_serialize(pagesKey(listingId)),
  load: async (client) => {
    const loaded = [await loadPage(client, listingId, 1)];
    while (loaded.length < pages && loaded.at(-1)?.hasMore) {
      loaded.push(await loadPage(client, listingId, loaded.length + 1));
    }
    return loaded;
  },
});

/** A listing's reviews, newest first, one page more on each `loadMore`, from `initialPages`. */
export function useListingReviews(listingId: number | string, initialPages = 1) {
  const pages = useSWRInfinite(pagesKey(listingId), ([, id, , page]) => loadPage(api, id, page), {
    initialSize: initialPages,
  });
  const { data, size, setSize, isLoading, isValidating } = pages;
  const last = data?.at(-1);
  return {
    ...pages,
    summary: data?.[0],
    reviews: data?.flatMap((page) => page.reviews) ?? [],
    hasMore: last?.hasMore ?? false,
    isLoadingMore: isValidating && !isLoading && size > (data?.length ?? 0),
    loadMore: () => setSize(size + 1),
  };
}
