// GET /api/plans: the plan catalogue the plan cards render (docs/product/business-side.md §9 and
// §10.9; issue 23), for clients other than our web app, which reads schema/plans.ts directly.
import { Hono } from 'hono';
import {
  billingCycles,
  cardFeaturesOf,
  planFeatures,
  planIncludes,
  plans,
  pricePence,
} from '../../schema/plans';
import type { AppEnv } from '../env';
import { publicCache } from '../lib/cache';

/** Each plan's prices in pence (as Stripe counts), per billing cycle: one rule on every screen. */
const catalogue = plans.map((plan) => ({
  id: plan.id,
  name: plan.name,
  prices: Object.fromEntries(
    billingCycles.map((billing) => [billing, pricePence(plan, billing)]),
  ) as Record<(typeof billingCycles)[number], number>,
  /** What this plan's card lists: what it adds to the plan below, as ids and labels. */
  features: cardFeaturesOf(plan.id).map((feature) => ({ id: feature.id, label: feature.label })),
  /** Every feature the plan includes (the ids the server's feature checks use). */
  includes: planFeatures
    .filter((feature) => planIncludes(plan.id, feature.id))
    .map((feature) => feature.id),
  serviceLimit: plan.serviceLimit,
}));

export const planCatalogueRoutes = new Hono<AppEnv>().get('/', (c) => {
  c.header('Cache-Control', publicCache);
  return c.json({ plans: catalogue, currency: 'gbp' });
});
