// The Analytics tab's figures (docs/product/business-side.md §10.4): the last 12 weeks, Monday to
// Sunday in Europe/London, from the daily counters and the listing's quote requests and reviews.
import { and, eq, gte } from 'drizzle-orm';
import { limits } from '../../../schema/limits';
import { listingDailyStats } from '../../../schema/tables/analytics';
import { quoteRequests } from '../../../schema/tables/quotes';
import { reviews } from '../../../schema/tables/reviews';
import type { Database } from '../../db';
import { addDays, londonDay, londonInstant, mondayOf } from '../../lib/london-time';

const answerWithinMs = 24 * 60 * 60 * 1000;

export interface AnalyticsWeek {
  /** The week's Monday, YYYY-MM-DD (Europe/London). */
  weekStart: string;
  profileViews: number;
  impressions: number;
  quoteRequests: number;
  /**
   * The share (0 to 1, two decimals) of the week's quote requests the trade first answered within
   * 24 hours; a request the homeowner withdrew before any answer, or still unanswered but under
   * 24 hours old, is left out. Null when the week has no request to judge.
   */
  answeredWithin24h: number | null;
  completedJobs: number;
  reviews: number;
}

interface Tally {
  profileViews: number;
  impressions: number;
  quoteRequests: number;
  judged: number;
  answeredInTime: number;
  completedJobs: number;
  reviews: number;
}

export async function weeklyAnalytics(db: Database, listingId: number, now: Date) {
  const thisMonday = mondayOf(londonDay(now));
  const weekStarts = Array.from({ length: limits.analyticsWeeks }, (_, index) =>
    addDays(thisMonday, (index - limits.analyticsWeeks + 1) * 7),
  );
  const firstDay = weekStarts[0] ?? thisMonday;
  const since = new Date(londonInstant(firstDay, '00:00') ?? now.getTime());
  const [days, quotes, completed, reviewRows] = await db.batch([
    db
      .select()
      .from(listingDailyStats)
      .where(
        and(eq(listingDailyStats.tradesmanId, listingId), gte(listingDailyStats.day, firstDay)),
      ),
    db
      .select({
        createdAt: quoteRequests.createdAt,
        firstRespondedAt: quoteRequests.firstRespondedAt,
        withdrawnAt: quoteRequests.withdrawnAt,
      })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.tradesmanId, listingId), gte(quoteRequests.createdAt, since))),
    db
      .select({ completedAt: quoteRequests.completedAt })
      .from(quoteRequests)
      .where(
        and(
          eq(quoteRequests.tradesmanId, listingId),
          eq(quoteRequests.status, 'completed'),
          gte(quoteRequests.completedAt, since),
        ),
      ),
    db
      .select({ createdAt: reviews.createdAt })
      .from(reviews)
      .where(
        and(
          eq(reviews.tradesmanId, listingId),
          eq(reviews.hidden, false),
          gte(reviews.createdAt, since),
        ),
      ),
  ]);
  const tallies = new Map<string, Tally>(
    weekStarts.map((weekStart) => [
      weekStart,
      {
        profileViews: 0,
        impressions: 0,
        quoteRequests: 0,
        judged: 0,
        answeredInTime: 0,
        completedJobs: 0,
        reviews: 0,
      },
    ]),
  );
  const weekOf = (day: string) => tallies.get(mondayOf(day));
  for (const day of days) {
    const tally = weekOf(day.day);
    if (!tally) continue;
    tally.profileViews += day.profileViews;
    tally.impressions += day.impressions;
  }
  for (const quote of quotes) {
    const tally = weekOf(londonDay(quote.createdAt));
    if (!tally) continue;
    tally.quoteRequests += 1;
    const answered = quote.firstRespondedAt;
    // Unanswered: withdrawn is never judged; younger than 24 hours is not judged yet.
    const waiting = now.getTime() - quote.createdAt.getTime() <= answerWithinMs;
    if (!answered && (quote.withdrawnAt || waiting)) continue;
    tally.judged += 1;
    if (answered && answered.getTime() - quote.createdAt.getTime() <= answerWithinMs) {
      tally.answeredInTime += 1;
    }
  }
  for (const job of completed) {
    const tally = job.completedAt && weekOf(londonDay(job.completedAt));
    if (tally) tally.completedJobs += 1;
  }
  for (const review of reviewRows) {
    const tally = weekOf(londonDay(review.createdAt));
    if (tally) tally.reviews += 1;
  }
  return weekStarts.map((weekStart): AnalyticsWeek => {
    const { judged, answeredInTime, ...counts } = tallies.get(weekStart) as Tally;
    return {
      weekStart,
      profileViews: counts.profileViews,
      impressions: counts.impressions,
      quoteRequests: counts.quoteRequests,
      answeredWithin24h: judged === 0 ? null : Math.round((answeredInTime / judged) * 100) / 100,
      completedJobs: counts.completedJobs,
      reviews: counts.reviews,
    };
  });
}
