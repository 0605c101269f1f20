// Reviews as homeowners write them and visitors read them
// (docs/decisions/012-reviews-and-derived-ratings.md): one per completed quote request, the
// listing's rating recomputed in the same batch, one public reply by the trade. A review whose
// author is linked to the trade is held for a moderator first, whatever its rating
// (docs/decisions/019-proven-e-mail-and-held-reviews.md).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type ReviewRemovalReason, reviewRemovalReasonLabels } from '../../../schema/catalogues';
import {
  accountMessages,
  type ReviewInput,
  reviewLimits,
  reviewMessages,
  reviewTexts,
} from '../../../schema/rules';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import type { QuoteRow } from '../../../schema/tables/quotes';
import { quoteRequests } from '../../../schema/tables/quotes';
import { reviewReports, reviews } from '../../../schema/tables/reviews';
import type { Database } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { listedPublicly } from '../listings/directory';
import { refreshRatings } from '../listings/trust';
import { linksToTrade } from './links';

type ReviewRow = typeof reviews.$inferSelect;

export async function findReview(db: Database, id: number) {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, id));
  return review ?? null;
}

/** The homeowner's review of their own completed request; a second one is refused, even racing. */
export async function createReview(
  db: Database,
  quote: QuoteRow,
  homeownerId: number,
  input: ReviewInput,
  now: Date,
) {
  if (quote.homeownerId !== homeownerId) fail(403, reviewMessages.notYourRequest);
  if (quote.status !== 'completed') fail(409, reviewMessages.notCompleted);
  if (quote.tradesmanId === null) fail(409, reviewMessages.noListing);
  if (input.workDate < quote.createdAt.toISOString().slice(0, 10)) {
    fail(400, reviewMessages.workBeforeRequest);
  }
  const heldReasons = await linksToTrade(
    db,
    { ...quote, tradesmanId: quote.tradesmanId },
    homeownerId,
  );
  try {
    // 'completed' is final, so the status read above cannot change before this batch runs.
    const [[review]] = await db.batch([
      db
        .insert(reviews)
        .values({
          ...input,
          quoteRequestId: quote.id,
          tradesmanId: quote.tradesmanId,
          homeownerId,
          heldAt: heldReasons.length > 0 ? now : null,
          heldReasons,
          createdAt: now,
        })
        .returning(),
      refreshRatings(db, quote.tradesmanId),
    ]);
    if (!review) throw new Error('review insert returned nothing');
    return review;
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, reviewMessages.alreadyReviewed);
    throw error;
  }
}

/**
 * The homeowner's completed, not yet reviewed request to the listing, newest first: where a
 * review-request link sends them (docs/product/business-side.md §10.7). Null when there is none.
 */
export async function reviewableRequestOf(db: Database, homeownerId: number, listingId: number) {
  const [request] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .leftJoin(reviews, eq(reviews.quoteRequestId, quoteRequests.id))
    .where(
      and(
        eq(quoteRequests.homeownerId, homeownerId),
        eq(quoteRequests.tradesmanId, listingId),
        eq(quoteRequests.status, 'completed'),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(quoteRequests.completedAt), desc(quoteRequests.id))
    .limit(1);
  return request?.id ?? null;
}

/** The listing owner's one public reply, to a review that is public. */
export async function replyToReview(db: Database, review: ReviewRow, reply: string, now: Date) {
  if (review.hidden) fail(409, reviewMessages.removed);
  if (review.heldAt) fail(404, reviewMessages.notFound);
  const [updated] = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, review.id), isNull(reviews.reply)))
    .returning();
  if (!updated) fail(409, reviewMessages.alreadyReplied);
  return updated;
}

/**
 * A report for the moderators' queue; reporting the same review twice is harmless and adds
 * nothing. A report never hides or holds a review by itself: only a moderator's decision does, so
 * a trade cannot make a bad review disappear by reporting it.
 */
export async function reportReview(
  db: Database,
  reviewId: number,
  reporterId: number,
  reason: string,
) {
  await db
    .insert(reviewReports)
    .values({ reviewId, reporterId, reason })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] });
}

/** "Emma Clarke" → "Emma C.": enough to be a person, not enough to be found. */
export function shortName(name: string | null): string {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/);
  if (!first) return 'Homeowner';
  const initial = rest.at(-1)?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

interface ReviewWithContext {
  review: ReviewRow;
  completedAt: Date | null;
  authorName: string | null;
  /** When the author proved their e-mail; null means no "Verified customer" line. */
  authorProvenAt: Date | null;
}

/** What a visitor sees: a moderated review is only its moderation line (no rating, no text). */
export function toPublicReview({
  review,
  completedAt,
  authorName,
  authorProvenAt,
}: ReviewWithContext) {
  if (review.hidden) {
    return {
      id: review.id,
      hidden: true as const,
      moderationLine: reviewTexts.removed(review.hiddenReason ?? ''),
      createdAt: review.createdAt.toISOString(),
    };
  }
  const completed = completedAt ?? new Date(`${review.workDate}T12:00:00Z`);
  return {
    id: review.id,
    hidden: false as const,
    rating: review.rating,
    title: review.title,
    text: review.text,
    // No account behind the review any more: its author deleted it.
    authorName: authorName === null ? accountMessages.formerCustomer : shortName(authorName),
    workDate: review.workDate,
    completedAt: completed.toISOString(),
    // A customer of this job whose e-mail is proven; anyone else is just a customer.
    verifiedLine: authorProvenAt ? reviewTexts.verified(completed) : null,
    createdAt: review.createdAt.toISOString(),
    reply:
      review.reply && review.repliedAt
        ? { text: review.reply, repliedAt: review.repliedAt.toISOString() }
        : null,
  };
}
export type PublicReview = ReturnType<typeof toPublicReview>;

/** How many of a listing's reviews moderators removed, by reason, most first. */
function removalCounts(rows: { reason: ReviewRemovalReason | null; count: number }[]) {
  return rows
    .map((row) => ({
      reason: row.reason ?? 'other',
      label: row.reason ? reviewRemovalReasonLabels[row.reason] : reviewTexts.otherRemoval,
      count: row.count,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * One page of a listing's public reviews (held ones are not public yet), newest first, with the
 * breakdown and the removals by reason; one round trip.
 */
export async function listReviewsForListing(db: Database, tradesmanId: number, page: number) {
  const ofListing = and(eq(reviews.tradesmanId, tradesmanId), isNull(reviews.heldAt));
  const [listingRows, breakdownRows, totalRows, removalRows, pageRows] = await db.batch([
    db
      .select({ average: tradesmen.ratingAverage, count: tradesmen.ratingCount })
      .from(tradesmen)
      .where(and(eq(tradesmen.id, tradesmanId), listedPublicly)),
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(and(ofListing, eq(reviews.hidden, false)))
      .groupBy(reviews.rating),
    db
      .select({ total: count(), hidden: sql<number>`coalesce(sum(${reviews.hidden}), 0)` })
      .from(reviews)
      .where(ofListing),
    db
      .select({ reason: reviews.removalReason, count: count() })
      .from(reviews)
      .where(and(ofListing, eq(reviews.hidden, true)))
      .groupBy(reviews.removalReason),
    db
      .select({
        review: reviews,
        completedAt: quoteRequests.completedAt,
        authorName: users.name,
        authorProvenAt: users.emailProvenAt,
      })
      .from(reviews)
      .leftJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
      .leftJoin(users, eq(users.id, reviews.homeownerId))
      .where(ofListing)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(reviewLimits.pageSize)
      .offset((page - 1) * reviewLimits.pageSize),
  ]);
  const [ratings] = listingRows;
  if (!ratings) return null;
  const total = totalRows[0]?.total ?? 0;
  return {
    ratings,
    breakdown: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: breakdownRows.find((row) => row.rating === stars)?.count ?? 0,
    })),
    total,
    hiddenCount: Number(totalRows[0]?.hidden ?? 0),
    removedByReason: removalCounts(removalRows),
    page,
    pageSize: reviewLimits.pageSize,
    hasMore: page * reviewLimits.pageSize < total,
    reviews: pageRows.map(toPublicReview),
  };
}
