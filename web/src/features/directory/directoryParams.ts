import {
  type Location,
  locations,
  type ServiceFilter,
  serviceFilters,
} from '../../../../schema/catalogues';

export interface DirectorySearch {
  query: string;
  location: Location | 'all';
  service: ServiceFilter | 'all';
  offset: number;
}

const isLocation = (value: string | null): value is Location =>
  (locations as readonly (string | null)[]).includes(value);
const isService = (value: string | null): value is ServiceFilter =>
  serviceFilters.some((filter) => filter.value === value);

/** The directory search in the URL (q, location, service); unknown values mean 'all'. */
export function readDirectorySearch(params: URLSearchParams): DirectorySearch {
  const location = params.get('location');
  const service = params.get('service');
  return {
    query: params.get('q')?.trim() ?? '',
    location: isLocation(location) ? location : 'all',
    service: isService(service) ? service : 'all',
    offset: 0,
  };
}
