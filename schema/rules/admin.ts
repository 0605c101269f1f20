// Admin inputs: user list queries, document reviews, the audit filter and the bulk-import row
// (shared with the browser's papaparse preview, so both sides accept and refuse the same rows).
import * as v from 'valibot';
import { auditActions, locations, roles } from '../catalogues';
import { limits } from '../limits';
import {
  cutMultilineText,
  emailField,
  exactObject,
  optionalMultilineText,
  optionalText,
  optionalUrl,
  picklistField,
  requiredText,
  textList,
} from './fields';

export const adminMessages = {
  userCreated: 'User created successfully',
  userUpdated: (name: string) => `User "${name}" updated successfully`,
  roleUpdated: 'User role updated successfully',
  userDeleted: 'User deleted successfully',
  userNotFound: 'User not found',
  emailInUse: 'A user with this email already exists',
  selfDelete: 'You cannot delete your own account.',
  selfDemote: 'You cannot change your own role.',
  selfDeactivate: 'You cannot deactivate your own account.',
  lastAdmin: 'The last active admin cannot be removed, demoted or deactivated.',
  applicationNotFound: 'Tradesman not found',
  notPending: 'Only pending applications can be approved.',
  notRejectable: 'Only pending or rejected applications can be rejected.',
  documentNotFound: 'Document not found',
  documentStatus: 'Status must be verified or rejected',
  documentRejectionNotes: 'Please say what is wrong with this document.',
  importEmpty: 'Please parse CSV data first',
  importTooMany: `At most ${limits.bulkImportMaxRows.toLocaleString('en-GB')} tradesmen can be imported at once`,
  importDuplicateExisting: 'A listing with this name and e-mail already exists',
  importDuplicateInFile: (row: number) => `Same name and e-mail as row ${row} of this import`,
  importEmail: 'E-mail is not a valid address',
  importLocation: `Location must be one of: ${locations.join(', ')}`,
} as const;

const pageField = (max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'Page must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'Page must be 1 or more'),
      v.maxValue(max, `Must be at most ${max}`),
    ),
    fallback,
  );

/** GET /api/users: search by name or e-mail, role filter, pages (thousands of users). */
export const userListQueryRules = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search is too long')), ''),
  role: v.optional(v.picklist(['all', ...roles], 'Please choose a valid role'), 'all'),
  page: pageField(100_000, '1'),
  pageSize: pageField(200, '50'),
});
export type UserListQuery = v.InferOutput<typeof userListQueryRules>;

export const auditQueryRules = v.object({
  action: v.optional(v.picklist(['all', ...auditActions], 'Unknown action'), 'all'),
  page: pageField(100_000, '1'),
});

/** The verification and featured screens' list: status filter, name or location search, pages. */
export const applicationQueryRules = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search is too long')), ''),
  status: v.optional(
    v.picklist(
      ['all', 'unverified', 'pending', 'under_review', 'verified', 'rejected'],
      'Unknown status',
    ),
    'pending',
  ),
  /** The featured screen's lists: only badged listings ('yes') or only the others ('no'). */
  featured: v.optional(v.picklist(['any', 'yes', 'no'], 'Unknown featured filter'), 'any'),
  page: pageField(100_000, '1'),
});

/** A verification document marked verified, or rejected with a note the applicant will read. */
export const documentReviewRules = v.pipe(
  exactObject({
    status: picklistField(['verified', 'rejected'], adminMessages.documentStatus),
    notes: optionalMultilineText(limits.longTextMax),
  }),
  v.forward(
    v.check(
      (review) => review.status === 'verified' || review.notes !== '',
      adminMessages.documentRejectionNotes,
    ),
    ['notes'],
  ),
);

// Bulk import (docs/product/business-side.md §5 CSV import, §9 defaults).
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
    v.picklist(locations, adminMessages.importLocation),
  ),
  credentials: textList(),
  contactEmail: v.pipe(
    v.optional(v.nullable(v.string(adminMessages.importEmail)), ''),
    v.transform((value) => (value ?? '').trim().toLowerCase()),
    v.check((value) => value === '' || v.is(emailField(''), value), adminMessages.importEmail),
    v.transform((value) => value || null),
  ),
  contactPhone: optionalText(40),
  logoUrl: optionalUrl('Logo must be a web address (https://...)'),
  verificationNotes: optionalMultilineText(limits.longTextMax),
});
export type ImportRow = v.InferOutput<typeof importRowRules>;

export const bulkImportRules = v.object({
  tradesmen: v.pipe(
    v.array(v.unknown(), adminMessages.importEmpty),
    v.minLength(1, adminMessages.importEmpty),
    v.maxLength(limits.bulkImportMaxRows, adminMessages.importTooMany),
  ),
});
