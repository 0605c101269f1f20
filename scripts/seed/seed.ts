// Demo data for `npm run dev` (DESIGN "Seed"). Refuses production, leaves a database that already
// has users alone (so restarting keeps a person's data), and writes everything in one batch, so a
// failure leaves nothing half-written. The same `now` always gives the same rows.
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import * as tables from '../../schema/tables';
import { hashPassword } from '../../worker/lib/password';
import { buildQuotes, buildReviews, buildSubscribers } from './activity';
import { buildArticles } from './articles';
import { buildDocuments } from './documents';
import { buildListings, isFeaturedNow } from './listings';
import { buildUsers, devPassword, ownerIdsByBusiness } from './people';

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
  articles: number;
  drafts: number;
  quotes: number;
  reviews: number;
  subscribers: number;
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
  const articles = buildArticles(now);
  const quotes = buildQuotes(listings, now);
  const reviews = buildReviews(listings, now);
  const subscribers = buildSubscribers(now);

  await db.batch([
    db.insert(tables.users).values(users),
    db.insert(tables.tradesmen).values(listingRows),
    db.insert(tables.verificationDocuments).values(documents),
    db.insert(tables.articles).values(articles),
    db.insert(tables.quoteRequests).values(quotes),
    db.insert(tables.reviews).values(reviews),
    db.insert(tables.newsletterSubscribers).values(subscribers),
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
    articles: articles.length,
    drafts: articles.filter((article) => !article.isPublished).length,
    quotes: quotes.length,
    reviews: reviews.length,
    subscribers: subscribers.length,
  };
}
