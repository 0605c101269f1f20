// Demo data for `npm run dev` (docs/decisions/016-demo-seed.md). Refuses production, leaves a
// database that already has users alone (so restarting keeps a person's data), and writes
// everything in one batch, so a failure leaves nothing half-written. The same `now` always gives
// the same rows.
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import * as tables from '../../schema/tables';
import type { ReviewRow } from './activity';
import { addDays } from './random';

type ReportRow = typeof tables.reviewReports.$inferSelect;

import { hashPassword } from '../../worker/lib/password';
import { refreshQuoteFigures, refreshRatings } from '../../worker/services/listings/trust';
import { refreshVerifiedBadge } from '../../worker/services/listings/verified-badge';
import { buildQuotes, buildResidentReviews, buildSubscribers } from './activity';
import { buildArticles } from './articles';
import { buildAvailability } from './availability';
import { buildCredentials } from './credentials';
import { buildDocuments } from './documents';
import { buildListings, isFeaturedNow } from './listings';
import { buildUsers, devPassword, devUserIds, homeownerIds, ownerIdsByBusiness } from './people';
import { buildReviewedJobs } from './reviews';

export { type DevAccount, devAccounts, devPassword } from './people';

export interface SeedOptions {
  appEnv?: string;
  /** The moment the demo data is relative to; defaults to the current time. */
  now?: Date;
}

export interface SeedCounts {
  users: number;
  tradesmen: number;
  /** Featured right now: permanent, or with a featuredUntil still ahead. */
  featured: number;
  /** Still flagged featured, but featuredUntil has passed. */
  featuredExpired: number;
  verified: number;
  pending: number;
  underReview: number;
  rejected: number;
  documents: number;
  credentials: number;
  articles: number;
  drafts: number;
  quotes: number;
  reviews: number;
  reports: number;
  subscribers: number;
  /** Listings whose plan includes direct booking, with survey-visit hours published. */
  takingBookings: number;
}

/** Keeps each insert well under SQLite's limit on bound values per statement. */
function inChunks<Row>(rows: readonly Row[], size = 200): Row[][] {
  const chunks: Row[][] = [];
  for (let start = 0; start < rows.length; start += size)
    chunks.push(rows.slice(start, start + size));
  return chunks;
}

/**
 * Reports for the admin screen: the moderated review's report (closed when it was hidden) and an
 * open one on a poor review, which an admin may dismiss (a bad rating alone is no reason to hide).
 */
function buildReports(reviews: readonly ReviewRow[], now: Date): ReportRow[] {
  const moderated = reviews.find((review) => review.hidden);
  const poor = reviews.find((review) => !review.hidden && review.rating <= 2);
  return [
    ...(moderated
      ? [
          {
            id: 1,
            reviewId: moderated.id,
            reporterId: moderated.homeownerId === devUserIds.resident ? null : devUserIds.resident,
            reason: 'Names a member of staff and is abusive',
            resolvedAt: moderated.hiddenAt,
            createdAt: moderated.createdAt,
          },
        ]
      : []),
    ...(poor
      ? [
          {
            id: 2,
            reviewId: poor.id,
            reporterId: devUserIds.resident,
            reason: 'I do not think this is fair to the installer',
            resolvedAt: null,
            createdAt: addDays(now, -1),
          },
        ]
      : []),
  ];
}

export type SeedSummary = ({ seeded: true } & SeedCounts) | { seeded: false; reason: string };

export async function seedDatabase(
  db: LibSQLDatabase<typeof tables>,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  if (options.appEnv === 'production') {
    throw new Error(
      'Refusing to seed demo data: APP_ENV is production, and the seed creates accounts with a published password.',
    );
  }
  const existing = await db.select({ id: tables.users.id }).from(tables.users).limit(1);
  if (existing.length > 0) {
    return { seeded: false, reason: 'The users table already has rows; demo data was not added.' };
  }

  const now = options.now ?? new Date();
  const listings = buildListings(ownerIdsByBusiness(), now);
  const listingRows = listings.map(({ row }) => row);
  const users = buildUsers(listings, await hashPassword(devPassword), now);
  const documents = buildDocuments(listings);
  const credentialRows = buildCredentials(listings, documents, now);
  const articles = buildArticles(now);
  const handWritten = buildQuotes(listings, now);
  const homeowners = users.filter((user) => homeownerIds().includes(user.id));
  const jobs = buildReviewedJobs(
    listings,
    homeowners,
    {
      firstQuoteId: handWritten.length + 1,
      firstReviewId: 2,
      adminId: devUserIds.admin,
    },
    now,
  );
  const quotes = [...handWritten, ...jobs.quotes];
  const reviews = [...buildResidentReviews(handWritten), ...jobs.reviews];
  const reports = buildReports(reviews, now);
  const subscribers = buildSubscribers(now);
  const availability = buildAvailability(listings);

  await db.batch([
    db.insert(tables.users).values(users),
    db.insert(tables.tradesmen).values(listingRows),
    db.insert(tables.verificationDocuments).values(documents),
    db.insert(tables.credentials).values(credentialRows),
    db.insert(tables.articles).values(articles),
    ...inChunks(quotes).map((chunk) => db.insert(tables.quoteRequests).values(chunk)),
    ...inChunks(reviews).map((chunk) => db.insert(tables.reviews).values(chunk)),
    db.insert(tables.reviewReports).values(reports),
    db.insert(tables.newsletterSubscribers).values(subscribers),
    db.insert(tables.listingAvailability).values(availability),
    // The figures a listing shows are computed from the rows above, as the app computes them.
    ...listingRows.flatMap((row) => [
      refreshRatings(db, row.id),
      refreshQuoteFigures(db, row.id, now),
      // The Verified badge, derived from the credentials above as the app derives it.
      ...refreshVerifiedBadge(db, row.id, now),
    ]),
  ]);

  const withStatus = (status: string) =>
    listingRows.filter((row) => row.verificationStatus === status).length;
  const featuredNow = listingRows.filter((row) => isFeaturedNow(row, now)).length;
  return {
    seeded: true,
    users: users.length,
    tradesmen: listingRows.length,
    featured: featuredNow,
    featuredExpired: listingRows.filter((row) => row.featured).length - featuredNow,
    verified: withStatus('verified'),
    pending: withStatus('pending'),
    underReview: withStatus('under_review'),
    rejected: withStatus('rejected'),
    documents: documents.length,
    credentials: credentialRows.length,
    articles: articles.length,
    drafts: articles.filter((article) => !article.isPublished).length,
    quotes: quotes.length,
    reviews: reviews.length,
    reports: reports.length,
    subscribers: subscribers.length,
    takingBookings: availability.length,
  };
}
