// The Premium trade's dedicated support (docs/product/business-side.md §10.8).
import { Hono } from 'hono';
import { supportMessages, supportRequestRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { allow, currentUser } from '../../middleware/auth';
import { deliverSoon } from '../../middleware/deliver-soon';
import { bySignedInUser, rateLimit, rateRules } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { assertPlanIncludes } from '../../services/listings/plan-limits';
import { planInForce } from '../../services/listings/plans';
import { findOwnListing } from '../../services/listings/profile';
import { createSupportRequest, listOwnSupportRequests } from '../../services/support/requests';

/** The caller's listing, refused below Premium (the plan in force, a lapse counted). */
async function supportedListing(c: Parameters<typeof currentUser>[0], now: Date) {
  const listing = await findOwnListing(c.var.db, currentUser(c).id);
  if (!listing) fail(404, supportMessages.noListing);
  assertPlanIncludes(listing, 'dedicated-support', now, supportMessages.premiumOnly);
  return listing;
}

export const supportRoutes = new Hono<AppEnv>()
  .get('/support', allow('tradesperson'), async (c) => {
    const now = new Date();
    const listing = await supportedListing(c, now);
    return c.json({ requests: await listOwnSupportRequests(c.var.db, listing.id, now) });
  })
  .post(
    '/support',
    allow('tradesperson'),
    validate('json', supportRequestRules),
    rateLimit(rateRules.supportRequest, bySignedInUser),
    async (c) => {
      const now = new Date();
      const listing = await supportedListing(c, now);
      const request = await createSupportRequest(
        c.var.db,
        { user: currentUser(c), listing, plan: planInForce(listing, now) },
        c.req.valid('json'),
        now,
      );
      deliverSoon(c);
      return c.json({ request }, 201);
    },
  );
