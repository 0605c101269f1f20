// The admin dashboard's figures: counts and the weekly activity chart.
import { count, gte, sql } from 'drizzle-orm';
import { users } from '../../../schema/tables/accounts';
import { newsletterSubscribers } from '../../../schema/tables/content';
import { tradesmen } from '../../../schema/tables/listings';
import { quoteRequests } from '../../../schema/tables/quotes';
import type { Database } from '../../db';

/** The admin dashboard's counts, in one round trip. */
export async function dashboardCounts(db: Database) {
  const [[tradesmenCount], [usersCount], [subscribersCount], [quotesCount]] = await db.batch([
    db.select({ n: count() }).from(tradesmen),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(newsletterSubscribers),
    db.select({ n: count() }).from(quoteRequests),
  ]);
  return {
    tradesmen: tradesmenCount?.n ?? 0,
    users: usersCount?.n ?? 0,
    subscribers: subscribersCount?.n ?? 0,
    quotes: quotesCount?.n ?? 0,
  };
}

const weekMs = 7 * 24 * 60 * 60 * 1000;
export const activityWeeks = 12;

/** Monday 00:00 UTC of the week holding `now`. */
function weekStartOf(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - ((now.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000;
}

/**
 * The dashboard chart: new quote requests, new accounts (registrations) and new listings per week
 * (Monday to Sunday, UTC) over the last 12 weeks including this one; one round trip.
 */
export async function weeklyActivity(db: Database, now: Date) {
  const from = weekStartOf(now) - (activityWeeks - 1) * weekMs;
  const perWeek = (table: typeof quoteRequests | typeof users | typeof tradesmen) => {
    const week = sql<number>`cast((${table.createdAt} - ${from}) / ${weekMs} as integer)`;
    return db
      .select({ week, n: count() })
      .from(table)
      .where(gte(table.createdAt, new Date(from)))
      .groupBy(week);
  };
  const [quotes, accounts, listings] = await db.batch([
    perWeek(quoteRequests),
    perWeek(users),
    perWeek(tradesmen),
  ]);
  const countIn = (rows: { week: number; n: number }[], week: number) =>
    rows.find((row) => row.week === week)?.n ?? 0;
  return {
    weeks: Array.from({ length: activityWeeks }, (_, week) => ({
      weekStart: new Date(from + week * weekMs).toISOString().slice(0, 10),
      quoteRequests: countIn(quotes, week),
      registrations: countIn(accounts, week),
      newListings: countIn(listings, week),
    })),
  };
}
