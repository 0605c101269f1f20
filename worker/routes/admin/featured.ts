import { Hono } from 'hono';
import * as v from 'valibot';
import { featureDurations } from '../../../schema/catalogues';
import { adminMessages, featuredRules, idField } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { setFeatured } from '../../services/listings/decisions';
import { findListing } from '../../services/listings/profile';
import { toApplication } from '../../services/verification/applications';

const dayMs = 24 * 60 * 60 * 1000;
const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function featuredMessage(name: string, duration: number | null | undefined, until: Date | null) {
  if (duration === undefined) return `${name} is no longer featured`;
  if (duration === null || !until) return `${name} is now featured permanently`;
  const label =
    featureDurations.find((choice) => choice.days === duration)?.label ?? `${duration} days`;
  return `${name} is now featured for ${label}, until ${ukDate.format(until)}`;
}

/**
 * PUT /api/admin/tradesmen/{id}/featured — badge on for a duration of
 * docs/product/business-side.md §9 or permanently, or off.
 */
export const featuredAdminRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .put(
    '/:id/featured',
    validate('param', v.object({ id: idField(adminMessages.applicationNotFound) }), 404),
    validate('json', featuredRules),
    async (c) => {
      const listing = await findListing(c.var.db, c.req.valid('param').id);
      if (!listing) fail(404, adminMessages.applicationNotFound);
      const body = c.req.valid('json');
      const duration = body.featured ? body.duration : undefined;
      const until =
        duration === undefined
          ? 'off'
          : duration === null
            ? null
            : new Date(Date.now() + duration * dayMs);
      const updated = await setFeatured(c.var.db, currentUser(c), listing, until);
      return c.json({
        message: featuredMessage(updated.name, duration, updated.featuredUntil),
        tradesman: toApplication(updated),
      });
    },
  );
