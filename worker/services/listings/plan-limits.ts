// What each plan allows, enforced by the server (the catalogue in schema/ says the numbers).
import { findPlan, type PlanFeatureId, planIncludes } from '../../../schema/plans';
import { serviceLimitMessage } from '../../../schema/rules';
import { fail } from '../../lib/errors';
import { planInForce } from './plans';

/** The free plan's service limit; paid plans have none. */
export function assertWithinServiceLimit(planId: string, services: readonly string[]) {
  const limit = findPlan(planId)?.serviceLimit;
  if (limit != null && services.length > limit) fail(400, serviceLimitMessage(limit));
}

/**
 * Refuses (403, with the feature's own message) a listing whose plan in force, a lapse counted,
 * lacks the feature: the one server-side gate of schema/plans.ts's features.
 */
export function assertPlanIncludes(
  listing: Parameters<typeof planInForce>[0],
  feature: PlanFeatureId,
  now: Date,
  message: string,
) {
  if (!planIncludes(planInForce(listing, now), feature)) fail(403, message);
}
