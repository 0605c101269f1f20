import type { Database } from './db';
import type { Bindings } from './env';
import { purgeExpiredSessions } from './jobs/session-purge';
import { stripeFor } from './lib/stripe';
import { purgeOldSignInAddresses } from './services/accounts/sign-in-addresses';
import { lapseUnpaidPlans } from './services/billing/lapses';
import { reconcileSubscriptions, reconciliationHour } from './services/billing/reconciliation';
import {
  deleteAbandonedUploads,
  deleteDiscardedObjects,
  deleteSpentUploadKeys,
} from './services/files/objects';
import { removeStaleRegistrations } from './services/flows/unproven-registrations';
import { expireFeaturedBadges } from './services/listings/profile';
import { refreshLapsedResponseStats } from './services/listings/trust';
import { deliverQueuedMail } from './services/mail/delivery';
import { purgeOldMailBodies } from './services/mail/retention';

export interface HourlyReport {
  expiredBadges: number;
  lapsedPlans: number;
  purgedSessions: number;
  mailSent: number;
  mailBodiesPurged: number;
  abandonedUploads: number;
  spentUploadKeys: number;
  responseFiguresRefreshed: number;
  discardedFiles: number;
  /** Registrations whose e-mail stayed unproven for 7 days, removed (payments refunded). */
  unprovenRegistrations: number;
  signInAddressesPurged: number;
  /** Differences from Stripe found by the daily reconciliation; null in the other hours. */
  billingDrift: number | null;
}

/** The hourly cron (UTC). Each job is idempotent, so a repeated run changes nothing. */
export async function runHourlyJobs(db: Database, env: Bindings, now: Date): Promise<HourlyReport> {
  const expiredBadges = await expireFeaturedBadges(db, now);
  // Before mail delivery, so a lapse's mail goes out in the same run.
  const lapsedPlans = await lapseUnpaidPlans(db, now);
  // Before mail delivery too, so the removal notice goes out in the same run; before the file job,
  // which deletes the removed listing's uploads.
  const unprovenRegistrations = await removeStaleRegistrations(db, () => stripeFor(env), now);
  const purgedSessions = await purgeExpiredSessions(db, now);
  const mailSent = await deliverQueuedMail(db, env, now);
  const mailBodiesPurged = await purgeOldMailBodies(db, now);
  const abandonedUploads = await deleteAbandonedUploads(db, env.FILES, now);
  const spentUploadKeys = await deleteSpentUploadKeys(db, env.FILES, now);
  const responseFiguresRefreshed = await refreshLapsedResponseStats(db, now);
  const discardedFiles = await deleteDiscardedObjects(db, env.FILES);
  const signInAddressesPurged = await purgeOldSignInAddresses(db, now);
  // Last, as it waits on Stripe for every paid listing; once a day is enough to catch drift.
  // Without Stripe configured (a demo without `npm run dev`'s stand-in) there is nothing to ask.
  const billingDrift =
    now.getUTCHours() === reconciliationHour && env.STRIPE_SECRET_KEY
      ? await reconcileSubscriptions(db, stripeFor(env), now)
      : null;
  return {
    expiredBadges,
    lapsedPlans,
    purgedSessions,
    mailSent,
    mailBodiesPurged,
    abandonedUploads,
    spentUploadKeys,
    responseFiguresRefreshed,
    discardedFiles,
    unprovenRegistrations,
    signInAddressesPurged,
    billingDrift,
  };
}
