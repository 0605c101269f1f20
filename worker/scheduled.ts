import type { Database } from './db';
import type { Bindings } from './env';
import { expireFeaturedBadges } from './jobs/featured-expiry';
import { deliverQueuedMail } from './jobs/mail-delivery';
import { purgeExpiredSessions } from './jobs/session-purge';
import { deleteAbandonedUploads, deleteDiscardedObjects } from './services/objects';

export interface HourlyReport {
  expiredBadges: number;
  purgedSessions: number;
  mailSent: number;
  abandonedUploads: number;
  discardedFiles: number;
}

/** The hourly cron (UTC). Each job is idempotent, so a repeated run changes nothing. */
export async function runHourlyJobs(db: Database, env: Bindings, now: Date): Promise<HourlyReport> {
  const expiredBadges = await expireFeaturedBadges(db, now);
  const purgedSessions = await purgeExpiredSessions(db, now);
  const mailSent = await deliverQueuedMail(db, env, now);
  const abandonedUploads = await deleteAbandonedUploads(db, env.FILES, now);
  const discardedFiles = await deleteDiscardedObjects(db, env.FILES);
  return { expiredBadges, purgedSessions, mailSent, abandonedUploads, discardedFiles };
}
