// Marketing tools' public parts (docs/product/business-side.md §10.7): the embeddable badge and
// what the review-request link's page needs.
import { Hono } from 'hono';
import * as v from 'valibot';
import { idField } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { resolveUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { badgeSvg } from '../../services/listings/badge';
import { findPublicTradesman } from '../../services/listings/directory';
import { findListing } from '../../services/listings/profile';
import { reviewableRequestOf } from '../../services/reviews/reviews';
import { tradesmanNotFound } from './directory';

/** Five minutes fresh, then served stale for a day while one request refreshes it. */
export const badgeCacheControl = 'public, max-age=300, stale-while-revalidate=86400';

export const badgeRoutes = new Hono<AppEnv>()
  // Any id answers an image, a neutral one when there is no badge to show: a trade's page must
  // never show a broken image, whatever happened to the listing. Cached at the edge by its
  // Cache-Control (middleware/edge-cache.ts).
  .get('/:id{[0-9]+}/badge.svg', async (c) => {
    const id = Number(c.req.param('id'));
    const listing = Number.isSafeInteger(id) ? await findListing(c.var.db, id) : undefined;
    return new Response(badgeSvg(listing ?? null, new Date()), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': badgeCacheControl,
      },
    });
  })
  .get(
    '/:id/review-request',
    validate('param', v.object({ id: idField(tradesmanNotFound) }), 404),
    async (c) => {
      const now = new Date();
      const listing = await findPublicTradesman(c.var.db, c.req.valid('param').id, now);
      if (!listing) fail(404, tradesmanNotFound);
      const user = await resolveUser(c);
      const quoteId =
        user?.role === 'resident' ? await reviewableRequestOf(c.var.db, user.id, listing.id) : null;
      return c.json({
        listing: { id: listing.id, name: listing.name },
        signedInAs: user ? user.role : null,
        reviewableRequestId: quoteId,
      });
    },
  );
