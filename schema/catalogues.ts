// Fixed catalogues (docs/product/public-site.md §9, docs/product/business-side.md §9). One place,
// imported by worker and web.

export const roles = ['admin', 'editor', 'tradesperson', 'resident'] as const;
export type Role = (typeof roles)[number];
/** How the admin screens name a role (user management, the audit trail). */
export const roleLabels: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  editor: 'Editor',
  tradesperson: 'Tradesperson',
  resident: 'Resident',
};
export const staffRoles: readonly Role[] = ['admin', 'editor'];

/**
 * Directory service filter (docs/product/public-site.md §9). The filter value matches listing
 * services by keyword.
 */
export const serviceFilters = [
  { value: 'Solar Installation', label: 'Solar Installation', keyword: 'solar' },
  { value: 'Heat Pump', label: 'Heat Pump', keyword: 'heat pump' },
  { value: 'Insulation', label: 'Insulation', keyword: 'insulation' },
  { value: 'Green Roofing', label: 'Green Roofing', keyword: 'green roof' },
] as const;
export type ServiceFilter = (typeof serviceFilters)[number]['value'];

/**
 * Orders of the directory (docs/product/public-site.md §10.1; issue 12); best match is the
 * product's order with relevance inside it.
 */
export const directorySorts = [
  { value: 'best-match', label: 'Best match' },
  { value: 'highest-rated', label: 'Highest rated' },
  { value: 'most-reviewed', label: 'Most reviewed' },
  { value: 'newest', label: 'Newest' },
] as const;
export type DirectorySort = (typeof directorySorts)[number]['value'];

export const locations = [
  'Hertfordshire',
  'Broxbourne',
  'North Hertfordshire',
  'East Hertfordshire',
  'St Albans',
  'Stevenage',
  'Watford',
  'Welwyn Hatfield',
  'Hertsmere',
  'Dacorum',
  'Three Rivers',
] as const;
export type Location = (typeof locations)[number];

export const profileServices = [
  'Solar Panel Installation',
  'Heat Pump Installation',
  'Wall/Loft Insulation',
  'Window Upgrades',
  'Draught Proofing',
  'Smart Thermostats',
  'Green Roofing',
  'Energy Efficiency Assessments',
  'EV Charging Installation',
  'Battery Storage Systems',
] as const;
export type ProfileService = (typeof profileServices)[number];

export const credentials = [
  'TrustMark Registered',
  'PAS 2030 Certified',
  'Gas Safe Register',
  'MCS Certified',
  'NICEIC Approved',
  'OFTEC Registered',
  'HETAS Approved',
  'Competent Person Scheme',
] as const;

export const articleCategories = [
  'Solar Energy',
  'Heat Pumps',
  'Insulation',
  'Green Building',
  'Retrofitting',
  'Energy Efficiency',
  'Sustainability',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export const featureDurations = [
  { days: 7, label: '1 Week' },
  { days: 14, label: '2 Weeks' },
  { days: 30, label: '1 Month' },
  { days: 60, label: '2 Months' },
  { days: 90, label: '3 Months' },
] as const;

export const propertySizes = ['1 bed', '2 bed', '3 bed', '4 bed+'] as const;
export const directoryQuoteTimelines = ['flexible', 'week', 'month', 'researching'] as const;
export const listingQuoteTimelines = ['asap', '1-month', '3-months', 'flexible'] as const;
export const quoteTimelines = [
  ...new Set([...directoryQuoteTimelines, ...listingQuoteTimelines]),
] as readonly string[];

export const quoteStatuses = [
  'pending',
  'contacted',
  'quoted',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** A survey-visit booking is held (awaiting its e-mail proof) or confirmed (business-side §10.5). */
export const bookingStatuses = ['pending', 'confirmed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The survey-visit lengths a trade may offer, in minutes (business-side §10.5). */
export const slotLengths = [30, 45, 60, 90, 120] as const;

/** The moves a tradesperson may make on a request (docs/product/public-site.md §10.4). */
export const quoteTransitions: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  pending: ['contacted', 'rejected', 'cancelled'],
  contacted: ['quoted', 'rejected', 'cancelled'],
  quoted: ['completed', 'rejected', 'cancelled'],
  completed: [],
  cancelled: [],
  rejected: [],
};

export const verificationStatuses = ['pending', 'under_review', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
/** How the admin screens name a verification status (the verification screens, the audit trail). */
export const verificationStatusLabels: Readonly<Record<VerificationStatus, string>> = {
  pending: 'Pending',
  under_review: 'Under Review',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const documentTypes = [
  'certificate',
  'insurance',
  'license',
  'qualification',
  'other',
] as const;
export type DocumentType = (typeof documentTypes)[number];
/** How a public profile names a checked document ("What Verified covered"). */
export const documentTypeLabels: Readonly<Record<DocumentType, string>> = {
  certificate: 'Trade certificate',
  insurance: 'Insurance',
  license: 'Licence',
  qualification: 'Qualification',
  other: 'Other document',
};
export const documentStatuses = ['uploaded', 'verified', 'rejected'] as const;

export const newsletterUserTypes = ['homeowner', 'tradesperson'] as const;

export const uploadPurposes = [
  'article-image',
  'listing-logo',
  'gallery-photo',
  'verification-document',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** What the audit trail records (one admin action each). */
export const auditActions = [
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.deleted',
  'application.approved',
  'application.rejected',
  'verification.updated',
  'document.reviewed',
  'featured.set',
  'featured.removed',
  'import.run',
  'review.hidden',
  'review.reports_dismissed',
  'credential.verified',
  'credential.rejected',
  'credential.corrected',
  'review.released',
  'support.replied',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A support request is open until an admin replies (docs/product/business-side.md §10.8). */
export const supportStatuses = ['open', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/**
 * Why a moderator removed a review (docs/product/public-site.md §10.6). The profile counts removals
 * by these reasons, and the review's place shows the label. A bad rating is never one of them.
 */
export const reviewRemovalReasons = [
  'linked-to-business',
  'not-a-customer',
  'personal-details',
  'abusive',
  'not-about-the-job',
  'spam',
] as const;
export type ReviewRemovalReason = (typeof reviewRemovalReasons)[number];
export const reviewRemovalReasonLabels: Readonly<Record<ReviewRemovalReason, string>> = {
  'linked-to-business': 'written by someone linked to the business',
  'not-a-customer': 'not written by a customer of this job',
  'personal-details': 'it shared personal details',
  abusive: 'abusive or discriminatory language',
  'not-about-the-job': 'not about the work done',
  spam: 'advertising or spam',
};
