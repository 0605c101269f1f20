// Payments the browser never came back to claim (docs/product/business-side.md §10; issue 24).
// An upgrade needs nothing more from the trade, so it is granted from the webhook, or by the hourly
// sweep if the webhook was missed; if its listing is gone it is undone. A registration cannot be
// completed without the person (it needs their password), so one left unclaimed for a day is
// undone: its money refunded and its subscription ended.
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { payments } from '../../../schema/tables/billing';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { findOwnListing } from '../listings/profile';
import { findPayment, markPaymentSettled } from './payments';
import { applyUpgradePayment } from './plan-changes';
import { undoUnusablePayment } from './undo';

/** How long a paid registration waits for its browser before the payment is undone. */
export const claimWindowMs = 24 * 60 * 60 * 1000;

/** A payment row as the sweep and the webhook read it. */
type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** A refusal (not paid, not ours, plan mismatch) grants nothing; anything else is a real fault. */
const refusal = (error: unknown) => {
  if (error instanceof HTTPException) return false;
  throw error;
};

/** Grants an unclaimed, paid upgrade to the payer's listing; undoes it when there is none. */
async function claimUpgrade(db: Database, stripe: Stripe, row: PaymentRow, now: Date) {
  if (row.userId === null) return false;
  const listing = await findOwnListing(db, row.userId);
  const paid = { plan: row.plan, billing: row.billing, paymentIntentId: row.paymentIntentId };
  if (listing) {
    return applyUpgradePayment(db, stripe, listing, row.userId, paid, now).then(
      () => true,
      refusal,
    );
  }
  return undoUnusablePayment(db, stripe, row.paymentIntentId, {
    ...paid,
    flow: 'upgrade',
    userId: row.userId,
  });
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

/** Settles one payment left unclaimed past the window; answers whether money was moved. */
async function settle(db: Database, stripe: Stripe, row: PaymentRow, now: Date) {
  if (row.purpose === 'upgrade') return claimUpgrade(db, stripe, row, now);
  return undoUnusablePayment(db, stripe, row.paymentIntentId, {
    plan: row.plan,
    billing: row.billing,
    flow: 'registration',
    email: row.email ?? '',
  });
}

/**
 * The hourly sweep: every payment opened more than a day ago and never used is granted (an
 * upgrade), undone (a paid registration) or, never paid, set aside; each is looked at once.
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
    .limit(100);
  let settled = 0;
  for (const row of stale) {
    const moved = await settle(db, stripe, row, now);
    const claimed = (await findPayment(db, row.paymentIntentId))?.consumedAt != null;
    if (!claimed) await markPaymentSettled(db, row.paymentIntentId, moved ? 'undone' : 'abandoned');
    if (moved || claimed) settled += 1;
  }
  return settled;
}
