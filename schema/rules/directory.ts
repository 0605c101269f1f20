import * as v from 'valibot';
import { directorySorts, locations, serviceFilters } from '../catalogues';
import { credentialSchemeIds, credentialScopeIds } from '../credential-ids';
import { grantFilterRules } from './grants';

const serviceValues = serviceFilters.map((filter) => filter.value);
const sortValues = directorySorts.map((sort) => sort.value);
/** A UK postcode, whole or its first part ('AL1', 'al1 3', 'SG1 2AB'), accepted as a location. */
export const postcodeLike = /^[A-Za-z]{1,2}\d[A-Za-z\d]?(\s*\d[A-Za-z]{0,2})?$/;

/**
 * Query of GET /api/tradesmen. 'all' (or nothing) means no filter (docs/product/public-site.md §7);
 * `grant` and `measure` keep trades who can claim that grant for that measure (§10.9).
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
  /**
   * Only listings holding a current verified credential of this scheme, and with `scope`, covering
   * that scope (docs/product/business-side.md §10.3), e.g. credential=mcs&scope=air-source-heat-pump.
   */
  credential: v.optional(
    v.picklist(
      ['all', ...credentialSchemeIds],
      `Unknown credential. Choose one of: ${credentialSchemeIds.join(', ')}`,
    ),
    'all',
  ),
  scope: v.optional(
    v.picklist(
      ['all', ...credentialScopeIds],
      `Unknown scope. Choose one of: ${credentialScopeIds.join(', ')}`,
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
