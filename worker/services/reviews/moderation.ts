// The moderators' queue (docs/decisions/019-proven-e-mail-and-held-reviews.md): reviews held
// because their author is linked to the trade, and reviews someone reported. One process for every
// review, whatever its rating. A moderator releases a review (it goes or stays public) or removes
// it with a catalogue reason shown in its place; either way its author is mailed the moderator's
// words. Nothing is deleted, so no removal is silent (CMA guidance).
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { reviewRemovalReasonLabels } from '../../../schema/catalogues';
import type { ReviewRemoveInput } from '../../../schema/rules';
import { reviewMessages } from '../../../schema/rules';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import { reviewReports, reviews } from '../../../schema/tables/reviews';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/log';
import { refreshRatings } from '../listings/trust';
import { type Mail, queueMailIf } from '../mail/outbox';
import { reviewReleasedMail, reviewRemovedMail } from './mails';

const reporters = alias(users, 'reporters');
const authors = alias(users, 'authors');

type ReviewRow = typeof reviews.$inferSelect;

const openReports = (reviewId: number) =>
  and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt));

const hasOpenReport = sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`;

/** Waiting for a moderator: held, or public with an open report. */
const waiting = and(eq(reviews.hidden, false), or(isNotNull(reviews.heldAt), hasOpenReport));

/** The queue, oldest first (first come, first checked), each with why it waits. */
export async function listReviewQueue(db: Database, limit = 200) {
  const rows = await db
    .select({
      review: reviews,
      tradesmanName: tradesmen.name,
      authorName: authors.name,
      authorEmail: authors.email,
      authorProvenAt: authors.emailProvenAt,
    })
    .from(reviews)
    .innerJoin(tradesmen, eq(tradesmen.id, reviews.tradesmanId))
    .leftJoin(authors, eq(authors.id, reviews.homeownerId))
    .where(waiting)
    .orderBy(reviews.createdAt, reviews.id)
    .limit(limit);
  const ids = rows.map((row) => row.review.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            id: reviewReports.id,
            reviewId: reviewReports.reviewId,
            reason: reviewReports.reason,
            createdAt: reviewReports.createdAt,
            reporterName: reporters.name,
          })
          .from(reviewReports)
          .leftJoin(reporters, eq(reporters.id, reviewReports.reporterId))
          .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.resolvedAt)))
          .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id));
  return rows.map(({ review, tradesmanName, authorName, authorEmail, authorProvenAt }) => ({
    id: review.id,
    tradesmanId: review.tradesmanId,
    tradesmanName,
    authorName: authorName ?? 'Deleted user',
    authorEmail,
    authorEmailProven: authorProvenAt !== null,
    rating: review.rating,
    title: review.title,
    text: review.text,
    reply: review.reply,
    status: review.heldAt ? ('held' as const) : ('reported' as const),
    heldReasons: review.heldReasons,
    createdAt: review.createdAt.toISOString(),
    reports: reports
      .filter((report) => report.reviewId === review.id)
      .map((report) => ({
        id: report.id,
        reason: report.reason,
        reporterName: report.reporterName ?? 'Deleted user',
        createdAt: report.createdAt.toISOString(),
      })),
  }));
}
export type QueuedReview = Awaited<ReturnType<typeof listReviewQueue>>[number];

/** The review with its author's address and the business name, for the decision's mail. */
async function findForDecision(db: Database, id: number) {
  const [row] = await db
    .select({ review: reviews, tradesmanName: tradesmen.name, authorEmail: authors.email })
    .from(reviews)
    .innerJoin(tradesmen, eq(tradesmen.id, reviews.tradesmanId))
    .leftJoin(authors, eq(authors.id, reviews.homeownerId))
    .where(eq(reviews.id, id));
  if (!row) fail(404, reviewMessages.notFound);
  return row;
}

const stillWaiting = (id: number) =>
  sql`exists (select 1 from ${reviews} where ${reviews.id} = ${id} and ${waiting})`;

/**
 * The decision's mail, only when the author still has an account to write to and the decision is
 * still to be made (it runs before the change in the batch, under the same guard).
 */
function authorMail(db: Database, to: string | null, mail: (to: string) => Mail, guard: SQL) {
  return to ? [queueMailIf(db, mail(to), guard)] : [];
}

/**
 * Releases a held or reported review: it is public (again), its reports are closed and the rating
 * recomputed, the author mailed, an audit row written; all or none, and a repeat does nothing.
 */
export async function releaseReview(
  db: Database,
  admin: Actor,
  id: number,
  message: string,
  now: Date,
) {
  const { review, tradesmanName, authorEmail } = await findForDecision(db, id);
  const guard = stillWaiting(id);
  const results = await db.batch([
    recordAudit(
      db,
      admin,
      {
        action: 'review.released',
        targetType: 'review',
        targetId: id,
        before: { held: review.heldAt !== null, heldReasons: review.heldReasons },
        after: { public: true, message },
      },
      guard,
    ),
    ...authorMail(
      db,
      authorEmail,
      (to) => reviewReleasedMail(to, { title: review.title, tradesmanName }, message),
      guard,
    ),
    db
      .update(reviews)
      .set({ heldAt: null })
      .where(and(eq(reviews.id, id), guard))
      .returning({ id: reviews.id }),
    db.update(reviewReports).set({ resolvedAt: now }).where(openReports(id)),
    refreshRatings(db, review.tradesmanId),
  ]);
  const released = results.at(authorEmail ? 2 : 1) as { id: number }[];
  if (released.length === 0) fail(409, reviewMessages.notHeld);
  return review;
}

/**
 * Removes a held or reported review with a catalogue reason shown in its place: it stops counting,
 * its reports close, the author is mailed the reason and the moderator's words, an audit row is
 * written; all or none.
 */
export async function removeReview(
  db: Database,
  admin: Actor,
  id: number,
  input: ReviewRemoveInput,
  now: Date,
): Promise<ReviewRow> {
  const { review, tradesmanName, authorEmail } = await findForDecision(db, id);
  const label = reviewRemovalReasonLabels[input.reason];
  const guard = stillWaiting(id);
  const results = await db.batch([
    recordAudit(
      db,
      admin,
      {
        action: 'review.hidden',
        targetType: 'review',
        targetId: id,
        before: { hidden: false, held: review.heldAt !== null, tradesmanId: review.tradesmanId },
        after: { hidden: true, reason: input.reason, message: input.message },
      },
      guard,
    ),
    ...authorMail(
      db,
      authorEmail,
      (to) => reviewRemovedMail(to, { title: review.title, tradesmanName }, label, input.message),
      guard,
    ),
    db
      .update(reviews)
      .set({
        hidden: true,
        hiddenReason: label,
        removalReason: input.reason,
        hiddenAt: now,
        hiddenBy: admin.id,
        heldAt: null,
      })
      .where(and(eq(reviews.id, id), guard))
      .returning(),
    db.update(reviewReports).set({ resolvedAt: now }).where(openReports(id)),
    refreshRatings(db, review.tradesmanId),
  ]);
  const [row] = results.at(authorEmail ? 2 : 1) as ReviewRow[];
  if (!row) fail(409, reviewMessages.notHeld);
  return row;
}
