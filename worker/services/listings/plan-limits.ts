// What each plan allows, enforced by the server (the catalogue in schema/ says the numbers).
import { findPlan } from '../../../schema/plans';
import { serviceLimitMessage } from '../../../schema/rules';
import { fail } from '../../lib/errors';

/** The free plan's service limit; paid plans have none. */
export function assertWithinServiceLimit(planId: string, services: readonly string[]) {
  const limit = findPlan(planId)?.serviceLimit;
  if (limit != null && services.length > limit) fail(400, serviceLimitMessage(limit));
}
