// The trust figures (rating, completed jobs, response time) are derived from rows (reviews, quote requests) by
// statements that run inside the batch of the change that moves them, so a listing never shows a
// figure its rows do not support (docs/decisions/012-reviews-and-derived-ratings.md).
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { tradesmen } from '../../../schema/tables/listings';
import { quoteRequests } from '../../../schema/tables/quotes';
import { reviews } from '../../../schema/tables/reviews';
import type { Database } from '../../db';

/** A request counts as answered on time when the trade's first status change came within this. */
export const answerWindowMs = 48 * 60 * 60 * 1000;
/** Response rate and time stay 'N/A' until a trade has this many requests to judge by. */
export const responseMinimumRequests = 3;

const hourMs = 60 * 60 * 1000;
/** How far back the hourly refresh looks: a day, so a missed run is made up. */
const lookBackMs = 25 * 60 * 60 * 1000;

/** Any drizzle libSQL database: the Worker's HTTP one, or the seed's. */
type Writer = Pick<Database, 'update' | 'run'>;

/**
 * Rating average and count over the public reviews. A review hidden by moderators no longer
 * counts: it was removed for breaking the review policy (fake, abusive, not about the job), and a
 * bad rating alone is never a reason to hide one, so excluding it cannot flatter a trade. A held
 * review counts once released: it was held for who wrote it, never for its rating
 * (docs/decisions/019-proven-e-mail-and-held-reviews.md).
 */
export function refreshRatings(db: Writer, tradesmanId: number) {
  const shown = sql`from ${reviews} where ${reviews.tradesmanId} = ${tradesmanId} and ${reviews.hidden} = 0 and ${reviews.heldAt} is null`;
  return db
    .update(tradesmen)
    .set({
      ratingCount: sql`(select count(*) ${shown})`,
      ratingAverage: sql`coalesce((select round(avg(${reviews.rating}), 2) ${shown}), 0)`,
    })
    .where(eq(tradesmen.id, tradesmanId));
}

/**
 * The figures the listing's quote requests support, as of `now`: completed jobs, response rate and
 * response time.
 * - completedJobs: the requests the trade marked completed through the site, nothing declared;
 * - a request is judged once the trade has answered it (any first status change, a decline too)
 *   or once 48 hours have passed without an answer; a request the homeowner withdrew before any
 *   answer is not judged at all;
 * - responseRate: the share of judged requests answered within 48 hours, a whole percentage, null
 *   ('N/A') until 3 requests are judged;
 * - responseHours: the median wait of the answered requests rounded up to whole hours (at least
 *   1), null until 3 were answered. The median, not the mean, so one request found weeks late
 *   does not drown a trade who usually answers the same day.
 */
export function refreshQuoteFigures(db: Writer, tradesmanId: number, now: Date) {
  const judgedSince = now.getTime() - answerWindowMs;
  return db.run(sql`
    with judged as (
      select first_responded_at - created_at as wait_ms
      from quote_requests
      where tradesman_id = ${tradesmanId}
        and (first_responded_at is not null or (withdrawn_at is null and created_at <= ${judgedSince}))
    ),
    answered as (select wait_ms from judged where wait_ms is not null order by wait_ms),
    median as (
      select avg(wait_ms) as wait_ms from (
        select wait_ms from answered
        limit 2 - (select count(*) from answered) % 2
        offset ((select count(*) from answered) - 1) / 2
      )
    )
    update tradesmen set
      completed_jobs = (
        select count(*) from quote_requests
        where tradesman_id = ${tradesmanId} and status = 'completed'
      ),
      response_rate = (
        select case when count(*) >= ${responseMinimumRequests}
          then cast(round(100.0 * sum(wait_ms is not null and wait_ms <= ${answerWindowMs}) / count(*)) as integer)
        end from judged
      ),
      response_hours = (
        select case when (select count(*) from answered) >= ${responseMinimumRequests}
          then max(1, cast((wait_ms + ${hourMs - 1}) / ${hourMs} as integer))
        end from median
      )
    where id = ${tradesmanId}`);
}

/**
 * A request nobody answers changes no row, yet once 48 hours pass it counts against the trade's
 * response rate. The hourly job recomputes the listings whose requests crossed that mark recently;
 * a day's look-back covers missed runs, and recomputing is idempotent.
 */
export async function refreshLapsedResponseStats(db: Database, now: Date): Promise<number> {
  const lapsedBy = new Date(now.getTime() - answerWindowMs);
  const listings = await db
    .selectDistinct({ tradesmanId: quoteRequests.tradesmanId })
    .from(quoteRequests)
    .where(
      and(
        isNotNull(quoteRequests.tradesmanId),
        isNull(quoteRequests.firstRespondedAt),
        isNull(quoteRequests.withdrawnAt),
        lte(quoteRequests.createdAt, lapsedBy),
        gt(quoteRequests.createdAt, new Date(lapsedBy.getTime() - lookBackMs)),
      ),
    );
  const refreshes = listings.flatMap(({ tradesmanId }) =>
    tradesmanId === null ? [] : [refreshQuoteFigures(db, tradesmanId, now)],
  );
  const [first, ...rest] = refreshes;
  if (first) await db.batch([first, ...rest]);
  return refreshes.length;
}
