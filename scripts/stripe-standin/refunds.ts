// Refunds of a payment intent's charge, as Stripe makes them: at once (status `succeeded`), in
// part or in full, never beyond what is left, each followed by a `charge.refunded` event.
import type { FormObject } from './form';
import type { Emit } from './invoices';
import { invalidRequest, newId, now, StandInError, type Store, type StripeObject } from './store';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** The charge a successful payment intent made (Stripe's `latest_charge`). */
export function chargeFor(store: Store, intent: StripeObject): StripeObject {
  const charge = store.put({
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    captured: true,
    currency: intent.currency,
    customer: intent.customer,
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    refunded: false,
    status: 'succeeded',
    // Stripe's hosted receipt for a charge; the stand-in serves a plain page at this address.
    receipt_url: `${store.baseUrl}/_standin/receipts/${intent.id}`,
    metadata: {},
    created: now(),
    livemode: false,
  });
  intent.latest_charge = charge.id;
  return charge;
}

export function createRefund(store: Store, emit: Emit, body: FormObject): StripeObject {
  const intent = body.payment_intent
    ? store.get('payment_intent', String(body.payment_intent), 'payment_intent')
    : null;
  const chargeId = intent ? intent.latest_charge : body.charge;
  if (!chargeId) {
    throw intent
      ? invalidRequest(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
        )
      : invalidRequest(
          'One of the following params should be provided for this request: payment_intent or charge.',
        );
  }
  const charge = store.get('charge', String(chargeId), 'charge');
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) {
    throw new StandInError(400, {
      type: 'invalid_request_error',
      code: 'charge_already_refunded',
      message: `Charge ${charge.id} has already been refunded.`,
    });
  }
  const amount = body.amount === undefined ? left : Number(body.amount);
  if (!(amount > 0) || amount > left) {
    throw invalidRequest(
      `Refund amount (${pounds(amount)}) is greater than unrefunded amount on charge (${pounds(left)})`,
      'amount',
    );
  }
  const refund = store.put({
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    currency: charge.currency,
    destination_details: null,
    metadata: (body.metadata as FormObject | undefined) ?? {},
    payment_intent: charge.payment_intent,
    reason: body.reason === undefined ? null : String(body.reason),
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
    created: now(),
  });
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  emit('refund.created', refund);
  emit('charge.refunded', charge);
  return refund;
}
