// No charge without a plan: a payment that can no longer grant its plan (the registration's
// e-mail was taken after the card was charged) is undone at Stripe, its money returned and its
// subscription ended. Never called inside a database batch.
import { HTTPException } from 'hono/http-exception';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { cancelSubscriptionNow, type ExpectedPayment, verifiedPayment } from './subscriptions';

/**
 * Refunds what is left of the payment, then ends its subscription. The refund comes first so a
 * retry after a failure in between still finds the payment good and finishes the cancellation;
 * both steps are safe to repeat.
 */
export async function undoPayment(
  stripe: Stripe,
  payment: { paymentIntentId: string; stripeSubscriptionId: string | null },
) {
  const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId, {
    expand: ['latest_charge'],
  });
  const charge = intent.latest_charge as Stripe.Charge | null;
  if (charge && !charge.refunded) {
    await stripe.refunds.create(
      { payment_intent: intent.id, metadata: { reason: 'plan could not be granted' } },
      { idempotencyKey: `undo-${intent.id}` },
    );
  }
  if (payment.stripeSubscriptionId) {
    await cancelSubscriptionNow(stripe, payment.stripeSubscriptionId);
  }
}

/**
 * Undoes the payment sent with a request that cannot be granted, if it is a good payment for that
 * request (ours, unused, paid, for this plan and payer); anything else is not ours to refund.
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
  if (verified) await undoPayment(stripe, verified.row);
}
