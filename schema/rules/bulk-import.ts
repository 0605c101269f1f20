// The bulk import's rules (docs/product/business-side.md §5 CSV import, §9 defaults). The browser
// reads the CSV with them; the server checks every row with them twice over the same steps: for the
// preview (a dry run) and for the import, so the preview shows exactly what the import will do.
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
  tooMany: `At most ${limits.bulkImportMaxRows.toLocaleString('en-GB')} tradesmen can be imported at once: please split the file`,
  rowNumbers: 'Each row needs its row number in the file, from 2 upwards and in order',
  name: 'Name is required',
  nameMarkup: 'Names cannot contain < or >',
  nameFormula: 'Names cannot start with =, +, -, @',
  duplicateExisting: 'A listing with this name and e-mail already exists',
  duplicateInFile: (row: number) => `Same name and e-mail as row ${row} of this file`,
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

/** The header is row 1 of the file, so its first data row is row 2, as a spreadsheet shows it. */
export const firstImportRow = 2;

/** One parsed CSV record as the import payload's item, with its row number in the file. */
export function importRowFromCsv(record: Record<string, string | undefined>, row: number) {
  return {
    row,
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

// Names show at once in the public directory and in the applications CSV staff open in a
// spreadsheet: markup and formula-looking text (CSV injection) are refused, not stored.
const importName = v.pipe(
  requiredText(importMessages.name),
  v.check((name) => !/[<>]/.test(name), importMessages.nameMarkup),
  v.check((name) => !/^[=+\-@]/.test(name), importMessages.nameFormula),
);

/**
 * One tradesman of an import. Fields of the payload of docs/product/business-side.md §7 that only a
 * payment or the featured screen may set (plan, billing, ownerId, featured, featuredUntil,
 * paymentIntentId, stripeCustomerId) are dropped, whatever they say: an import creates unowned,
 * unfeatured listings on the free plan, awaiting verification (a paid plan needs a subscription).
 * Descriptions and notes follow the multi-line text rules.
 */
export const importRowRules = v.object({
  name: importName,
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

const rowNumber = v.pipe(
  v.number(importMessages.rowNumbers),
  v.integer(importMessages.rowNumbers),
  v.minValue(firstImportRow, importMessages.rowNumbers),
);

/**
 * The import's request: every data row of the file with its row number (each row's fields are
 * checked one by one below, so a bad row is reported, not fatal), and `dryRun` for the preview.
 */
export const bulkImportRules = v.object({
  tradesmen: v.pipe(
    v.array(v.looseObject({ row: rowNumber }, importMessages.rowNumbers), importMessages.empty),
    v.minLength(1, importMessages.empty),
    v.maxLength(limits.bulkImportMaxRows, importMessages.tooMany),
    v.check(
      (items) => items.every((item, index) => item.row > (items[index - 1]?.row ?? 0)),
      importMessages.rowNumbers,
    ),
  ),
  /** Answer what the import would do, and write nothing (the preview). */
  dryRun: v.optional(v.boolean('dryRun must be true or false'), false),
});
export type ImportItems = v.InferOutput<typeof bulkImportRules>['tradesmen'];

/** A row not imported: its row number in the file, its name and why. */
export interface ImportRefusal {
  row: number;
  name: string;
  reason: string;
}

/** Two rows are the same listing when their names match ignoring case and their e-mails match. */
export const importKey = (name: string, email: string | null) =>
  `${name.toLowerCase()}|${email ?? ''}`;

/**
 * Sorts an import's rows: each by the row rule, then duplicates of an earlier row of the file.
 * Duplicates of listings already stored are the database's to find (same key, in the same step for
 * the preview and the import).
 */
export function checkImportRows(items: ImportItems) {
  const accepted: { row: number; data: ImportRow }[] = [];
  const refused: ImportRefusal[] = [];
  const firstRowOf = new Map<string, number>();
  let duplicatesInFile = 0;
  for (const { row, ...fields } of items) {
    const parsed = v.safeParse(importRowRules, fields);
    const name = typeof fields.name === 'string' ? fields.name.trim() : '';
    if (!parsed.success) {
      refused.push({ row, name, reason: parsed.issues[0].message });
      continue;
    }
    const key = importKey(parsed.output.name, parsed.output.contactEmail);
    const first = firstRowOf.get(key);
    if (first === undefined) {
      firstRowOf.set(key, row);
      accepted.push({ row, data: parsed.output });
    } else {
      duplicatesInFile += 1;
      refused.push({ row, name, reason: importMessages.duplicateInFile(first) });
    }
  }
  return { accepted, refused, invalid: refused.length - duplicatesInFile, duplicatesInFile };
}
