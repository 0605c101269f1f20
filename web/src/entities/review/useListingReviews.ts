import type { InferResponseType } from 'hono/client';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { api, unwrap } from '../../api/client';
import type { ApiClient, PageRead } from '../../api/pageRead';

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

/** The first page, as the infinite list's cache holds it (a list of pages). */
export const listingReviewsRead = (listingId: string): PageRead<ReviewPage[]> => ({
  cacheKey: unstable_serialize(pagesKey(listingId)),
  load: async (client) => [await loadPage(client, listingId, 1)],
});

/** A listing's reviews, newest first, one page more on each `loadMore`. */
export function useListingReviews(listingId: number | string) {
  const pages = useSWRInfinite(pagesKey(listingId), ([, id, , page]) => loadPage(api, id, page));
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
