// The audit trail's words in one place (issue 26): what each action, target and recorded field is
// called, and how a recorded value reads ('Role: Resident → Editor', dates as '7 Dec 2026',
// booleans as Yes/No), so the trail never shows an id or a raw field key.
import {
  type AuditAction,
  type ReviewRemovalReason,
  type Role,
  reviewRemovalReasonLabels,
  roleLabels,
  type VerificationStatus,
  verificationStatusLabels,
} from '#schema/catalogues';
import { findPlan } from '#schema/plans';
import { formatDate } from '../../../lib/formatDate';

export const actionLabels: Record<AuditAction, string> = {
  'user.created': 'User created',
  'user.updated': 'User edited',
  'user.role_changed': 'Role changed',
  'user.deleted': 'User deleted',
  'application.approved': 'Application approved',
  'application.rejected': 'Application rejected',
  'verification.updated': 'Verification status set',
  'document.reviewed': 'Document reviewed',
  'featured.set': 'Featured',
  'featured.removed': 'Featured removed',
  'import.run': 'Import run',
  'review.hidden': 'Review removed',
  'review.released': 'Review released',
  'review.reports_dismissed': 'Review reports dismissed',
  'credential.verified': 'Credential verified',
  'credential.rejected': 'Credential rejected',
  'credential.corrected': 'Credential corrected',
  'support.replied': 'Support request answered',
};

const targetLabels = {
  user: 'User',
  tradesman: 'Listing',
  document: 'Document',
  import: 'Import',
  review: 'Review',
  credential: 'Credential',
  support_request: 'Support request',
} as const;

export interface AuditTarget {
  targetType: keyof typeof targetLabels;
  targetName: string | null;
  targetDeleted: boolean;
}

/** 'Listing: Named Lofts', 'User: Lee Leaving (deleted)', 'Listing: deleted', 'Import'. */
export function targetLabel({ targetType, targetName, targetDeleted }: AuditTarget) {
  const kind = targetLabels[targetType];
  if (!targetDeleted) return targetName ? `${kind}: ${targetName}` : kind;
  return targetName ? `${kind}: ${targetName} (deleted)` : `${kind}: deleted`;
}

/** Each recorded field's name; null for context the target's name already gives. */
const fieldLabels: Record<string, string | null> = {
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  plan: 'Plan',
  isTradesman: 'Tradesperson',
  isVerified: 'Verified',
  isActive: 'Active',
  listingsDeleted: 'Listings deleted',
  quoteRequestsKept: 'Quote requests kept',
  verificationStatus: 'Verification',
  verificationNotes: 'Notes',
  featured: 'Featured',
  featuredUntil: 'Featured until',
  status: 'Status',
  reviewNotes: 'Note',
  tradesmanId: null,
  total: 'Rows',
  invalid: 'Invalid rows',
  duplicatesInFile: 'Duplicates in the file',
  created: 'Listings created',
  held: 'Held',
  heldReasons: 'Held because',
  public: 'Public',
  hidden: 'Removed',
  reason: 'Reason',
  message: 'Message',
  number: 'Number',
  scopes: 'Scopes',
  expiresOn: 'Expires',
  rejectionReason: 'Reason for rejecting',
  premium: 'Premium',
};

/** Values some fields hold as catalogue ids, in the product's words. */
const valueLabels: Record<string, (value: string) => string | undefined> = {
  role: (value) => roleLabels[value as Role],
  plan: (value) => findPlan(value)?.name,
  verificationStatus: (value) => verificationStatusLabels[value as VerificationStatus],
  reason: (value) => reviewRemovalReasonLabels[value as ReviewRemovalReason],
};

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z)?$/;
/** 'under_review' → 'Under review', 'duplicatesInFile' → 'Duplicates in file'. */
function sentenceCase(key: string) {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length ? value.map((item) => shown(field, item)).join(', ') : '—';
  if (typeof value !== 'string')
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (isoDate.test(value)) return formatDate(value);
  if (field === 'status') return sentenceCase(value);
  return valueLabels[field]?.(value) ?? value;
}

/**
 * What changed, field by field: 'Role: Resident → Editor'. A field recorded on one side only (a
 * deleted user's details, an import's counts) reads as 'Label: value'.
 */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const label = Object.hasOwn(fieldLabels, field) ? fieldLabels[field] : sentenceCase(field);
    if (!label) return [];
    const was = before && field in before ? shown(field, before[field]) : undefined;
    const is = after && field in after ? shown(field, after[field]) : undefined;
    if (was === is) return [];
    if (was === undefined || is === undefined) return [`${label}: ${was ?? is}`];
    return [`${label}: ${was} → ${is}`];
  });
}
