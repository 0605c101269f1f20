import { readPlaceText } from '../../lib/placeText';

/**
 * The directory URL for a search (docs/product/public-site.md §2.3: q and location); blank fields
 * are left out. Words and postcodes typed in the search go through as they are: the directory reads
 * a postcode or town among them. A place that is neither a listed area nor a postcode (a village,
 * say) joins the words for the same reason, rather than being refused.
 */
export function directorySearchPath(query: string, place: string): string {
  const params = new URLSearchParams();
  const location = readPlaceText(place);
  const words = location === null ? `${query.trim()} ${place.trim()}` : query;
  if (words.trim()) params.set('q', words.trim());
  if (location && location !== 'all') params.set('location', location);
  const search = params.toString();
  return search ? `/directory?${search}` : '/directory';
}
