// The Premium trade's marketing tools (docs/product/business-side.md §10.7): the addresses and the
// HTML snippet the Marketing tab, the QR code and the printable card use.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { escapeMarkup } from '../../lib/markup';
import { siteUrlFor } from '../../lib/site-url';
import { allow, currentUser } from '../../middleware/auth';
import { badgeClaim, badgeSize } from '../../services/listings/badge';
import { assertPlanIncludes } from '../../services/listings/plan-limits';
import { findOwnListing } from '../../services/listings/profile';
import { badgeShowsAt } from '../../services/listings/verified-badge';

export const marketingMessages = {
  premiumOnly: 'Marketing tools are part of the Premium plan. Upgrade to Premium to use them.',
  noListing: 'Create your business profile first.',
} as const;

export const marketingRoutes = new Hono<AppEnv>().get(
  '/marketing',
  allow('tradesperson'),
  async (c) => {
    const now = new Date();
    const listing = await findOwnListing(c.var.db, currentUser(c).id);
    if (!listing) fail(404, marketingMessages.noListing);
    assertPlanIncludes(listing, 'marketing-tools', now, marketingMessages.premiumOnly);
    const site = siteUrlFor(c.env);
    const profileUrl = `${site}/tradesman/${listing.id}`;
    const badgeUrl = `${site}/api/tradesmen/${listing.id}/badge.svg`;
    const alt = `${listing.name}: ${badgeClaim(badgeShowsAt(listing, now))}`;
    return c.json({
      reviewUrl: `${site}/review/${listing.id}`,
      profileUrl,
      badgeUrl,
      badgeSnippet: `<a href="${profileUrl}"><img src="${badgeUrl}" alt="${escapeMarkup(alt)}" width="${badgeSize.width}" height="${badgeSize.height}"></a>`,
    });
  },
);
