import type { InferResponseType } from 'hono/client';
import type { api } from '../../api/client';

/** An entry of `GET /api/articles`: everything but the body text. */
export type ArticleSummary = InferResponseType<typeof api.articles.$get, 200>[number];

/** `GET /api/articles/{id}`: the whole article. */
export type Article = InferResponseType<(typeof api.articles)[':id']['$get'], 200>;

/**
 * Uploaded images are stored as /objects/... and served by the API under /api
 * (docs/product/public-site.md §3, §7).
 */
export function articleImageSource(imageUrl: string | null | undefined): string | undefined {
  if (!imageUrl) return undefined;
  return imageUrl.startsWith('/objects/') ? `/api${imageUrl}` : imageUrl;
}
