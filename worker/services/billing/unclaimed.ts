// Payments the browser never came back to claim (docs/product/business-side.md §10; issue 24).
// An upgrade needs nothing more from the trade, so it is granted from the webhook, or by the hourly
// sweep if the webhook was missed. A payment nobody can use any more is undone, whatever Stripe or
// the catalogue now say of its plan: an upgrade whose listing (or account) is gone, and a
// registration left unclaimed for a day (it cannot be completed without the person, who must set
// a password). Whatever it charged is refunded and its subscription ended; no charge without a plan.
import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { payments } from '../../../schema/tables/billing';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { findOwnListing } from '../listings/profile';
import { findPayment, markPaymentSettled } from './payments';
import { applyUpgradePayment } from './plan-changes';
import { undoPayment } from './undo';

/** How long a paid registration waits for its browser before the payment is undone. */
export const claimWindowMs = 24 * 60 * 60 * 1000;

/** A payment row as the sweep and the webhook read it. */
type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** A refusal (not paid, not ours, plan mismatch) grants nothing; anything else is a real fault. */
const refusal = (error: unknown) => {
  if (error instanceof HTTPException) return false;
  throw error;
};

/**
 * Grants an unclaimed, paid upgrade to the payer's listing, or undoes it when the listing is gone
 * (deleting an account deletes its listing and sets the payment's user to null). Answers whether
 * it granted the plan or moved money.
 */
async function claimUpgrade(db: Database, stripe: Stripe, row: PaymentRow, now: Date) {
  const userId = row.userId;
  const listing = userId === null ? null : await findOwnListing(db, userId);
  if (userId === null || !listing) return undoPayment(stripe, row);
  const paid = { plan: row.plan, billing: row.billing, paymentIntentId: row.paymentIntentId };
  return applyUpgradePayment(db, stripe, listing, userId, paid, now).then(() => true, refusal);
}

/** The webhook's side: Stripe says an upgrade's payment succeeded; grant it now. */
export async function claimPaidUpgrade(
  db: Database,
  stripe: Stripe,
  paymentIntentId: string,
  now: Date,
) {
  const row = await findPayment(db, paymentIntentId);
  if (row?.purpose !== 'upgrade' || row.consumedAt) return;
  await claimUpgrade(db, stripe, row, now);
}

/** Settles one payment left unclaimed past the window; answers whether it was granted or undone. */
async function settle(db: Database, stripe: Stripe, row: PaymentRow, now: Date) {
  const moved =
    row.purpose === 'upgrade'
      ? await claimUpgrade(db, stripe, row, now)
      : await undoPayment(stripe, row);
  const claimed = (await findPayment(db, row.paymentIntentId))?.consumedAt != null;
  if (!claimed) await markPaymentSettled(db, row.paymentIntentId, moved ? 'undone' : 'abandoned');
  return moved || claimed;
}

/**
 * The hourly sweep: every payment opened more than a day ago and never used is granted (an
 * upgrade), undone (money taken, nobody to grant it to) or, never paid, set aside; each is looked
 * at once. One that Stripe cannot answer for (a network fault, an id it does not know) is logged
 * and left for the next run, and the others are still settled.
 */
export async function settleUnclaimedPayments(db: Database, stripe: Stripe, now: Date) {
  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        isNull(payments.consumedAt),
        inArray(payments.status, ['requires_payment_method', 'succeeded']),
        lt(payments.createdAt, new Date(now.getTime() - claimWindowMs)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(100);
  let settled = 0;
  for (const row of stale) {
    const done = await settle(db, stripe, row, now).catch((error: unknown) => {
      console.error(`Unclaimed payment ${row.paymentIntentId} left for the next run:`, error);
      return false;
    });
    if (done) settled += 1;
  }
  return settled;
}
