// Registrations whose e-mail was never proven (docs/decisions/019-proven-e-mail-and-held-reviews.md)
// are removed, so they never block the address's real owner: at once when someone registers the
// same address again, and by the hourly job 7 days after registering. No charge without a plan:
// the listing was never public, so its payment is refunded and every subscription of the account
// ended at Stripe first, outside the batch (both repeat-safe), then the account is erased in one
// batch guarded by "still unproven", so an owner who proves the address meanwhile keeps it.
import type { UserRow } from '../../../schema/tables/accounts';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { findStaleUnprovenTrades, stillUnproven } from '../accounts/email-proof';
import { unprovenRegistrationRemovedMail } from '../accounts/mails';
import { findUserByEmail } from '../accounts/users';
import { cancelEverySubscriptionOf } from '../billing/subscriptions';
import { undoPayment } from '../billing/undo';
import { findOwnListing } from '../listings/profile';
import { queueMail } from '../mail/outbox';
import { eraseAccount } from './erasure';

/** Whether a new registration of this address may take it over: an unproven trade account. */
export const isSupersedable = (user: UserRow) =>
  user.role === 'tradesperson' && user.emailProvenAt === null;

/**
 * Whether `email` belongs to an account a registration cannot take over, answered before any
 * payment is opened and on the step where the address is typed.
 */
export async function registrationEmailTaken(db: Database, email: string) {
  const holder = await findUserByEmail(db, email);
  return holder !== null && !isSupersedable(holder);
}

/** Removes one unproven registration; answers whether it was removed and whether it had paid. */
export async function removeUnprovenRegistration(
  db: Database,
  stripe: () => Stripe,
  user: UserRow,
) {
  const listing = await findOwnListing(db, user.id);
  const paid = listing?.paymentIntentId != null;
  if (listing?.paymentIntentId) {
    await undoPayment(stripe(), {
      paymentIntentId: listing.paymentIntentId,
      stripeSubscriptionId: listing.stripeSubscriptionId,
    });
  }
  if (paid || listing?.stripeCustomerId) {
    await cancelEverySubscriptionOf(db, stripe(), user.id, [listing?.stripeCustomerId ?? null]);
  }
  const { erased } = await eraseAccount(db, user, stillUnproven(user.id));
  return { erased, paid };
}

/**
 * The hourly job: removes registrations unproven for 7 days and tells the address (a mail it may
 * never read, but the only honest notice). Its files are left discarded for the file job.
 */
export async function removeStaleRegistrations(
  db: Database,
  stripe: () => Stripe,
  now: Date,
): Promise<number> {
  let removed = 0;
  for (const user of await findStaleUnprovenTrades(db, now)) {
    const outcome = await removeUnprovenRegistration(db, stripe, user);
    if (!outcome.erased) continue;
    removed += 1;
    await queueMail(db, unprovenRegistrationRemovedMail(user.email, user.name, outcome.paid));
  }
  return removed;
}
