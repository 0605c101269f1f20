import { locations } from '#schema/catalogues';
import { postcodeLike } from '#schema/rules';

/**
 * What a homeowner typed as the place to search: one of the directory's locations (any case), a
 * UK postcode whole or in part, normalised to capitals and one space ('al1  3ab' → 'AL1 3AB'),
 * 'all' when blank, or null when it is neither, since the API would refuse it.
 */
export function readPlaceText(text: string): string | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed === '' || typed.toLowerCase() === 'all') return 'all';
  const location = locations.find((name) => name.toLowerCase() === typed.toLowerCase());
  if (location) return location;
  return postcodeLike.test(typed) ? typed.toUpperCase() : null;
}
