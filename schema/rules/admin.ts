// Admin inputs: user list queries, document reviews and the audit filter (the bulk import's rules
// are in bulk-import.ts).
import * as v from 'valibot';
import { auditActions, roles } from '../catalogues';
import { limits } from '../limits';
import { exactObject, optionalMultilineText, picklistField } from './fields';

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
