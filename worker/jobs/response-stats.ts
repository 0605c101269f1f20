// A request nobody answers changes no row, yet once 48 hours pass it counts against the trade's
// response rate. This hourly job recomputes the listings whose requests crossed that mark
// recently; a day's look-back covers missed runs, and recomputing is idempotent.
import { and, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { quoteRequests } from '../../schema/tables';
import type { Database } from '../db';
import { answerWindowMs, refreshResponseStats } from '../services/listings';

const lookBackMs = 25 * 60 * 60 * 1000;

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
    tradesmanId === null ? [] : [refreshResponseStats(db, tradesmanId, now)],
  );
  const [first, ...rest] = refreshes;
  if (first) await db.batch([first, ...rest]);
  return refreshes.length;
}
