// Moderation of reported reviews: an admin hides a review with a reason that is shown in its
// place, or dismisses the reports. Nothing is deleted, so no removal is silent (CMA guidance).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import { reviewReports, reviews } from '../../../schema/tables/reviews';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/log';
import { refreshRatings } from '../listings/trust';

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

const openReports = (reviewId: number) =>
  and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt));

/**
 * Hides a review with its reason, closes its reports and recomputes the rating, all or none, with
 * an audit row guarded by the hide's own condition: a repeat records nothing.
 */
export async function hideReview(
  db: Database,
  review: typeof reviews.$inferSelect,
  admin: Actor,
  reason: string,
  now: Date,
) {
  const visible = and(eq(reviews.id, review.id), eq(reviews.hidden, false));
  const [, hidden] = await db.batch([
    recordAudit(
      db,
      admin,
      {
        action: 'review.hidden',
        targetType: 'review',
        targetId: review.id,
        before: { hidden: false, tradesmanId: review.tradesmanId },
        after: { hidden: true, reason },
      },
      sql`exists (select 1 from ${reviews} where ${visible})`,
    ),
    db
      .update(reviews)
      .set({ hidden: true, hiddenReason: reason, hiddenAt: now, hiddenBy: admin.id })
      .where(visible)
      .returning({ id: reviews.id }),
    db.update(reviewReports).set({ resolvedAt: now }).where(openReports(review.id)),
    refreshRatings(db, review.tradesmanId),
  ]);
  if (hidden.length === 0) fail(409, moderationMessages.alreadyHidden);
}

/**
 * Keeps the review and closes its open reports; answers how many were closed. The audit row is
 * written only when there were open reports to close.
 */
export async function dismissReports(db: Database, admin: Actor, reviewId: number, now: Date) {
  const [, closed] = await db.batch([
    recordAudit(
      db,
      admin,
      {
        action: 'review.reports_dismissed',
        targetType: 'review',
        targetId: reviewId,
        after: sql`json_object('reportsDismissed', (select count(*) from ${reviewReports} where ${openReports(reviewId)}))`,
      },
      sql`exists (select 1 from ${reviewReports} where ${openReports(reviewId)})`,
    ),
    db
      .update(reviewReports)
      .set({ resolvedAt: now })
      .where(openReports(reviewId))
      .returning({ id: reviewReports.id }),
  ]);
  return closed.length;
}
