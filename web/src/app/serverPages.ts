import { matchPath } from 'react-router-dom';
import type { PageRead } from '../api/pageRead';
import { listingReviewsRead } from '../entities/review/useListingReviews';
import { tradesmanRead } from '../entities/tradesman/useTradesman';
import { articleRead } from '../features/articles/useArticle';
import { articlesRead } from '../features/articles/useArticles';
import { readDirectorySearch } from '../features/directory/directoryParams';
import { directoryCountRead, directoryRead } from '../features/directory/useDirectory';
import { featuredRead } from '../features/home/useFeaturedProfessionals';

type Params = Record<string, string | undefined>;

const profileReads = (id = '') => [tradesmanRead(id), listingReviewsRead(id)];

/**
 * The public pages the Worker renders to HTML (DESIGN "Rendering"), each with the reads of its
 * first screen as a signed-out visitor sees it. Every other page is rendered in the browser.
 */
const serverPages: {
  path: string;
  reads: (params: Params, search: URLSearchParams) => PageRead<unknown>[];
}[] = [
  { path: '/', reads: () => [featuredRead] },
  {
    path: '/directory',
    reads: (_, search) => {
      const directorySearch = readDirectorySearch(search);
      return [directoryRead(directorySearch, 0), directoryCountRead(directorySearch)];
    },
  },
  { path: '/education', reads: () => [articlesRead('public')] },
  { path: '/education/:id', reads: ({ id = '' }) => [articleRead(id, 'public')] },
  { path: '/about', reads: () => [] },
  { path: '/tradesman/:tradesmanId', reads: ({ tradesmanId }) => profileReads(tradesmanId) },
  { path: '/listing/:id', reads: ({ id }) => profileReads(id) },
];

/** The reads of a server-rendered page at this address, or null when the browser renders it. */
export function serverPageReads(url: URL): PageRead<unknown>[] | null {
  for (const page of serverPages) {
    const match = matchPath(page.path, url.pathname);
    if (match) return page.reads(match.params, url.searchParams);
  }
  return null;
}
