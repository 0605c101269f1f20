// Listing reads (directory search is in search/directory-search.ts). Every read treats an expired featuredUntil as not featured, whether or not the
// hourly job has cleared it yet.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { tradesmen } from '../../schema/tables';
import type { Database } from '../db';

type TradesmanRow = typeof tradesmen.$inferSelect;

const activeFeatured = (now: Date) =>
  sql<boolean>`(${tradesmen.featured} = 1 and (${tradesmen.featuredUntil} is null or ${tradesmen.featuredUntil} > ${now.getTime()}))`;

/** The public face of a listing: no payment ids, owner ids or verification notes. */
export function toPublicTradesman(row: TradesmanRow, now: Date) {
  const featuredNow =
    row.featured && (row.featuredUntil === null || row.featuredUntil.getTime() > now.getTime());
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    location: row.location,
    description: row.description,
    services: row.services,
    credentials: row.credentials,
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    isVerified: row.isVerified,
    featured: featuredNow,
    featuredUntil: featuredNow ? (row.featuredUntil?.toISOString() ?? null) : null,
    completedJobs: row.completedJobs,
    responseRate: row.responseRate,
    createdAt: row.createdAt.toISOString(),
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    businessAddress: row.businessAddress,
    yearsExperience: row.yearsExperience,
  };
}
export type PublicTradesman = ReturnType<typeof toPublicTradesman>;

/** One public listing; rejected listings are not public. */
export async function findPublicTradesman(db: Database, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(tradesmen)
    .where(and(eq(tradesmen.id, id), ne(tradesmen.verificationStatus, 'rejected')));
  return row ? toPublicTradesman(row, now) : null;
}

/** Listings with a live featured badge, verified first, then by rating. */
export async function listFeatured(db: Database, now: Date): Promise<PublicTradesman[]> {
  const rows = await db
    .select()
    .from(tradesmen)
    .where(and(activeFeatured(now), ne(tradesmen.verificationStatus, 'rejected')))
    .orderBy(desc(tradesmen.isVerified), desc(tradesmen.ratingAverage), asc(tradesmen.id))
    .limit(50);
  return rows.map((row) => toPublicTradesman(row, now));
}

/** A listing with every field, for its owner and admins. */
export async function findListing(db: Database, id: number) {
  const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, id));
  return row ?? null;
}
