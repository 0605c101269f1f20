import {
  type DirectorySort,
  directorySorts,
  type ServiceFilter,
  serviceFilters,
} from '#schema/catalogues';
import {
  type CredentialSchemeId,
  type CredentialScopeId,
  credentialSchemeIds,
  scopeIdsOf,
} from '#schema/credential-ids';
import {
  type ClaimableGrant,
  type ClaimableGrantMeasure,
  claimableGrantMeasures,
  claimableGrants,
} from '#schema/grant-questions';

import type { DirectoryView } from '../../entities/tradesman/directoryView';
import { countInAddress } from '../../lib/addressCount';
import { readPlaceText } from '../../lib/placeText';

/**
 * The directory's filters, read from the URL (docs/product/public-site.md §2.1, §2.4, §10.1: q,
 * location, service, sort).
 */
export interface DirectorySearch {
  query: string;
  /** 'all', a listed location, or a postcode in capitals ('AL1', 'SG1 2AB'). */
  location: string;
  service: ServiceFilter | 'all';
  sort: DirectorySort;
  /**
   * Only listings with a current verified credential of this scheme, and with a scope, covering
   * it (docs/product/business-side.md §10.3).
   */
  credential: CredentialSchemeId | 'all';
  scope: CredentialScopeId | 'all';
  /**
   * Trades who can claim this grant for this measure, from a grants result
   * (docs/product/public-site.md §10.9); null for every trade.
   */
  grant: { grant: ClaimableGrant; measure: ClaimableGrantMeasure | null } | null;
}

/** The directory's filters form, which the sort beside the results also belongs to. */
export const filtersFormId = 'directory-filters';

/** The URL parameter behind each filter. */
export const filterParams = {
  query: 'q',
  location: 'location',
  service: 'service',
  sort: 'sort',
  credential: 'credential',
} as const;
/** The scope rides with the credential filter: one select chooses both ('mcs/solar-pv'). */
const scopeParam = 'scope';
export type DirectoryFilter = keyof typeof filterParams;

/** The page of results, numbered from 1 across batches (`?page=20`), so any page has a link. */
const pageParam = 'page';

/** The page the address asks for; anything but a whole number from 1 is the first page. */
export const readDirectoryPage = (params: URLSearchParams): number =>
  countInAddress(params, pageParam);

/** The address of one page of the same search; the first page leaves its parameter out. */
export function withDirectoryPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(pageParam, String(page));
  else next.delete(pageParam);
  return next;
}

/**
 * The layout, in the address (`?view=cards`) so the layout switch is a pair of links the Worker
 * answers before the app has loaded; rows, the default, leave it out.
 */
export const viewParam = 'view';

/** The layout the address asks for: cards, or rows for anything else. */
export const readDirectoryView = (params: URLSearchParams): DirectoryView =>
  params.get(viewParam) === 'cards' ? 'cards' : 'list';

/** The address of the same search and page in another layout. */
export function withDirectoryView(params: URLSearchParams, view: DirectoryView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'cards') next.set(viewParam, view);
  else next.delete(viewParam);
  return next;
}

/** Links written with the API's own name for the search words are read too. */
const queryAlias = 'query';
export const defaultSort: DirectorySort = 'best-match';

const isService = (value: string | null): value is ServiceFilter =>
  serviceFilters.some((filter) => filter.value === value);
const isSort = (value: string | null): value is DirectorySort =>
  directorySorts.some((sort) => sort.value === value);
const isGrant = (value: string | null): value is ClaimableGrant =>
  (claimableGrants as readonly (string | null)[]).includes(value);
const isGrantMeasure = (value: string | null): value is ClaimableGrantMeasure =>
  (claimableGrantMeasures as readonly (string | null)[]).includes(value);

/** The grant filter's parameters: `grant=bus&measure=heat-pump`. */
export const grantParams = { grant: 'grant', measure: 'measure' } as const;

function readGrant(params: URLSearchParams): DirectorySearch['grant'] {
  const grant = params.get(grantParams.grant);
  const measure = params.get(grantParams.measure);
  return isGrant(grant) ? { grant, measure: isGrantMeasure(measure) ? measure : null } : null;
}

const isScheme = (value: string | null): value is CredentialSchemeId =>
  (credentialSchemeIds as readonly (string | null)[]).includes(value);

/** The credential filter's select value: the scheme, or 'scheme/scope'. */
export const credentialChoice = (search: DirectorySearch) =>
  search.credential === 'all'
    ? 'all'
    : search.scope === 'all'
      ? search.credential
      : `${search.credential}/${search.scope}`;

/** The search words as they stand in the URL, untrimmed. */
export const searchTextOf = (params: URLSearchParams) =>
  params.get(filterParams.query) ?? params.get(queryAlias) ?? '';

/** Unknown values mean 'all' (or best match); the search text is trimmed. */
export function readDirectorySearch(params: URLSearchParams): DirectorySearch {
  const service = params.get(filterParams.service);
  const sort = params.get(filterParams.sort);
  // The filters' GET form, sent before the app runs, names the scope with its scheme: 'mcs/solar-pv'.
  const [credential = null, scopeInChoice] = params.get(filterParams.credential)?.split('/') ?? [];
  const scope = params.get(scopeParam) ?? scopeInChoice ?? null;
  const scheme = isScheme(credential) ? credential : 'all';
  const knownScope =
    scheme === 'all' ? undefined : scopeIdsOf[scheme]?.find((option) => option === scope);
  return {
    query: searchTextOf(params).trim(),
    location: readPlaceText(params.get(filterParams.location) ?? '') ?? 'all',
    service: isService(service) ? service : 'all',
    sort: isSort(sort) ? sort : defaultSort,
    credential: scheme,
    scope: knownScope ?? 'all',
    grant: readGrant(params),
  };
}

/**
 * The URL with one filter changed, back on the first page (docs/product/public-site.md §4); a blank
 * search, 'all' or best match leaves its parameter out.
 */
export function withDirectoryFilter(
  params: URLSearchParams,
  filter: DirectoryFilter,
  value: string,
): URLSearchParams {
  const next = withDirectoryPage(params, 1);
  if (filter === 'query') next.delete(queryAlias);
  if (filter === 'credential') {
    const [scheme = 'all', scope] = value.split('/');
    next.delete(scopeParam);
    if (scope) next.set(scopeParam, scope);
    value = scheme;
  }
  if (value.trim() === '' || value === 'all' || (filter === 'sort' && value === defaultSort)) {
    next.delete(filterParams[filter]);
  } else next.set(filterParams[filter], value);
  return next;
}

/**
 * The search as the API takes it: 'all' and a blank search are left out
 * (docs/product/public-site.md §7).
 */
export function directoryQuery(search: DirectorySearch) {
  return {
    query: search.query || undefined,
    location: search.location === 'all' ? undefined : search.location,
    service: search.service === 'all' ? undefined : search.service,
    sort: search.sort,
    credential: search.credential === 'all' ? undefined : search.credential,
    scope: search.scope === 'all' ? undefined : search.scope,
    grant: search.grant?.grant,
    measure: search.grant?.measure ?? undefined,
  };
}

/** The URL without the grant filter: every trade again, from the first page. */
export function withoutGrant(params: URLSearchParams): URLSearchParams {
  const next = withDirectoryPage(params, 1);
  next.delete(grantParams.grant);
  next.delete(grantParams.measure);
  return next;
}

/** Identifies a search; a new one starts paging again from the first page and offset 0. */
export const directorySearchKey = (search: DirectorySearch) => JSON.stringify(search);
