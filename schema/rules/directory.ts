import * as v from 'valibot';
import { locations, serviceFilters } from '../catalogues';

const serviceValues = serviceFilters.map((filter) => filter.value);

/** Query of GET /api/tradesmen. 'all' (or nothing) means no filter (spec §7). */
export const directoryQueryRules = v.object({
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search is too long')), ''),
  location: v.optional(
    v.picklist(['all', ...locations], `Unknown location. Choose one of: ${locations.join(', ')}`),
    'all',
  ),
  service: v.optional(
    v.picklist(
      ['all', ...serviceValues],
      `Unknown service. Choose one of: ${serviceValues.join(', ')}`,
    ),
    'all',
  ),
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
