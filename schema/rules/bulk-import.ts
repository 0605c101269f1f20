// The bulk import's rules (docs/product/business-side.md §5 CSV import, §9 defaults), shared by the
// browser's papaparse preview and the server, so both sides accept and refuse the same rows.
import * as v from 'valibot';
import { locations } from '../catalogues';
import { limits } from '../limits';
import {
  cutMultilineText,
  emailField,
  optionalMultilineText,
  optionalText,
  optionalUrl,
  requiredText,
  textList,
} from './fields';

export const importMessages = {
  empty: 'Please parse CSV data first',
  tooMany: `At most ${limits.bulkImportMaxRows.toLocaleString('en-GB')} tradesmen can be imported at once`,
  duplicateExisting: 'A listing with this name and e-mail already exists',
  duplicateInFile: (row: number) => `Same name and e-mail as row ${row} of this import`,
  email: 'E-mail is not a valid address',
  location: `Location must be one of: ${locations.join(', ')}`,
} as const;

export const importDefaults = {
  location: 'Hertfordshire',
  service: 'Energy Efficient Assessments for Retrofit',
  description: 'Environmental consultancy services',
} as const;

export const importCsvColumns = ['name', 'site.company_insights.description', 'email_2', 'phone'];
export const importCsvMessages = {
  tooShort: 'CSV must have at least a header row and one data row',
  missingColumns: `Required columns not found: ${importCsvColumns.join(', ')}`,
} as const;

/** One parsed CSV record as the import payload's item (the browser sends these). */
export function importRowFromCsv(record: Record<string, string | undefined>) {
  return {
    name: (record.name ?? '').trim(),
    description: (record['site.company_insights.description'] ?? '').trim(),
    contactEmail: (record.email_2 ?? '').trim(),
    contactPhone: (record.phone ?? '').trim(),
  };
}

const blankToDefault = (fallback: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string('Must be text')), ''),
    v.transform((value) => (value ?? '').trim().slice(0, max) || fallback),
  );

/**
 * One tradesman of an import. Fields of the payload of docs/product/business-side.md §7 that only a
 * payment or the featured screen may set (plan, billing, ownerId, featured, featuredUntil,
 * paymentIntentId, stripeCustomerId) are dropped, whatever they say: an import creates unowned,
 * unfeatured listings on the free plan, awaiting verification (a paid plan needs a subscription).
 * Descriptions and notes follow the multi-line text rules.
 */
export const importRowRules = v.object({
  name: requiredText('Name is required'),
  description: v.pipe(
    cutMultilineText(limits.bulkImportDescriptionMax),
    v.transform((description) => description || importDefaults.description),
  ),
  services: v.pipe(
    textList(),
    v.transform((list) => (list.length > 0 ? list : [importDefaults.service])),
  ),
  location: v.pipe(
    blankToDefault(importDefaults.location, limits.shortTextMax),
    v.picklist(locations, importMessages.location),
  ),
  credentials: textList(),
  contactEmail: v.pipe(
    v.optional(v.nullable(v.string(importMessages.email)), ''),
    v.transform((value) => (value ?? '').trim().toLowerCase()),
    v.check((value) => value === '' || v.is(emailField(''), value), importMessages.email),
    v.transform((value) => value || null),
  ),
  contactPhone: optionalText(40),
  logoUrl: optionalUrl('Logo must be a web address (https://...)'),
  verificationNotes: optionalMultilineText(limits.longTextMax),
});
export type ImportRow = v.InferOutput<typeof importRowRules>;

export const bulkImportRules = v.object({
  tradesmen: v.pipe(
    v.array(v.unknown(), importMessages.empty),
    v.minLength(1, importMessages.empty),
    v.maxLength(limits.bulkImportMaxRows, importMessages.tooMany),
  ),
});
