import { Hono } from 'hono';
import * as v from 'valibot';
import { limits } from '../../../schema/limits';
import { directoryQueryRules, idField, reviewPageRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { publicCache } from '../../lib/cache';
import { fail } from '../../lib/errors';
import { tallyAnswer } from '../../middleware/listing-tally';
import { validate } from '../../middleware/validate';
import { findPublicProfile } from '../../services/listings/directory';
import { listReviewsForListing } from '../../services/reviews/reviews';
import { countDirectory, searchDirectory } from '../../services/search/directory-search';

export const tradesmanNotFound = 'Tradesman not found';

const listingParam = validate('param', v.object({ id: idField(tradesmanNotFound) }), 404);

/** The public directory: search, its count, a listing and its reviews. */
export const directoryRoutes = new Hono<AppEnv>()
  .get('/', validate('query', directoryQueryRules), async (c) => {
    const now = new Date();
    const listings = await searchDirectory(
      c.var.db,
      c.req.valid('query'),
      limits.directoryBatchSize,
      now,
    );
    tallyAnswer(
      c,
      'impressions',
      listings.map((listing) => listing.id),
    );
    c.header('Cache-Control', publicCache);
    return c.json(listings);
  })
  .get('/count', validate('query', directoryQueryRules), async (c) => {
    c.header('Cache-Control', publicCache);
    return c.json(await countDirectory(c.var.db, c.req.valid('query'), new Date()));
  })
  .get('/:id', listingParam, async (c) => {
    const now = new Date();
    const listing = await findPublicProfile(c.var.db, c.req.valid('param').id, now);
    if (!listing) fail(404, tradesmanNotFound);
    tallyAnswer(c, 'views', [listing.id]);
    c.header('Cache-Control', publicCache);
    return c.json(listing);
  })
  .get('/:id/reviews', listingParam, validate('query', reviewPageRules), async (c) => {
    const page = await listReviewsForListing(
      c.var.db,
      c.req.valid('param').id,
      c.req.valid('query').page,
    );
    if (!page) fail(404, tradesmanNotFound);
    // Not cached: a homeowner who just left a review must see it at once.
    return c.json(page);
  });
