// The signed-in trade's Advanced analytics (docs/product/business-side.md §10.4), Professional and
// above on the plan in force.
import { Hono } from 'hono';
import { planIncludes } from '../../../schema/plans';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { allow, currentUser } from '../../middleware/auth';
import { weeklyAnalytics } from '../../services/analytics/weekly';
import { planMessages } from '../../services/billing/plan-changes';
import { planInForce } from '../../services/listings/plans';
import { findOwnListing } from '../../services/listings/profile';

export const analyticsMessages = {
  notIncluded: 'Advanced analytics come with the Professional plan. Upgrade to see them.',
} as const;

export const analyticsRoutes = new Hono<AppEnv>().get(
  '/analytics',
  allow('tradesperson'),
  async (c) => {
    const listing = await findOwnListing(c.var.db, currentUser(c).id);
    if (!listing) fail(404, planMessages.noListing);
    const now = new Date();
    if (!planIncludes(planInForce(listing, now), 'analytics')) {
      fail(403, analyticsMessages.notIncluded);
    }
    return c.json({ weeks: await weeklyAnalytics(c.var.db, listing.id, now) });
  },
);
