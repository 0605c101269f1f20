import type { Database } from './db';
import type { Bindings } from './env';
import { purgeExpiredSessions } from './jobs/session-purge';
import { siteUrlFor } from './lib/site-url';
import { stripeFor } from './lib/stripe';
import { purgeOldSignInAddresses } from './services/accounts/sign-in-addresses';
import { lapseUnpaidPlans } from './services/billing/lapses';
import { reconcileSubscriptions, reconciliationHour } from './services/billing/reconciliation';
import { settleUnclaimedPayments } from './services/billing/unclaimed';
import { dropExpiredHolds } from './services/bookings/bookings';
import {
  deleteAbandonedUploads,
  deleteDiscardedObjects,
  deleteSpentUploadKeys,
} from './services/files/objects';
import { removeStaleRegistrations } from './services/flows/unproven-registrations';
import { expireFeaturedBadges } from './services/listings/profile';
import { refreshLapsedResponseStats } from './services/listings/trust';
import { expireVerifiedBadges } from './services/listings/verified-badge';
import { deliverQueuedMail } from './services/mail/delivery';
import { purgeOldMailBodies } from './services/mail/retention';
import {
  expireCredentials,
  sendCredentialReminders,
} from './services/verification/credential-reminders';

/** A job's count this run; null when it threw (and, for the reconciliation, outside its hour). */
type Count = number | null;

export interface HourlyReport {
  expiredBadges: Count;
  expiredCredentials: Count;
  lapsedVerifiedBadges: Count;
  credentialReminders: Count;
  lapsedPlans: Count;
  /** Registrations whose e-mail stayed unproven for 7 days, removed (payments refunded). */
  unprovenRegistrations: Count;
  purgedSessions: Count;
  mailSent: Count;
  mailBodiesPurged: Count;
  abandonedUploads: Count;
  spentUploadKeys: Count;
  responseFiguresRefreshed: Count;
  discardedFiles: Count;
  expiredBookingHolds: Count;
  signInAddressesPurged: Count;
  /** Payments left unclaimed for a day that were granted or undone. */
  unclaimedPayments: Count;
  /** Differences from Stripe found by the daily reconciliation. */
  billingDrift: Count;
  /** The jobs that threw this run, each logged; the jobs after them still ran. */
  failed: HourlyJobName[];
}

type HourlyJobName = Exclude<keyof HourlyReport, 'failed'>;
type HourlyJobs = Record<HourlyJobName, () => Promise<Count>>;

/**
 * Runs the jobs in the order written, each on its own: one that throws (Stripe or the mail
 * provider unreachable, a bad row) is logged and named in `failed`, and the ones after it still run.
 */
async function runInTurn(jobs: HourlyJobs): Promise<HourlyReport> {
  const counts: Partial<Record<HourlyJobName, Count>> = {};
  const failed: HourlyJobName[] = [];
  for (const [name, job] of Object.entries(jobs) as [HourlyJobName, () => Promise<Count>][]) {
    try {
      counts[name] = await job();
    } catch (error) {
      console.error(`Hourly job ${name} failed:`, error);
      counts[name] = null;
      failed.push(name);
    }
  }
  return { ...(counts as Record<HourlyJobName, Count>), failed };
}

/** The hourly cron (UTC). Each job is idempotent, so a repeated run changes nothing. */
export function runHourlyJobs(db: Database, env: Bindings, now: Date): Promise<HourlyReport> {
  // Without Stripe configured (a demo without `npm run dev`'s stand-in) there is nothing to ask.
  const stripe = () => (env.STRIPE_SECRET_KEY ? stripeFor(env) : null);
  return runInTurn({
    expiredBadges: () => expireFeaturedBadges(db, now),
    // Before mail delivery, so the reminders and lapse mails go out in the same run
    // (docs/product/business-side.md §10.4).
    expiredCredentials: () => expireCredentials(db, now),
    lapsedVerifiedBadges: () => expireVerifiedBadges(db, siteUrlFor(env), now),
    credentialReminders: () => sendCredentialReminders(db, siteUrlFor(env), now),
    // Before mail delivery, so a lapse's mail goes out in the same run.
    lapsedPlans: () => lapseUnpaidPlans(db, now),
    // Before mail delivery too, so the removal notice goes out in the same run; before the file
    // job, which deletes the removed listing's uploads.
    unprovenRegistrations: () => removeStaleRegistrations(db, () => stripeFor(env), now),
    purgedSessions: () => purgeExpiredSessions(db, now),
    mailSent: () => deliverQueuedMail(db, env, now),
    mailBodiesPurged: () => purgeOldMailBodies(db, now),
    abandonedUploads: () => deleteAbandonedUploads(db, env.FILES, now),
    spentUploadKeys: () => deleteSpentUploadKeys(db, env.FILES, now),
    responseFiguresRefreshed: () => refreshLapsedResponseStats(db, now),
    discardedFiles: () => deleteDiscardedObjects(db, env.FILES),
    expiredBookingHolds: () => dropExpiredHolds(db, now),
    signInAddressesPurged: () => purgeOldSignInAddresses(db, now),
    // Last, with the reconciliation: both wait on Stripe.
    unclaimedPayments: async () => {
      const client = stripe();
      return client ? settleUnclaimedPayments(db, client, now) : 0;
    },
    // Once a day is enough to catch drift; it waits on Stripe for every paid listing.
    billingDrift: async () => {
      const client = now.getUTCHours() === reconciliationHour ? stripe() : null;
      return client ? reconcileSubscriptions(db, client, now) : null;
    },
  });
}
