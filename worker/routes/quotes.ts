import { Hono } from 'hono';
import * as v from 'valibot';
import { idField, quoteRequestRules, quoteStatusRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { allow, currentUser, forbidden, resolveUser } from '../lib/auth';
import { deliverSoon } from '../lib/deliver-soon';
import { fail } from '../lib/errors';
import { clientAddress, consumeRateLimit, rateRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import {
  changeQuoteStatus,
  createQuoteRequest,
  findQuote,
  listQuotesForTradesman,
  listRecentQuotes,
} from '../services/quotes';
import { findListing } from '../services/tradesmen';
import type { UserRow } from '../services/users';

const quoteNotFound = 'Quote request not found';
const listingNotFound = 'Tradesman not found';

/** Admins see every listing's requests; a tradesperson only their own listing's. */
function assertListingAccess(user: UserRow, listing: { ownerId: number | null }) {
  if (user.role !== 'admin' && listing.ownerId !== user.id) fail(403, forbidden);
}

export const quoteRoutes = new Hono<AppEnv>()
  .post('/', validate('json', quoteRequestRules), async (c) => {
    await consumeRateLimit(
      c.var.db,
      rateRules.quoteRequest,
      [`ip:${clientAddress(c)}`],
      new Date(),
    );
    // Visitors need no account; a signed-in homeowner's request shows on their dashboard.
    const user = await resolveUser(c);
    const homeownerId = user?.role === 'resident' ? user.id : null;
    const quote = await createQuoteRequest(c.var.db, c.req.valid('json'), homeownerId);
    deliverSoon(c, quote.mailLeaseId);
    return c.json(
      { id: quote.id, status: quote.status, createdAt: quote.createdAt.toISOString() },
      201,
    );
  })
  .get('/', allow('admin', 'editor'), async (c) => c.json(await listRecentQuotes(c.var.db, 50)))
  .get(
    '/tradesman/:id',
    allow('admin', 'tradesperson'),
    validate('param', v.object({ id: idField(listingNotFound) }), 404),
    async (c) => {
      const listing = await findListing(c.var.db, c.req.valid('param').id);
      if (!listing) fail(404, listingNotFound);
      assertListingAccess(currentUser(c), listing);
      return c.json(await listQuotesForTradesman(c.var.db, listing.id));
    },
  )
  .patch(
    '/:id/status',
    allow('admin', 'tradesperson'),
    validate('param', v.object({ id: idField(quoteNotFound) }), 404),
    validate('json', quoteStatusRules),
    async (c) => {
      const quote = await findQuote(c.var.db, c.req.valid('param').id);
      if (!quote) fail(404, quoteNotFound);
      const listing = quote.tradesmanId ? await findListing(c.var.db, quote.tradesmanId) : null;
      assertListingAccess(currentUser(c), listing ?? { ownerId: null });
      return c.json(await changeQuoteStatus(c.var.db, quote, c.req.valid('json').status));
    },
  );
