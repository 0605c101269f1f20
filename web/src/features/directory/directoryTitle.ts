import { serviceFilters } from '#schema/catalogues';
import type { DirectorySearch } from './directoryParams';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the directory shows, for the tab: 'Heat pump installers in Watford'. The search words name
 * the trade (else the service filter's keyword); the place is the area or postcode chosen, else
 * the whole county. A search that already says 'installer' is not told so twice.
 */
export function directoryTitle({ query, service, location }: DirectorySearch): string {
  const keyword = serviceFilters.find((filter) => filter.value === service)?.keyword;
  const trade = (query || keyword || 'retrofit').replace(/\s+installers?$/i, '');
  const place = location === 'all' ? 'Hertfordshire' : location;
  return `${sentenceCase(trade)} installers in ${place}`;
}
