// A write that changes what a public page shows names what it changed; once it has succeeded, the
// edge cache's copies of those addresses are deleted, so the next view is built fresh
// (docs/decisions/023-edge-cache.md). Searched lists (the directory, its count) are not purged:
// they catch up within their freshness.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { findOwnListing } from '../services/listings/profile';
import { purgeEdgeCache } from './edge-cache';

/** Every cached address showing a listing: its pages, API answer and badge, the featured row. */
const listingAddresses = (id: number) => [
  `/tradesman/${id}`,
  `/listing/${id}`,
  `/api/tradesmen/${id}`,
  `/api/tradesmen/${id}/badge.svg`,
  '/',
  '/api/featured-tradesmen',
];

/** Every cached address that shows an article: its page and answer, and the education list. */
const articleAddresses = (id: number) => [
  `/education/${id}`,
  `/api/articles/${id}`,
  '/education',
  '/api/articles',
];

function changed(c: Context<AppEnv>, addresses: string[]) {
  c.set('publicChanges', [...(c.get('publicChanges') ?? []), ...addresses]);
}

/** This request changes what the listing's public pages show. */
export const changesListing = (c: Context<AppEnv>, id: number) => changed(c, listingAddresses(id));

/** This request changes what the article's public pages show. */
export const changesArticle = (c: Context<AppEnv>, id: number) => changed(c, articleAddresses(id));

/** Purges what a successful write named, before it answers. */
export const purgesPublicChanges = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const addresses = c.get('publicChanges');
  if (addresses && c.res.status < 400) await purgeEdgeCache(c, addresses);
});

/**
 * A tradesperson's own writes (/api/tradesman: profile, gallery, availability, credentials, plan,
 * add-ons) change their listing's pages; it is looked up once the write has succeeded.
 */
export const changesOwnListing = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const user = c.get('user');
  if (c.req.method === 'GET' || c.res.status >= 400 || user?.role !== 'tradesperson') return;
  const listing = await findOwnListing(c.var.db, user.id);
  if (listing) changesListing(c, listing.id);
});
