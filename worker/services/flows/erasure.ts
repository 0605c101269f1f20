// Erasing an account, whoever asks: the owner (DELETE /api/account) or an admin. One batch removes
// the user and everything that names them, so a failure leaves the account whole; the R2 objects
// are deleted after the commit (R2 is not transactional) and the hourly job finishes any leftovers.
//
// What is erased: the users row (its sessions and mailed links go with it by cascade); a
// tradesperson's listing with its verification documents and the reviews of it; their uploaded
// files (logos, documents); and, for every address the account has had (previous_emails), the
// newsletter subscriptions, our outbox copies of mails to them and sent copies of mails naming
// them; the outbox rows tagged with the account (by cascade, queued or not); rate-limit counters
// keyed by any of those addresses or by the account's id.
// What is kept, and why:
// - Quote requests a homeowner sent stay on the trade's books (the trade's record of work asked
//   for), anonymised: customer name 'Former customer', e-mail and phone blank, address and postcode
//   removed, no link to the account. Property size, timeline, description, status and dates stay.
// - Reviews a homeowner wrote stay (other homeowners rely on them; CMA guidance is not to remove
//   genuine reviews), with no link to the account: their author shows as 'Former customer'.
// - Quote requests sent to a departing trade stay with the homeowners who sent them, detached from
//   the listing but keeping its business name.
// - Payments stay, unlinked from the account (accounting records are kept six years; the Stripe
//   customer and its invoices stay at Stripe for the same reason). Audit rows of admin actions stay
//   (who did what to which account is an accountability record), as do their own review reports
//   (unlinked) and contact-form messages, which are tied to an address nobody verified, not to
//   the account: erasing them on request would let anyone who registers with someone else's
//   address erase that person's messages.
import { type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { accountMessages } from '../../../schema/rules';
import type { UserRow } from '../../../schema/tables/accounts';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import type { Stripe } from '../../lib/stripe';
import { confirmPassword } from '../accounts/recovery';
import {
  countOtherActiveAdmins,
  deleteUserWhere,
  emailsOf,
  isLastActiveAdmin,
  userExistsWhere,
} from '../accounts/users';
import { cancelEverySubscriptionOf } from '../billing/subscriptions';
import { forgetSubscriber } from '../content/newsletter';
import { discardFilesOf } from '../files/objects';
import { deleteListingsOf } from '../listings/decisions';
import { findOwnListing } from '../listings/profile';
import { forgetMailOf } from '../mail/retention';
import { anonymiseRequestsOf } from '../quotes/quotes';
import { forgetCountersOf } from '../rate-limits/counters';

type Step = BatchItem<'sqlite'>;

export interface Erasure {
  /** False when `allowed` did not hold (nothing was written). */
  erased: boolean;
  /** R2 keys of the user's files, marked discarded in the batch; the caller deletes the objects. */
  discardedKeys: string[];
}

/**
 * Erases the account in one batch, every step guarded by `allowed` (evaluated in the batch's
 * transaction, before the user row goes). `first` runs at the head of the batch under the same
 * guard (the admin's audit row).
 */
export async function eraseAccount(
  db: Database,
  user: { id: number; email: string },
  allowed: SQL,
  first?: Step,
): Promise<Erasure> {
  const emails = await emailsOf(db, user);
  const steps: Step[] = [
    discardFilesOf(db, user.id, allowed),
    deleteListingsOf(db, user.id, allowed),
    anonymiseRequestsOf(db, user.id, allowed),
    forgetSubscriber(db, emails, allowed),
    forgetMailOf(db, emails, allowed),
    forgetCountersOf(db, { id: user.id, emails }, allowed),
    deleteUserWhere(db, user.id, allowed),
  ];
  const results = await db.batch((first ? [first, ...steps] : steps) as [Step, ...Step[]]);
  const own = results.slice(first ? 1 : 0);
  const discarded = own[0] as { key: string }[];
  const deleted = own.at(-1) as { id: number }[];
  return { erased: deleted.length > 0, discardedKeys: discarded.map((row) => row.key) };
}

/**
 * The owner deletes their own account after re-entering the password. Every live subscription is
 * cancelled at Stripe first, never inside the batch: should the batch then fail, the account is
 * whole and the user tries again (the cancel is repeat-safe); the reverse order could leave a
 * card billed for an account that no longer exists. The last active admin is refused (409), by
 * the check here and again inside the batch.
 */
export async function deleteOwnAccount(
  db: Database,
  stripe: () => Stripe,
  user: UserRow,
  password: string,
): Promise<Erasure> {
  await confirmPassword(user, password);
  const allowed = userExistsWhere(user.id, sql`not ${isLastActiveAdmin(user.id)}`);
  if (user.role === 'admin' && (await countOtherActiveAdmins(db, user.id)) === 0) {
    fail(409, accountMessages.lastAdmin);
  }
  const listing = user.role === 'tradesperson' ? await findOwnListing(db, user.id) : null;
  if (user.role === 'tradesperson') {
    await cancelEverySubscriptionOf(db, stripe(), user.id, [listing?.stripeCustomerId ?? null]);
  }
  const erasure = await eraseAccount(db, user, allowed);
  if (!erasure.erased) fail(409, accountMessages.lastAdmin);
  return erasure;
}
