// A listing's open survey-visit slots and booking one (docs/product/business-side.md §10.5).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  type BookingInput,
  bookingMessages,
  bookingRules,
  idField,
  slotQueryRules,
} from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { siteUrlFor } from '../../lib/site-url';
import { resolveUser } from '../../middleware/auth';
import { deliverSoon } from '../../middleware/deliver-soon';
import { bookingKeys, rateLimit, rateRules } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { createBooking, listOpenSlots } from '../../services/bookings/bookings';
import { findListing } from '../../services/listings/profile';
import { tradesmanNotFound } from './directory';

const listingParam = validate('param', v.object({ id: idField(tradesmanNotFound) }), 404);

async function publicListing(c: { var: AppEnv['Variables'] }, id: number) {
  const listing = await findListing(c.var.db, id);
  if (!listing || listing.verificationStatus === 'rejected') fail(404, tradesmanNotFound);
  return listing;
}

/**
 * Books a survey visit with a listing: held until the e-mailed link confirms it, or confirmed at
 * once for a signed-in homeowner booking under their own address. The API's route and the form a
 * profile page posts without its app (routes/posted-forms.ts) both book through this.
 */
export async function bookVisit(c: Context<AppEnv>, listingId: number, input: BookingInput) {
  const listing = await publicListing(c, listingId);
  const user = await resolveUser(c);
  const { booking, mailLeaseId } = await createBooking(c.var.db, listing, input, user, {
    now: new Date(),
    siteUrl: siteUrlFor(c.env),
  });
  deliverSoon(c, mailLeaseId);
  return booking;
}

export const bookingRoutes = new Hono<AppEnv>()
  .get('/:id/slots', listingParam, validate('query', slotQueryRules), async (c) => {
    const listing = await publicListing(c, c.req.valid('param').id);
    const answer = await listOpenSlots(c.var.db, listing, c.req.valid('query').from, new Date());
    if (!answer) fail(403, bookingMessages.notOffered);
    // Not cached: a slot booked a moment ago must disappear for the next visitor.
    return c.json(answer);
  })
  .post(
    '/:id/bookings',
    listingParam,
    validate('json', bookingRules),
    rateLimit(rateRules.booking, bookingKeys),
    async (c) => {
      const booking = await bookVisit(c, c.req.valid('param').id, c.req.valid('json'));
      return c.json(
        {
          id: booking.id,
          status: booking.status,
          start: c.req.valid('json').start,
          holdUntil: booking.holdUntil?.toISOString() ?? null,
        },
        201,
      );
    },
  );
