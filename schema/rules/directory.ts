import * as v from 'valibot';
import { directorySorts, locations, serviceFilters } from '../catalogues';
import { grantFilterRules } from './grants';

const serviceValues = serviceFilters.map((filter) => filter.value);
const sortValues = directorySorts.map((sort) => sort.value);
/** A UK postcode, whole or its first part ('AL1', 'al1 3', 'SG1 2AB'), accepted as a location. */
export const postcodeLike = /^[A-Za-z]{1,2}\d[A-Za-z\d]?(\s*\d[A-Za-z]{0,2})?$/;

/**
 * Query of GET /api/tradesmen. 'all' (or nothing) means no filter (docs/product/public-site.md §7);
 * `grant` and `measure` keep trades who can claim that grant for that measure (§10.8).
 */
export const directoryQueryRules = v.object({
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search is too long')), ''),
  location: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => (['all', ...locations] as string[]).includes(value) || postcodeLike.test(value),
        `Unknown location. Choose one of: ${locations.join(', ')}, or a postcode`,
      ),
    ),
    'all',
  ),
  service: v.optional(
    v.picklist(
      ['all', ...serviceValues],
      `Unknown service. Choose one of: ${serviceValues.join(', ')}`,
    ),
    'all',
  ),
  sort: v.optional(
    v.picklist(sortValues, `Unknown sort. Choose one of: ${sortValues.join(', ')}`),
    'best-match',
  ),
  ...grantFilterRules,
  offset: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'Offset must be a whole number of 0 or more'),
      v.transform(Number),
    ),
    '0',
  ),
});
export type DirectoryQuery = v.InferOutput<typeof directoryQueryRules>;
