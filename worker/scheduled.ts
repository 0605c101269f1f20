import type { Database } from './db';
import type { Bindings } from './env';
import { purgeExpiredSessions } from './jobs/session-purge';
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

export interface HourlyReport {
  expiredBadges: number;
  expiredCredentials: number;
  lapsedVerifiedBadges: number;
  credentialReminders: number;
  lapsedPlans: number;
  purgedSessions: number;
  mailSent: number;
  mailBodiesPurged: number;
  abandonedUploads: number;
  spentUploadKeys: number;
  responseFiguresRefreshed: number;
  discardedFiles: number;
  /** Payments left unclaimed for a day that were granted or undone. */
  unclaimedPayments: number;
  expiredBookingHolds: number;
  /** Registrations whose e-mail stayed unproven for 7 days, removed (payments refunded). */
  unprovenRegistrations: number;
  signInAddressesPurged: number;
  /** Differences from Stripe found by the daily reconciliation; null in the other hours. */
  billingDrift: number | null;
}

/** The hourly cron (UTC). Each job is idempotent, so a repeated run changes nothing. */
export async function runHourlyJobs(db: Database, env: Bindings, now: Date): Promise<HourlyReport> {
  const expiredBadges = await expireFeaturedBadges(db, now);
  // Before mail delivery, so the reminders and lapse mails go out in the same run
  // (docs/product/business-side.md §10.4).
  const expiredCredentials = await expireCredentials(db, now);
  const lapsedVerifiedBadges = await expireVerifiedBadges(db, now);
  const credentialReminders = await sendCredentialReminders(db, now);
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
  const expiredBookingHolds = await dropExpiredHolds(db, now);
  const signInAddressesPurged = await purgeOldSignInAddresses(db, now);
  // Last, as it waits on Stripe for every paid listing; once a day is enough to catch drift.
  // Without Stripe configured (a demo without `npm run dev`'s stand-in) there is nothing to ask.
  const stripe = env.STRIPE_SECRET_KEY ? stripeFor(env) : null;
  // Near the end with the reconciliation: both wait on Stripe.
  const unclaimedPayments = stripe ? await settleUnclaimedPayments(db, stripe, now) : 0;
  const billingDrift =
    now.getUTCHours() === reconciliationHour && stripe
      ? await reconcileSubscriptions(db, stripe, now)
      : null;
  return {
    expiredBadges,
    expiredCredentials,
    lapsedVerifiedBadges,
    credentialReminders,
    lapsedPlans,
    purgedSessions,
    mailSent,
    mailBodiesPurged,
    abandonedUploads,
    spentUploadKeys,
    responseFiguresRefreshed,
    discardedFiles,
    unclaimedPayments,
    expiredBookingHolds,
    unprovenRegistrations,
    signInAddressesPurged,
    billingDrift,
  };
}
