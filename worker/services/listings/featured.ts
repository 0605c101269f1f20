// Why a listing is featured now (docs/product/business-side.md §10.9; docs/decisions/011): an
// admin's badge while its period runs, or a paid plan whose features include `featured-badge`
// while that plan is in force (a lapsed plan is Free at once, before the hourly job writes it).
// One derivation for every read, in TypeScript for one row and in SQL for lists, with the source
// named so each place can label paid placement as paid. A homepage feature bought as an add-on
// is read with the row (billing/add-ons.ts `homepageFeatureEnd`) and passed in; it buys a place on
// the home page, not a ranking tier, so the stored rank_tier (by trigger: migration
// 0016_gallery_and_plan_badge; docs/decisions/020) follows only the admin's badge and the plan.
import { and, inArray, not, or, sql } from 'drizzle-orm';
import { planIncludes, plansWith } from '../../../schema/plans';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import { lapsedCondition, planInForce } from './plans';

export type FeaturedSource = 'plan' | 'add-on' | 'admin';

type FeaturedFields = Pick<
  TradesmanRow,
  'featured' | 'featuredUntil' | 'plan' | 'paidUntil' | 'cancelAtPeriodEnd'
>;

const adminBadgeLive = (row: FeaturedFields, now: Date) =>
  row.featured && (row.featuredUntil === null || row.featuredUntil.getTime() > now.getTime());

/**
 * The reason a listing is featured now, the team's choice first, then a homepage feature the
 * trade bought (ending at `homepageFeatureEnd`), then the plan; null when it is not featured.
 */
export function featuredSourceOf(
  row: FeaturedFields,
  now: Date,
  homepageFeatureEnd: Date | null,
): FeaturedSource | null {
  if (adminBadgeLive(row, now)) return 'admin';
  if (homepageFeatureEnd && homepageFeatureEnd.getTime() > now.getTime()) return 'add-on';
  if (planIncludes(planInForce(row, now), 'featured-badge')) return 'plan';
  return null;
}

/** When the featured badge ends: the admin's chosen end or the add-on's; a plan's lasts with it. */
export function featuredEndOf(
  row: FeaturedFields,
  source: FeaturedSource | null,
  homepageFeatureEnd: Date | null,
): Date | null {
  if (source === 'admin') return row.featuredUntil;
  if (source === 'add-on') return homepageFeatureEnd;
  return null;
}

/** SQL: an admin's badge is live at `now`. */
const adminBadgeLiveSql = (now: Date) =>
  sql<boolean>`(${tradesmen.featured} = 1 and (${tradesmen.featuredUntil} is null or ${tradesmen.featuredUntil} > ${now.getTime()}))`;

/** SQL: the listing is featured at `now`, for any reason (`featuredSourceOf` is not null). */
export const featuredNow = (now: Date) =>
  or(
    adminBadgeLiveSql(now),
    and(inArray(tradesmen.plan, plansWith('featured-badge')), not(lapsedCondition(now) ?? sql`0`)),
  );
