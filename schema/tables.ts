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
    /** Percentage; null shows as 'N/A' until there is data (DESIGN "Spec readings chosen"). */
    responseRate: integer('response_rate'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    businessAddress: text('business_address'),
    yearsExperience: integer('years_experience').notNull().default(0),
    plan: text('plan', { enum: planIds }).notNull().default('free'),
    billing: text('billing', { enum: billingCycles }).notNull().default('monthly'),
    paymentIntentId: text('payment_intent_id'),
    stripeCustomerId: text('stripe_customer_id'),
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
    uniqueIndex('tradesmen_payment_intent_unique').on(table.paymentIntentId),
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

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    index('reviews_tradesman_idx').on(table.tradesmanId),
    uniqueIndex('reviews_one_per_user').on(table.tradesmanId, table.userId),
    check('reviews_rating_check', sql.raw('"rating" between 1 and 5')),
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
    amountPence: integer('amount_pence').notNull(),
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
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_objects_owner_idx').on(table.ownerId),
    index('stored_objects_status_idx').on(table.status, table.createdAt),
  ],
);
