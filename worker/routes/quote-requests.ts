import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  idField,
  type QuoteRequestInput,
  quoteRequestRules,
  quoteStatusRules,
  reviewMessages,
  reviewRules,
} from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { siteUrlFor } from '../lib/site-url';
import { allow, currentUser, forbidden, resolveUser } from '../middleware/auth';
import { deliverSoon } from '../middleware/deliver-soon';
import { byAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { findListing } from '../services/listings/profile';
import {
  createQuoteRequest,
  findQuote,
  listQuotesForTradesman,
  listRecentQuotes,
} from '../services/quotes/quotes';
import { changeQuoteStatus, withdrawQuote } from '../services/quotes/status';
import { createReview, toPublicReview } from '../services/reviews/reviews';

const quoteNotFound = 'Quote request not found';
const listingNotFound = 'Tradesman not found';

const quoteParam = validate('param', v.object({ id: idField(quoteNotFound) }), 404);

/** The request named in the path, or a 404. */
async function quoteOf(c: Context<AppEnv>, id: number) {
  const quote = await findQuote(c.var.db, id);
  if (!quote) fail(404, quoteNotFound);
  return quote;
}

/** Admins see every listing's requests; a tradesperson only their own listing's. */
function assertListingAccess(
  user: { id: number; role: string },
  listing: { ownerId: number | null },
) {
  if (user.role !== 'admin' && listing.ownerId !== user.id) fail(403, forbidden);
}

/** A request counts once per trade it reaches against the hourly cap (rateRules.quoteRequest). */
const tradesReached = (c: Context<AppEnv, string, { out: { json: QuoteRequestInput } }>) =>
  c.req.valid('json').tradesmanIds.length;

/**
 * Stores a checked request for each trade it names and mails them soon after the answer; this
 * route and the quote page's form (routes/posted-forms.ts) both send through it.
 */
export async function sendQuoteRequest(c: Context<AppEnv>, input: QuoteRequestInput) {
  // Visitors need no account; a signed-in homeowner's request shows on their dashboard.
  const user = await resolveUser(c);
  const send = await createQuoteRequest(c.var.db, input, user, new Date());
  deliverSoon(c, send.mailLeaseId);
  return send;
}

export const quoteRoutes = new Hono<AppEnv>()
  .post(
    '/',
    validate('json', quoteRequestRules),
    rateLimit(rateRules.quoteRequest, byAddress, tradesReached),
    async (c) => {
      const send = await sendQuoteRequest(c, c.req.valid('json'));
      // `ids` names every trade's request; the first's id, status and date stay for clients of
      // the single-trade answer (docs/product/public-site.md §10.10).
      const [first] = send.quotes;
      return c.json(
        {
          ids: send.quotes.map((quote) => quote.id),
          id: first?.id,
          status: first?.status,
          createdAt: first?.createdAt.toISOString(),
        },
        201,
      );
    },
  )
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
    quoteParam,
    validate('json', quoteStatusRules),
    async (c) => {
      const quote = await quoteOf(c, c.req.valid('param').id);
      const listing = quote.tradesmanId ? await findListing(c.var.db, quote.tradesmanId) : null;
      assertListingAccess(currentUser(c), listing ?? { ownerId: null });
      const moved = await changeQuoteStatus(c.var.db, quote, listing, c.req.valid('json').status, {
        now: new Date(),
        siteUrl: siteUrlFor(c.env),
      });
      return c.json(moved);
    },
  )
  .post('/:id/withdraw', allow('resident'), quoteParam, async (c) => {
    const quote = await quoteOf(c, c.req.valid('param').id);
    if (quote.homeownerId !== currentUser(c).id) fail(403, forbidden);
    const listing = quote.tradesmanId ? await findListing(c.var.db, quote.tradesmanId) : null;
    const withdrawn = await withdrawQuote(c.var.db, quote, listing, new Date());
    return c.json(withdrawn);
  })
  .post('/:id/review', allow('resident'), quoteParam, validate('json', reviewRules), async (c) => {
    const quote = await quoteOf(c, c.req.valid('param').id);
    const user = currentUser(c);
    const review = await createReview(c.var.db, quote, user.id, c.req.valid('json'), new Date());
    const held = review.heldAt !== null;
    const shown = toPublicReview({
      review,
      completedAt: quote.completedAt,
      authorName: user.name,
      authorProvenAt: user.emailProvenAt,
    });
    return c.json(
      { ...shown, held, message: held ? reviewMessages.held : reviewMessages.published },
      201,
    );
  });
