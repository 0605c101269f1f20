// Directory search (docs/product/public-site.md §7, §10.1; issue 12): one SELECT per request. Words
// the trades vocabulary knows become catalogue services the firm must offer (a partial index per
// service serves them in ranking order); other words go to the FTS5 index and rank by bm25 within
// each tier. Best match is the product's order (live featured, verified, then the plan's place:
// Premium, Professional, Starter, Free, as the stored rank_tier; docs/decisions/022) with relevance
// inside it; a postcode or town ranks its own area first, then county-wide firms, then
// neighbouring areas, and leaves other areas out.
import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { type Location, type ProfileService, serviceFilters } from '../../../schema/catalogues';
import type { CredentialSchemeId } from '../../../schema/credential-schemes';
import type { ClaimableGrant, ClaimableGrantMeasure } from '../../../schema/grant-questions';
import { neighbouringLocations } from '../../../schema/postcode-districts';
import type { DirectoryQuery } from '../../../schema/rules';
import { hiddenRankTier, offersService, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { boostedIn, homepageFeatureEnd } from '../billing/add-ons';
import { type PublicTradesman, toPublicTradesman } from '../listings/directory';
import { canClaim } from '../listings/grant-claims';
import { holdsCurrentCredential } from '../verification/credentials';
import { matchExpression, relevanceWeights, tradesmenFts } from './fts';
import { suggestSearch } from './suggest';
import { type Postcode, readPostcodeField, readSearchTerms } from './terms';

const countyWide: Location = 'Hertfordshire';

interface SearchPlan {
  /** Catalogue services every result must offer: from the vocabulary and the service filter. */
  services: ProfileService[];
  /** FTS5 expression for the words the vocabulary does not know; they rank by relevance. */
  match: string | null;
  location: string | null;
  place: Location | null;
  postcode: Postcode | null;
  /** Only listings holding a current verified credential of this scheme (and scope). */
  credential: { scheme: CredentialSchemeId; scope: string | null; now: Date } | null;
  /** Trades who can claim this grant for this measure (docs/product/public-site.md §10.9). */
  grant: { grant: ClaimableGrant; measure: ClaimableGrantMeasure | 'all'; now: Date } | null;
}

/** The service filter's catalogue service, read through the same vocabulary as the search box. */
const filterService = (value: string) => {
  const filter = serviceFilters.find((candidate) => candidate.value === value);
  return filter ? readSearchTerms(filter.keyword).groups[0]?.services[0] : undefined;
};

function planSearch(query: DirectoryQuery, now: Date): SearchPlan {
  const terms = readSearchTerms(query.query);
  const fieldPostcode = query.location === 'all' ? null : readPostcodeField(query.location);
  const namedLocation = query.location !== 'all' && !fieldPostcode ? query.location : null;
  const services = new Set(terms.groups.flatMap((group) => group.services));
  const filtered = filterService(query.service);
  if (filtered) services.add(filtered);
  return {
    services: [...services],
    match: matchExpression(
      terms.groups.filter((group) => group.services.length === 0).flatMap((group) => group.words),
      terms.prefixWord,
    ),
    location: namedLocation,
    place: namedLocation ? null : (fieldPostcode?.location ?? terms.place),
    postcode: fieldPostcode ?? terms.postcode,
    credential:
      query.credential === 'all'
        ? null
        : { scheme: query.credential, scope: query.scope === 'all' ? null : query.scope, now },
    grant: query.grant === 'all' ? null : { grant: query.grant, measure: query.measure, now },
  };
}

const nearby = (place: Location) => [place, countyWide, ...neighbouringLocations[place]];

/** 0 for the place itself, 1 for firms covering the whole county, 2 for neighbouring areas. */
const nearness = (place: Location) =>
  sql`(case ${tradesmen.location} when ${place} then 0 when ${countyWide} then 1 else 2 end)`;

const relevance = sql<number>`bm25(${tradesmenFts}, ${sql.raw(relevanceWeights.join(', '))})`;

function filters(plan: SearchPlan): SQL | undefined {
  // With a service, its partial index (which carries location) is the fast road; a unary plus
  // keeps SQLite from taking the location index instead and reading every firm in the area.
  const location = sql`${sql.raw(plan.services.length > 0 ? '+' : '')}${tradesmen.location}`;
  return and(
    lt(tradesmen.rankTier, hiddenRankTier),
    plan.location ? eq(location, plan.location) : undefined,
    plan.place ? inArray(location, nearby(plan.place)) : undefined,
    ...plan.services.map((service) => offersService(tradesmen.services, service)),
    plan.credential
      ? holdsCurrentCredential(tradesmen.id, plan.credential, plan.credential.now)
      : undefined,
    plan.grant ? canClaim(plan.grant.grant, plan.grant.measure, plan.grant.now) : undefined,
    ...(plan.match
      ? [sql`${tradesmenFts} match ${plan.match}`, eq(tradesmen.id, tradesmenFts.rowid)]
      : []),
  );
}

type OrderKey = [SQL | AnySQLiteColumn, 'asc' | 'desc'];

function ordering(plan: SearchPlan, sort: DirectoryQuery['sort']): OrderKey[] {
  const { rankTier, ratingAverage, ratingCount, createdAt, id } = tradesmen;
  switch (sort) {
    case 'highest-rated':
      return [
        [ratingAverage, 'desc'],
        [ratingCount, 'desc'],
        [rankTier, 'asc'],
        [id, 'asc'],
      ];
    case 'most-reviewed':
      return [
        [ratingCount, 'desc'],
        [ratingAverage, 'desc'],
        [rankTier, 'asc'],
        [id, 'asc'],
      ];
    case 'newest':
      return [
        [createdAt, 'desc'],
        [id, 'desc'],
      ];
    default: {
      const area = boostArea(plan);
      return [
        // A lead boost (a paid add-on) puts the listing first for its own area, labelled boosted.
        ...(area ? [[boostedIn(area), 'desc'] as OrderKey] : []),
        ...(plan.place ? [[nearness(plan.place), 'asc'] as OrderKey] : []),
        [rankTier, 'asc'],
        ...(plan.match ? [[relevance, 'asc'] as OrderKey] : []),
        [ratingAverage, 'desc'],
        [ratingCount, 'desc'],
        [id, 'asc'],
      ];
    }
  }
}

/** The one search area a lead boost applies to: the named location, or the place searched. */
const boostArea = (plan: SearchPlan) => plan.location ?? plan.place;

const direction = ([key, way]: [SQL | AnySQLiteColumn | SQL.Aliased, 'asc' | 'desc']) =>
  way === 'asc' ? asc(key) : desc(key);

/**
 * Words the vocabulary does not know are rare (names, places, trade terms), so their matches drive
 * the query: FTS first, each match looked up by id (a cross join keeps SQLite from probing the
 * index once per listing instead). A dynamic drizzle query is a builder the join changes in place,
 * and the selected fields are fixed, so the type stays `Q`.
 */
function withMatches<Q extends SQLiteSelect>(query: Q, plan: SearchPlan): Q {
  if (plan.match) query.crossJoin(tradesmen);
  return query;
}

/**
 * The page is chosen from ids and sort keys alone (served by covering indexes where the order
 * allows), and only its 25 rows are read whole: sorting whole rows would read every candidate.
 */
export async function searchDirectory(
  db: Database,
  query: DirectoryQuery,
  limit: number,
  now: Date,
): Promise<(PublicTradesman & { boosted: boolean })[]> {
  const plan = planSearch(query, now);
  const keys = ordering(plan, query.sort);
  const keyFields = Object.fromEntries(
    keys.map(([key], index) => [`key${index}`, sql`${key}`.as(`key${index}`)]),
  );
  const page = withMatches(
    db
      .select({ pageId: tradesmen.id, ...keyFields })
      .from(plan.match ? tradesmenFts : tradesmen)
      .$dynamic(),
    plan,
  )
    .where(filters(plan))
    .orderBy(...keys.map(direction))
    .limit(limit)
    .offset(query.offset)
    .as('page');
  // The boost, when there is one, is the first sort key: read it back to label the card.
  const boosted =
    query.sort === 'best-match' && boostArea(plan) ? sql<number>`"page"."key0"` : sql<number>`0`;
  const rows = await db
    .select({ listing: tradesmen, boosted, addOnUntil: homepageFeatureEnd(now) })
    .from(page)
    .innerJoin(tradesmen, eq(tradesmen.id, page.pageId))
    .orderBy(...keys.map(([, way], index) => direction([sql.raw(`"page"."key${index}"`), way])));
  return rows.map(({ listing, boosted: boost, addOnUntil }) => ({
    ...toPublicTradesman(listing, now, addOnUntil),
    boosted: Boolean(boost),
  }));
}

export interface DirectoryCount {
  count: number;
  /** A close vocabulary term when nothing matched ('heatpump' → 'heat pump'), else null. */
  suggestion: string | null;
  /** The postcode district read from the search or location, e.g. 'AL1'; null when none. */
  postcode: string | null;
  /** The directory location that postcode falls in; null when none or outside the county. */
  postcodeLocation: Location | null;
  /** A postcode outside Hertfordshire was given: the results are county-wide. */
  postcodeOutsideArea: boolean;
}

export async function countDirectory(
  db: Database,
  query: DirectoryQuery,
  now: Date,
): Promise<DirectoryCount> {
  const plan = planSearch(query, now);
  const [row] = await withMatches(
    db
      .select({ total: count() })
      .from(plan.match ? tradesmenFts : tradesmen)
      .$dynamic(),
    plan,
  ).where(filters(plan));
  const total = row?.total ?? 0;
  return {
    count: total,
    suggestion: total === 0 && query.query ? suggestSearch(query.query) : null,
    postcode: plan.postcode?.district ?? null,
    postcodeLocation: plan.postcode?.location ?? null,
    postcodeOutsideArea: plan.postcode !== null && plan.postcode.location === null,
  };
}
