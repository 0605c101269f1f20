// Drizzle tables for every entity of both spec files. Timestamps are stored as epoch milliseconds.
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import {
  auditActions,
  billingCycles,
  documentStatuses,
  documentTypes,
  newsletterUserTypes,
  planIds,
  profileServices,
  quoteStatuses,
  roles,
  uploadPurposes,
  verificationStatuses,
} from './catalogues';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
const flag = (name: string, initial: boolean) =>
  integer(name, { mode: 'boolean' }).notNull().default(initial);
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);

/** Every sign-in: admins, editors, tradespeople (the spec's "tradesman account") and residents. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    role: text('role', { enum: roles }).notNull().default('resident'),
    passwordHash: text('password_hash').notNull(),
    isTradesman: flag('is_tradesman', false),
    isVerified: flag('is_verified', false),
    isActive: flag('is_active', true),
    isTemporaryPassword: flag('is_temporary_password', false),
    phone: text('phone'),
    address: text('address'),
    postcode: text('postcode'),
    profileImageUrl: text('profile_image_url'),
    lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(table.username),
    index('users_role_idx').on(table.role),
    check('users_role_check', oneOf('role', roles)),
  ],
);

/** A signed-in device; the JWT carries the id, so logout and deactivation revoke at once. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** rank_tier of a listing the directory never shows (rejected); every visible tier is below it. */
export const hiddenRankTier = 8;

const bestMatchOrder = (table: {
  rankTier: AnySQLiteColumn;
  ratingAverage: AnySQLiteColumn;
  ratingCount: AnySQLiteColumn;
  id: AnySQLiteColumn;
}) =>
  [
    table.rankTier,
    sql`${table.ratingAverage} desc`,
    sql`${table.ratingCount} desc`,
    table.id,
  ] as const;

const serviceSlug = (service: string) => service.toLowerCase().replace(/[^a-z]+/g, '_');

/**
 * Whether a listing's services (JSON text) include one catalogue service. The service is written
 * into the SQL as a literal (from the catalogue, never from a user), because SQLite uses a partial
 * index only when the query repeats the index's condition exactly.
 */
export const offersService = (
  services: AnySQLiteColumn,
  service: (typeof profileServices)[number],
) => sql`instr(${services}, ${sql.raw(`'${JSON.stringify(service)}'`)}) > 0`;

/**
 * Single-use links mailed to a user: a password reset (30 minutes) or the confirmation of a new
 * e-mail address (24 hours). Only the SHA-256 of the token is stored, so a copy of the database
 * cannot be used to reset anyone's password; `usedAt` is set by the one UPDATE that claims it.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'email-change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change moves the account to; null for a password reset. */
    newEmail: text('new_email'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
    check('account_tokens_purpose_check', oneOf('purpose', ['password-reset', 'email-change'])),
  ],
);

/** A business listing; the owner's listing is the row whose ownerId is the user's id. */
export const tradesmen = sqliteTable(
  'tradesmen',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    services: text('services', { mode: 'json' }).$type<string[]>().notNull().default([]),
    location: text('location').notNull(),
    credentials: text('credentials', { mode: 'json' }).$type<string[]>().notNull().default([]),
    logoUrl: text('logo_url'),
    isVerified: flag('is_verified', false),
    verificationStatus: text('verification_status', { enum: verificationStatuses })
      .notNull()
      .default('pending'),
    verificationNotes: text('verification_notes'),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    completedJobs: integer('completed_jobs').notNull().default(0),
    /**
     * Share of requests answered within 48 hours, as a percentage; null shows as 'N/A' until there
     * is data (DESIGN "Spec readings chosen"). Derived from quote_requests by services/listings.ts.
     */
    responseRate: integer('response_rate'),
    /** Median hours from request to the trade's first status change; null until 3 were answered. */
    responseHours: integer('response_hours'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    businessAddress: text('business_address'),
    yearsExperience: integer('years_experience').notNull().default(0),
    plan: text('plan', { enum: planIds }).notNull().default('free'),
    billing: text('billing', { enum: billingCycles }).notNull().default('monthly'),
    paymentIntentId: text('payment_intent_id'),
    stripeCustomerId: text('stripe_customer_id'),
    /** The plan's Stripe subscription; null on the free plan. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** End of the period paid for; the plan renews (or, when cancelling, ends) then. */
    paidUntil: integer('paid_until', { mode: 'timestamp_ms' }),
    /** The plan moves to free when the paid period ends (a downgrade or a cancellation). */
    cancelAtPeriodEnd: flag('cancel_at_period_end', false),
    /** A renewal payment failed: the dashboard shows a banner until a payment succeeds. */
    billingProblem: flag('billing_problem', false),
    featured: flag('featured', false),
    /** Null while featured means the badge is permanent. */
    featuredUntil: integer('featured_until', { mode: 'timestamp_ms' }),
    /**
     * The directory's standing, smaller first: live featured (0–3), then verified, then a paid plan
     * above free; 8 hides a rejected listing. Written only by the triggers of migration
     * 0002_directory_search (on every insert and every change of its inputs, with the clock of that
     * moment), so no write path can forget it; a badge that expires between writes drops a tier
     * when the hourly job clears it. Stored so that `ORDER BY rank_tier, …` is an index walk.
     */
    rankTier: integer('rank_tier').notNull().default(hiddenRankTier),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tradesmen_owner_idx').on(table.ownerId),
    // Each directory ordering has an index that serves it, alone or after the location filter.
    index('tradesmen_location_rank_idx').on(table.location, ...bestMatchOrder(table)),
    index('tradesmen_rank_idx').on(...bestMatchOrder(table)),
    // One partial ranking index per catalogue service: a service search walks only the firms
    // offering it, in order, and counts them (in a place too: location is carried) from the index.
    ...profileServices.map((service) =>
      index(`tradesmen_offers_${serviceSlug(service)}_idx`)
        .on(...bestMatchOrder(table), table.location)
        .where(offersService(table.services, service)),
    ),
    index('tradesmen_rated_idx').on(
      sql`${table.ratingAverage} desc`,
      sql`${table.ratingCount} desc`,
      table.rankTier,
      table.id,
    ),
    index('tradesmen_reviewed_idx').on(
      sql`${table.ratingCount} desc`,
      sql`${table.ratingAverage} desc`,
      table.rankTier,
      table.id,
    ),
    index('tradesmen_newest_idx').on(sql`${table.createdAt} desc`, sql`${table.id} desc`),
    index('tradesmen_verification_idx').on(table.verificationStatus, table.createdAt),
    index('tradesmen_featured_until_idx').on(table.featuredUntil),
    // Bulk import skips a row whose name and e-mail match a listing; this finds candidates by e-mail.
    index('tradesmen_contact_email_idx').on(table.contactEmail),
    uniqueIndex('tradesmen_payment_intent_unique').on(table.paymentIntentId),
    index('tradesmen_subscription_idx').on(table.stripeSubscriptionId),
    check('tradesmen_status_check', oneOf('verification_status', verificationStatuses)),
    check('tradesmen_plan_check', oneOf('plan', planIds)),
    check('tradesmen_billing_check', oneOf('billing', billingCycles)),
  ],
);

export const verificationDocuments = sqliteTable(
  'verification_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: documentTypes }).notNull(),
    documentName: text('document_name').notNull(),
    /** Object key in the private part of the bucket. */
    documentUrl: text('document_url').notNull(),
    status: text('status', { enum: documentStatuses }).notNull().default('uploaded'),
    reviewNotes: text('review_notes'),
    uploadedAt: integer('uploaded_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('verification_documents_tradesman_idx').on(table.tradesmanId),
    check('verification_documents_type_check', oneOf('document_type', documentTypes)),
    check('verification_documents_status_check', oneOf('status', documentStatuses)),
  ],
);

export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id').references(() => tradesmen.id, { onDelete: 'set null' }),
    homeownerId: integer('homeowner_id').references(() => users.id, { onDelete: 'set null' }),
    tradesmanName: text('tradesman_name').notNull(),
    propertySize: text('property_size').notNull(),
    timeline: text('timeline').notNull(),
    description: text('description').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerAddress: text('customer_address'),
    customerPostcode: text('customer_postcode'),
    status: text('status', { enum: quoteStatuses }).notNull().default('pending'),
    /** When the trade first moved the request out of pending: the basis of the response time. */
    firstRespondedAt: integer('first_responded_at', { mode: 'timestamp_ms' }),
    /** When the trade marked the job completed: the date a review's "Verified customer" line shows. */
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /** Set when the homeowner withdrew a pending request (status cancelled, never answered). */
    withdrawnAt: integer('withdrawn_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('quote_requests_tradesman_idx').on(table.tradesmanId, table.createdAt),
    index('quote_requests_homeowner_idx').on(table.homeownerId, table.createdAt),
    index('quote_requests_created_idx').on(table.createdAt),
    check('quote_requests_status_check', oneOf('status', quoteStatuses)),
  ],
);

/**
 * A homeowner's review of one completed quote request (DESIGN "Reviews"). A moderated review stays
 * as a row with its reason, so its removal is visible; it no longer counts in the listing's rating.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    homeownerId: integer('homeowner_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The day the work was done, as the homeowner gives it (YYYY-MM-DD). */
    workDate: text('work_date').notNull(),
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    hidden: flag('hidden', false),
    hiddenReason: text('hidden_reason'),
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_one_per_quote').on(table.quoteRequestId),
    index('reviews_tradesman_idx').on(table.tradesmanId, table.createdAt),
    index('reviews_homeowner_idx').on(table.homeownerId),
    check('reviews_rating_check', sql.raw('"rating" between 1 and 5')),
  ],
);

/** A signed-in user's report of a review; open until an admin hides the review or dismisses it. */
export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_reports_one_per_reporter').on(table.reviewId, table.reporterId),
    index('review_reports_open_idx').on(table.resolvedAt, table.createdAt),
  ],
);

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    author: text('author').notNull().default('Admin User'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    readTime: text('read_time').notNull().default('5 mins read'),
    isPublished: flag('is_published', false),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('articles_published_idx').on(table.isPublished, table.createdAt),
    index('articles_category_idx').on(table.category),
  ],
);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    userType: text('user_type', { enum: newsletterUserTypes }).notNull(),
    isActive: flag('is_active', true),
    subscribedAt: integer('subscribed_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(table.email),
    check('newsletter_subscribers_type_check', oneOf('user_type', newsletterUserTypes)),
  ],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Every card payment (or simulated one); a payment intent grants a plan once only. */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentIntentId: text('payment_intent_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tradesmanId: integer('tradesman_id').references(() => tradesmen.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['registration', 'upgrade'] }).notNull(),
    plan: text('plan', { enum: planIds }).notNull(),
    billing: text('billing', { enum: billingCycles }).notNull(),
    /** What the first invoice asked for (the catalogue price less any promotion code). */
    amountPence: integer('amount_pence').notNull(),
    /** The registration's contact e-mail; a payment registers that e-mail only. */
    email: text('email'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').notNull(),
    simulated: flag('simulated', false),
    /** Set when the payment has granted its plan, so it can never be used twice. */
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_intent_unique').on(table.paymentIntentId),
    index('payments_user_idx').on(table.userId),
    index('payments_subscription_idx').on(table.stripeSubscriptionId),
  ],
);

/** Stripe webhook events already handled (Stripe may deliver an event more than once). */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** A sender claims a row for a while (a lease); a crashed sender's rows come back when it ends. */
    leaseId: text('lease_id'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Fixed-window counters for rate limits, keyed like `login:ip:1.2.3.4`. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_window_idx').on(table.windowStart),
  ],
);

/** Files in R2: keys are made by the server, and an upload counts only once it is registered. */
export const storedObjects = sqliteTable(
  'stored_objects',
  {
    key: text('key').primaryKey(),
    purpose: text('purpose', { enum: uploadPurposes }).notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    fileName: text('file_name'),
    /**
     * `discarded`: its owner's account is gone; the row stays until the R2 object is deleted, so a
     * delete that fails half-way is finished by the hourly job (R2 is not part of the transaction).
     */
    status: text('status', { enum: ['pending', 'ready', 'discarded'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_objects_owner_idx').on(table.ownerId),
    index('stored_objects_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * One row per admin action, written in the same batch as the change it records. `before` and
 * `after` hold the changed fields as JSON and never a password, hash or token.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the record still says who acted after their account is deleted. */
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type', {
      enum: ['user', 'tradesman', 'document', 'import', 'review'],
    }).notNull(),
    targetId: integer('target_id'),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);
