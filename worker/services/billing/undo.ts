// No charge without a plan: a payment that can no longer grant its plan (the registration's
// e-mail was taken after the card was charged) is undone at Stripe, its money returned and its
// subscription ended, from the request that finds it or from the webhook. Never called inside a
// database batch.
import { HTTPException } from 'hono/http-exception';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { findUserByEmail } from '../accounts/users';
import { findPayment } from './payments';
import { cancelSubscriptionNow, type ExpectedPayment, verifiedPayment } from './subscriptions';

/**
 * Refunds what is left of the payment, then ends its subscription. The refund comes first so a
 * retry after a failure in between still finds the payment good and finishes the cancellation;
 * both steps are safe to repeat. Also used for a registration removed because its e-mail was never
 * proven (services/flows/unproven-registrations.ts): its plan was never public. Answers whether
 * the payment had taken money (now returned).
 */
export async function undoPayment(
  stripe: Stripe,
  payment: { paymentIntentId: string; stripeSubscriptionId: string | null },
) {
  const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId, {
    expand: ['latest_charge'],
  });
  const charge = intent.latest_charge as Stripe.Charge | null;
  // A declined attempt leaves a failed charge at Stripe: it took nothing, so nothing is refunded.
  const charged = intent.status === 'succeeded' && charge !== null;
  if (charged && !charge.refunded) {
    await stripe.refunds.create(
      { payment_intent: intent.id, metadata: { reason: 'plan could not be granted' } },
      { idempotencyKey: `undo-${intent.id}` },
    );
  }
  if (payment.stripeSubscriptionId) {
    await cancelSubscriptionNow(stripe, payment.stripeSubscriptionId);
  }
  return charged;
}

/**
 * Undoes the payment sent with a request that cannot be granted, if it is a good payment for that
 * request (ours, unused, paid, for this plan and payer); anything else is not ours to refund.
 * Answers whether it undid the payment.
 */
export async function undoUnusablePayment(
  db: Database,
  stripe: Stripe,
  paymentIntentId: string,
  expected: ExpectedPayment,
) {
  const verified = await verifiedPayment(db, stripe, paymentIntentId, expected).catch(
    (error: unknown) => {
      if (error instanceof HTTPException) return null;
      throw error;
    },
  );
  if (!verified) return false;
  await undoPayment(stripe, verified.row);
  return true;
}

/**
 * The webhook's side, for a browser that never came back: a registration paid for an address that
 * has since been taken can never be completed, so it is undone at once.
 */
export async function undoStrandedRegistration(
  db: Database,
  stripe: Stripe,
  paymentIntentId: string,
) {
  const row = await findPayment(db, paymentIntentId);
  if (row?.purpose !== 'registration' || row.consumedAt || !row.email) return;
  // The address first, then the payment: a registration that took the address used the payment
  // in the same batch, so the check that follows sees it used and undoes nothing.
  if (!(await findUserByEmail(db, row.email))) return;
  await undoUnusablePayment(db, stripe, paymentIntentId, {
    plan: row.plan,
    billing: row.billing,
    flow: 'registration',
    email: row.email,
  });
}
