import { type Location, locations, type ServiceFilter, serviceFilters } from '#schema/catalogues';

/** The directory's filters, read from the URL (spec public-site §2: q, location, service). */
export interface DirectorySearch {
  query: string;
  location: Location | 'all';
  service: ServiceFilter | 'all';
}

/** The URL parameter behind each filter. */
export const filterParams = { query: 'q', location: 'location', service: 'service' } as const;
export type DirectoryFilter = keyof typeof filterParams;

const isLocation = (value: string | null): value is Location =>
  (locations as readonly (string | null)[]).includes(value);
const isService = (value: string | null): value is ServiceFilter =>
  serviceFilters.some((filter) => filter.value === value);

/** Unknown values mean 'all'; the search text is trimmed. */
export function readDirectorySearch(params: URLSearchParams): DirectorySearch {
  const location = params.get(filterParams.location);
  const service = params.get(filterParams.service);
  return {
    query: params.get(filterParams.query)?.trim() ?? '',
    location: isLocation(location) ? location : 'all',
    service: isService(service) ? service : 'all',
  };
}

/** The URL with one filter changed; a blank search or 'all' leaves its parameter out. */
export function withDirectoryFilter(
  params: URLSearchParams,
  filter: DirectoryFilter,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '' || value === 'all') next.delete(filterParams[filter]);
  else next.set(filterParams[filter], value);
  return next;
}

/** The search as the API takes it: 'all' and a blank search are left out (spec §7). */
export function directoryQuery(search: DirectorySearch) {
  return {
    query: search.query || undefined,
    location: search.location === 'all' ? undefined : search.location,
    service: search.service === 'all' ? undefined : search.service,
  };
}

/** Identifies a search; a new one starts paging again from the first page and offset 0. */
export const directorySearchKey = (search: DirectorySearch) => JSON.stringify(search);
