// Moderation of reported reviews: an admin hides a review with a reason that is shown in its
// place, or dismisses the reports. Nothing is deleted, so no removal is silent (CMA guidance).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { reviewReports, reviews, tradesmen, users } from '../../schema/tables';
import type { Database } from '../db';
import { fail } from '../lib/errors';
import { refreshRatings } from './listings';

export const moderationMessages = {
  alreadyHidden: 'This review is already hidden.',
} as const;

const reporters = alias(users, 'reporters');

/** Reviews with open reports, most recently reported first, each with its reports. */
export async function listReportedReviews(db: Database, limit = 500) {
  const rows = await db
    .select({
      review: reviews,
      tradesmanName: tradesmen.name,
      report: {
        id: reviewReports.id,
        reason: reviewReports.reason,
        createdAt: reviewReports.createdAt,
      },
      reporterName: reporters.name,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(tradesmen, eq(tradesmen.id, reviews.tradesmanId))
    .leftJoin(reporters, eq(reporters.id, reviewReports.reporterId))
    .where(isNull(reviewReports.resolvedAt))
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id))
    .limit(limit);
  const byReview = new Map<number, ReturnType<typeof reportedReview>>();
  for (const row of rows) {
    const entry = byReview.get(row.review.id) ?? reportedReview(row);
    entry.reports.push({
      id: row.report.id,
      reason: row.report.reason,
      reporterName: row.reporterName ?? 'Deleted user',
      createdAt: row.report.createdAt.toISOString(),
    });
    byReview.set(row.review.id, entry);
  }
  return [...byReview.values()];
}

function reportedReview({
  review,
  tradesmanName,
}: {
  review: typeof reviews.$inferSelect;
  tradesmanName: string;
}) {
  return {
    id: review.id,
    tradesmanId: review.tradesmanId,
    tradesmanName,
    rating: review.rating,
    title: review.title,
    text: review.text,
    reply: review.reply,
    hidden: review.hidden,
    createdAt: review.createdAt.toISOString(),
    reports: [] as { id: number; reason: string; reporterName: string; createdAt: string }[],
  };
}

/** Hides a review with its reason, closes its reports and recomputes the rating, all or none. */
export async function hideReview(
  db: Database,
  review: typeof reviews.$inferSelect,
  admin: { id: number },
  reason: string,
  now: Date,
) {
  const [hidden] = await db.batch([
    db
      .update(reviews)
      .set({ hidden: true, hiddenReason: reason, hiddenAt: now, hiddenBy: admin.id })
      .where(and(eq(reviews.id, review.id), eq(reviews.hidden, false)))
      .returning({ id: reviews.id }),
    db
      .update(reviewReports)
      .set({ resolvedAt: now })
      .where(and(eq(reviewReports.reviewId, review.id), isNull(reviewReports.resolvedAt))),
    refreshRatings(db, review.tradesmanId),
  ]);
  if (hidden.length === 0) fail(409, moderationMessages.alreadyHidden);
}

/** Keeps the review and closes its open reports; answers how many were closed. */
export async function dismissReports(db: Database, reviewId: number, now: Date) {
  const closed = await db
    .update(reviewReports)
    .set({ resolvedAt: now })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return closed.length;
}
