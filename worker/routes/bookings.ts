// A booking after it is made (docs/product/business-side.md §10.5): the homeowner's mailed link
// shows it, confirms a held one and cancels; a signed-in homeowner lists theirs, and they or the
// trade cancel too.
import { Hono } from 'hono';
import * as v from 'valibot';
import { bookingMessages, bookingTokenRules, idField } from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { londonIso } from '../lib/london-time';
import { siteUrlFor } from '../lib/site-url';
import { allow, currentUser, resolveUser } from '../middleware/auth';
import { deliverSoon } from '../middleware/deliver-soon';
import { byAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import {
  cancelBooking,
  confirmBooking,
  findBooking,
  findBookingByToken,
  listHomeownerVisits,
} from '../services/bookings/bookings';
import { findListing } from '../services/listings/profile';

const bookingParam = validate('param', v.object({ id: idField(bookingMessages.notFound) }), 404);

export const bookingRoutes = new Hono<AppEnv>()
  .get('/', allow('resident'), async (c) =>
    c.json({ bookings: await listHomeownerVisits(c.var.db, currentUser(c).id, new Date()) }),
  )
  .get(
    '/link',
    validate('query', bookingTokenRules),
    rateLimit(rateRules.accountLink, byAddress),
    async (c) => {
      const booking = await findBookingByToken(c.var.db, c.req.valid('query').token);
      const listing = booking && (await findListing(c.var.db, booking.tradesmanId));
      if (!booking || !listing) fail(404, bookingMessages.linkInvalid);
      const now = new Date();
      const expired =
        booking.status === 'pending' && (booking.holdUntil?.getTime() ?? 0) <= now.getTime();
      if (expired) fail(410, bookingMessages.linkInvalid);
      return c.json({
        id: booking.id,
        status: booking.status,
        start: londonIso(booking.startsAt.getTime()),
        end: londonIso(booking.endsAt.getTime()),
        name: booking.name,
        tradesman: { id: listing.id, name: listing.name },
      });
    },
  )
  .post(
    '/confirm',
    validate('json', bookingTokenRules),
    rateLimit(rateRules.accountLink, byAddress),
    async (c) => {
      const { token } = c.req.valid('json');
      const booking = await findBookingByToken(c.var.db, token);
      const listing = booking && (await findListing(c.var.db, booking.tradesmanId));
      if (!booking || !listing) fail(404, bookingMessages.linkInvalid);
      if (booking.status !== 'confirmed') {
        await confirmBooking(c.var.db, listing, booking, {
          now: new Date(),
          siteUrl: siteUrlFor(c.env),
          token,
        });
        deliverSoon(c);
      }
      return c.json({ id: booking.id, status: 'confirmed' as const });
    },
  )
  .delete(
    '/:id',
    bookingParam,
    validate('query', bookingTokenRules),
    rateLimit(rateRules.accountLink, byAddress),
    async (c) => {
      const booking = await findBooking(c.var.db, c.req.valid('param').id);
      const listing = booking && (await findListing(c.var.db, booking.tradesmanId));
      if (!booking || !listing) fail(404, bookingMessages.notFound);
      const { token } = c.req.valid('query');
      const byLink = token !== '' && (await findBookingByToken(c.var.db, token))?.id === booking.id;
      const user = await resolveUser(c);
      const byTrade = user !== null && (user.role === 'admin' || listing.ownerId === user.id);
      const byHomeowner = byLink || (user !== null && booking.homeownerId === user.id);
      // Someone else's booking answers as if it did not exist: ids reveal nothing.
      if (!byTrade && !byHomeowner) fail(404, bookingMessages.notFound);
      await cancelBooking(
        c.var.db,
        listing,
        booking,
        byHomeowner ? 'homeowner' : 'trade',
        new Date(),
      );
      deliverSoon(c);
      return c.json({ success: true });
    },
  );
