// The hourly cron (UTC): each job is a service's own, called here in turn.
import type { Database } from '../db';
import type { Bindings } from '../env';
import { purgeExpiredSessions } from '../services/accounts/sessions';
import { purgeExpiredTokens } from '../services/accounts/tokens';
import { deleteAbandonedUploads, deleteDiscardedObjects } from '../services/files/objects';
import { expireFeaturedBadges } from '../services/listings/profile';
import { refreshLapsedResponseStats } from '../services/listings/trust';
import { deliverQueuedMail } from '../services/mail/delivery';
import { purgeOldMailBodies } from '../services/mail/retention';
import { purgeOldWindows } from '../services/rate-limits/counters';

export interface HourlyReport {
  expiredBadges: number;
  purgedSessions: number;
  mailSent: number;
  mailBodiesPurged: number;
  abandonedUploads: number;
  responseFiguresRefreshed: number;
  discardedFiles: number;
}

/** Drops expired sessions, mailed links a day past their time and rate-limit windows older than a day. */
export async function purgeExpired(db: Database, now: Date): Promise<number> {
  const [purged] = await db.batch([
    purgeExpiredSessions(db, now),
    purgeOldWindows(db, now),
    purgeExpiredTokens(db, now),
  ]);
  return purged.length;
}

/** Each job is idempotent, so a repeated run changes nothing. */
export async function runHourlyJobs(db: Database, env: Bindings, now: Date): Promise<HourlyReport> {
  const expiredBadges = await expireFeaturedBadges(db, now);
  const purgedSessions = await purgeExpired(db, now);
  const mailSent = await deliverQueuedMail(db, env, now);
  const mailBodiesPurged = await purgeOldMailBodies(db, now);
  const abandonedUploads = await deleteAbandonedUploads(db, env.FILES, now);
  const responseFiguresRefreshed = await refreshLapsedResponseStats(db, now);
  const discardedFiles = await deleteDiscardedObjects(db, env.FILES);
  return {
    expiredBadges,
    purgedSessions,
    mailSent,
    mailBodiesPurged,
    abandonedUploads,
    responseFiguresRefreshed,
    discardedFiles,
  };
}
