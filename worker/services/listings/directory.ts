// Public listing reads (directory search is in ../search/directory-search.ts). Every read derives
// `featured` with featured.ts, so an expired badge or a lapsed plan is not featured whether or not
// the hourly job has written it yet. Writes
// to the tradesmen table are in the other files of this folder.
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import { type DocumentType, documentTypeLabels } from '../../../schema/catalogues';
import { hiddenRankTier, type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import { verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { homepageFeatureEnd } from '../billing/add-ons';
import {
  checkedCredentialsQuery,
  type PublicCredential,
  publicCredentials,
  publicCredentialsQuery,
} from '../verification/credentials';
import { featuredEndOf, featuredNow, featuredSourceOf } from './featured';
import { galleryRowsOf, galleryShown, toGalleryPhoto } from './gallery';
import { planInForce, servicesInForce } from './plans';
import { badgeShowsAt, badgeShowsSql, verificationGap } from './verified-badge';

/** "Usually replies within N hours", or null while there are too few answered requests. */
export function responseTimeText(hours: number | null): string | null {
  if (hours === null) return null;
  return `Usually replies within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * Whether a listing is public: not rejected and its contact e-mail proven. The stored rank_tier
 * says both (its triggers set the hidden tier), so every public read asks the same one question.
 */
export const listedPublicly = lt(tradesmen.rankTier, hiddenRankTier);

/**
 * The public face of a listing: no payment ids, owner ids or verification notes. `addOnUntil` is
 * its running homepage feature's end, read with the row (`homepageFeatureEnd`).
 */
export function toPublicTradesman(row: TradesmanRow, now: Date, addOnUntil: Date | null) {
  const featuredSource = featuredSourceOf(row, now, addOnUntil);
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    location: row.location,
    description: row.description,
    services: servicesInForce(row, now),
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    // Derived, and gone the moment its end passes (docs/product/business-side.md §10.2).
    isVerified: badgeShowsAt(row, now),
    // Public so that paid placement can be labelled where it shows (docs/product/public-site.md
    // §10.7): any paid plan ranks above Free.
    plan: planInForce(row, now),
    featured: featuredSource !== null,
    /** Why it is featured, for the badge's label: paid placement is labelled as paid (issue 25). */
    featuredSource,
    /** The end of the admin's badge or the bought feature; a plan's lasts as long as the plan. */
    featuredUntil: featuredEndOf(row, featuredSource, addOnUntil)?.toISOString() ?? null,
    completedJobs: row.completedJobs,
    responseRate: row.responseRate,
    responseHours: row.responseHours,
    responseTime: responseTimeText(row.responseHours),
    createdAt: row.createdAt.toISOString(),
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    businessAddress: row.businessAddress,
    yearsExperience: row.yearsExperience,
  };
}
export type PublicTradesman = ReturnType<typeof toPublicTradesman>;

/** One public listing; rejected and unproven listings are not public. */
export async function findPublicTradesman(db: Database, id: number, now: Date) {
  const [found] = await publicListing(db, id, now);
  return found ? toPublicTradesman(found.row, now, found.addOnUntil) : null;
}

/** The select of one public listing with its running homepage feature's end. */
const publicListing = (db: Database, id: number, now: Date) =>
  db
    .select({ row: tradesmen, addOnUntil: homepageFeatureEnd(now) })
    .from(tradesmen)
    .where(and(eq(tradesmen.id, id), listedPublicly));

export interface VerificationSummary {
  checks: { documentType: DocumentType; label: string; checkedAt: string }[];
}
/**
 * Optional in the type because the SPA shows directory rows (which lack them) as listings too.
 * `credentials`: the verified, current ones (docs/product/business-side.md §10.3);
 * `verificationLapse`: why a listing the admin approved shows no badge, e.g. "Verification lapsed:
 * insurance expired 3 March 2026" (§10.2), else null.
 */
export type PublicProfile = PublicTradesman & {
  verification?: VerificationSummary | null;
  credentials?: PublicCredential[];
  verificationLapse?: string | null;
  gallery?: ReturnType<typeof toGalleryPhoto>[];
};

/**
 * One public listing with what its Verified badge covered (the type and check date of each
 * accepted verification document, never the documents themselves) and its gallery. One round trip.
 */
export async function findPublicProfile(
  db: Database,
  id: number,
  now: Date,
): Promise<PublicProfile | null> {
  const [[found], documents, current, checked, photos] = await db.batch([
    publicListing(db, id, now),
    db
      .select({
        documentType: verificationDocuments.documentType,
        reviewedAt: verificationDocuments.reviewedAt,
        uploadedAt: verificationDocuments.uploadedAt,
      })
      .from(verificationDocuments)
      .where(
        and(
          eq(verificationDocuments.tradesmanId, id),
          eq(verificationDocuments.status, 'verified'),
        ),
      )
      .orderBy(asc(verificationDocuments.documentType), asc(verificationDocuments.id)),
    publicCredentialsQuery(db, id, now),
    checkedCredentialsQuery(db, id),
    galleryRowsOf(db, id),
  ]);
  if (!found) return null;
  const { row, addOnUntil } = found;
  const verified = badgeShowsAt(row, now);
  const checks = documents.map((document) => ({
    documentType: document.documentType,
    label: documentTypeLabels[document.documentType],
    checkedAt: (document.reviewedAt ?? document.uploadedAt).toISOString(),
  }));
  return {
    ...toPublicTradesman(row, now, addOnUntil),
    verification: verified ? { checks } : null,
    credentials: publicCredentials(current, now),
    verificationLapse:
      !verified && row.verificationStatus === 'verified' ? verificationGap(checked, now) : null,
    // Kept while the plan does not include it, and shown again on upgrade (§10.9).
    gallery: galleryShown(row, now) ? photos.map(toGalleryPhoto) : [],
  };
}

/** How many featured listings one answer holds: the home page shows a few of the first. */
const featuredListMax = 50;
const hourMs = 3_600_000;

/**
 * Listings featured now (an admin's badge, a bought homepage feature or a plan's), bought ones
 * first, then verified, then in an order that
 * changes every hour: with a badge on every paid plan there are more featured listings than the
 * home page's three places, and a fixed order (say by rating) would give those places to the same
 * few for good. The order holds within the hour, so cached answers agree.
 */
export async function listFeatured(db: Database, now: Date): Promise<PublicTradesman[]> {
  const hour = Math.floor(now.getTime() / hourMs);
  // A homepage feature bought as an add-on is a place on this list, so those come first.
  const addOnUntil = homepageFeatureEnd(now);
  const bought = sql`${addOnUntil} is not null`;
  const rows = await db
    .select({ row: tradesmen, addOnUntil })
    .from(tradesmen)
    .where(and(or(featuredNow(now), bought), listedPublicly))
    .orderBy(
      desc(bought),
      // The badge as it shows now, so a lapse within the hour does not keep a place verified.
      desc(badgeShowsSql(now)),
      sql`((${tradesmen.id} + ${hour}) * 2654435761) % 4294967296`,
      asc(tradesmen.id),
    )
    .limit(featuredListMax);
  return rows.map(({ row, addOnUntil: end }) => toPublicTradesman(row, now, end));
}
