// Business listings and the indexes the directory's orderings and service filters walk.
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { type ProfileService, profileServices, verificationStatuses } from '../catalogues';
import { billingCycles, planIds } from '../plans';
import { users } from './accounts';
import { createdAt, flag, oneOf, updatedAt } from './columns';

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
export const offersService = (services: AnySQLiteColumn, service: ProfileService) =>
  sql`instr(${services}, ${sql.raw(`'${JSON.stringify(service)}'`)}) > 0`;

/** A business listing; the owner's listing is the row whose ownerId is the user's id. */
export const tradesmen = sqliteTable(
  'tradesmen',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    services: text('services', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /**
     * Services beyond the Free plan's limit, hidden when a paid plan lapsed and put back by the next
     * paid plan (worker/services/listings/plans.ts).
     */
    hiddenServices: text('hidden_services', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default([]),
    location: text('location').notNull(),
    credentials: text('credentials', { mode: 'json' }).$type<string[]>().notNull().default([]),
    logoUrl: text('logo_url'),
    /**
     * The Verified badge, derived (docs/decisions/018-derived-verified-badge.md): the admin's
     * check (verification_status 'verified') AND current public liability insurance AND at least
     * one current scheme credential. Written only by worker/services/listings/verified-badge.ts in
     * the batch of each change that moves it, and by the hourly job when `verifiedUntil` passes.
     */
    isVerified: flag('is_verified', false),
    /**
     * When the badge lapses by itself: the earlier of the last current insurance's and the last
     * current scheme credential's expiry. Every read treats the badge as gone from then on, before
     * the hourly job clears `isVerified` (and so the rank tier). Null: no end (not derived yet).
     */
    verifiedUntil: integer('verified_until', { mode: 'timestamp_ms' }),
    verificationStatus: text('verification_status', { enum: verificationStatuses })
      .notNull()
      .default('pending'),
    verificationNotes: text('verification_notes'),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    completedJobs: integer('completed_jobs').notNull().default(0),
    /**
     * Share of requests answered within 48 hours, as a percentage; null shows as 'N/A' until there
     * is data (docs/decisions/012-reviews-and-derived-ratings.md). Derived from quote_requests by
     * worker/services/listings/trust.ts.
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
    /**
     * Set by registration until the owner proves the contact e-mail: the listing is private
     * (the hidden rank_tier) meanwhile. Every other listing (imported, created from the dashboard, older
     * ones) starts proven (docs/decisions/019-proven-e-mail-and-held-reviews.md).
     */
    emailProofPending: flag('email_proof_pending', false),
    featured: flag('featured', false),
    /** Null while featured means the badge is permanent. */
    featuredUntil: integer('featured_until', { mode: 'timestamp_ms' }),
    /**
     * The directory's standing, smaller first: live featured (−8…−1) before the rest (0…7), in each
     * verified before unverified, then the plan's place (Premium, Professional, Starter, Free); 8
     * hides a rejected listing or one whose e-mail is not proven yet. Written only by the triggers
     * of migration 0006_directory_search, as last redefined by 0019_plan_placement (on every insert
     * and every change of its inputs, with the clock of that moment), so no write path can forget
     * it; a badge or plan that ends between writes drops when the hourly job writes it
     * (docs/decisions/022-plan-placement-in-the-rank-tier.md). Stored so that
     * `ORDER BY rank_tier, …` is an index walk.
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
    index('tradesmen_verified_until_idx').on(table.verifiedUntil),
    // Bulk import skips a row whose name and e-mail match a listing; this finds candidates by e-mail.
    index('tradesmen_contact_email_idx').on(table.contactEmail),
    uniqueIndex('tradesmen_payment_intent_unique').on(table.paymentIntentId),
    index('tradesmen_subscription_idx').on(table.stripeSubscriptionId),
    check('tradesmen_status_check', oneOf('verification_status', verificationStatuses)),
    check('tradesmen_plan_check', oneOf('plan', planIds)),
    check('tradesmen_billing_check', oneOf('billing', billingCycles)),
  ],
);

/** A tradesmen row as drizzle reads it. */
export type TradesmanRow = typeof tradesmen.$inferSelect;

/**
 * A listing's gallery of photos of work (docs/product/business-side.md §10.9): shown while the plan
 * in force includes `gallery`, kept (hidden) when it does not. The keys are stored_objects keys,
 * each used once. Rows go with their listing.
 */
export const galleryPhotos = sqliteTable(
  'gallery_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull(),
    /** The browser-made thumbnail; null when the client sent none (the photo is shown instead). */
    thumbKey: text('thumb_key'),
    caption: text('caption').notNull().default(''),
    /** Display order, smaller first. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('gallery_photos_listing_idx').on(table.tradesmanId, table.position),
    uniqueIndex('gallery_photos_photo_unique').on(table.photoKey),
    uniqueIndex('gallery_photos_thumb_unique').on(table.thumbKey),
  ],
);

export type GalleryPhotoRow = typeof galleryPhotos.$inferSelect;
