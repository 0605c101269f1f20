// The signed-in trade's survey-visit availability and bookings (docs/product/business-side.md
// §10.5): publishing needs Direct booking on the plan in force (Professional and above); the
// bookings already made stay visible and cancellable whatever the plan.
import { type Context, Hono } from 'hono';
import { planIncludes } from '../../../schema/plans';
import { availabilityRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { planMessages } from '../../services/billing/plan-changes';
import {
  findAvailability,
  listUpcomingBookings,
  saveAvailability,
} from '../../services/bookings/bookings';
import { planInForce } from '../../services/listings/plans';
import { findOwnListing } from '../../services/listings/profile';

export const availabilityMessages = {
  notIncluded: 'Direct booking comes with the Professional plan. Upgrade to take bookings.',
} as const;

async function ownListing(c: Context<AppEnv>) {
  const listing = await findOwnListing(c.var.db, currentUser(c).id);
  if (!listing) fail(404, planMessages.noListing);
  return listing;
}

async function bookableListing(c: Context<AppEnv>) {
  const listing = await ownListing(c);
  if (!planIncludes(planInForce(listing, new Date()), 'direct-booking')) {
    fail(403, availabilityMessages.notIncluded);
  }
  return listing;
}

export const availabilityRoutes = new Hono<AppEnv>()
  .get('/availability', allow('tradesperson'), async (c) => {
    const listing = await bookableListing(c);
    return c.json({ availability: await findAvailability(c.var.db, listing.id) });
  })
  .put('/availability', allow('tradesperson'), validate('json', availabilityRules), async (c) => {
    const listing = await bookableListing(c);
    const input = c.req.valid('json');
    await saveAvailability(c.var.db, listing.id, input);
    return c.json({ availability: input });
  })
  .get('/bookings', allow('tradesperson'), async (c) => {
    const listing = await ownListing(c);
    return c.json({ bookings: await listUpcomingBookings(c.var.db, listing.id, new Date()) });
  });
