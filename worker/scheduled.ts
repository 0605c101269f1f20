import type { Database } from './db';
import { expireFeaturedBadges } from './jobs/featured-expiry';
import { purgeExpiredSessions } from './jobs/session-purge';

export interface HourlyReport {
  expiredBadges: number;
  purgedSessions: number;
}

/** The hourly cron (UTC). Each job is idempotent, so a repeated run changes nothing. */
export async function runHourlyJobs(db: Database, now: Date): Promise<HourlyReport> {
  const expiredBadges = await expireFeaturedBadges(db, now);
  const purgedSessions = await purgeExpiredSessions(db, now);
  return { expiredBadges, purgedSessions };
}
