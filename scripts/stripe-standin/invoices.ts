// Invoices and the payment intents that pay them. A confirmed card pays the invoice, which moves
// its subscription on (activates it, applies a pending plan change, clears a past-due state).
import type { FormObject } from './form';
import { chargeFor } from './refunds';
import { invalidRequest, newId, now, StandInError, type Store, type StripeObject } from './store';

export type Emit = (type: string, object: StripeObject) => void;

/** Test cards (Stripe's documented numbers and their payment method tokens). */
const declinedCards = new Set([
  '4000000000000002',
  'pm_card_chargeDeclined',
  'pm_card_visa_chargeDeclined',
]);
const approvedCards = new Set([
  '4242424242424242',
  '4000056655665556',
  'pm_card_visa',
  'pm_card_mastercard',
]);

interface NewInvoice {
  subscription: StripeObject;
  amount: number;
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  period: { start: number; end: number };
  description: string;
}

export function createInvoice(store: Store, input: NewInvoice): StripeObject {
  const { subscription, amount } = input;
  const id = newId('in');
  const intent =
    amount > 0
      ? store.put({
          id: newId('pi'),
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: subscription.currency,
          customer: subscription.customer,
          status: 'requires_payment_method',
          client_secret: '',
          description: input.description,
          last_payment_error: null,
          latest_charge: null,
          payment_method: null,
          metadata: {},
          created: now(),
          livemode: false,
        })
      : null;
  if (intent) intent.client_secret = `${intent.id}_secret_${newId('s').slice(2)}`;
  return store.put({
    id,
    object: 'invoice',
    customer: subscription.customer,
    currency: subscription.currency,
    status: amount > 0 ? 'open' : 'paid',
    billing_reason: input.reason,
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    subtotal: amount,
    total: amount,
    period_start: input.period.start,
    period_end: input.period.end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: subscription.currency,
          description: input.description,
          period: input.period,
        },
      ],
    },
    confirmation_secret: intent
      ? { client_secret: intent.client_secret, type: 'payment_intent' }
      : null,
    number: `RSG-${String(store.all('invoice').length + 1).padStart(4, '0')}`,
    // Stripe's hosted page for the invoice and its receipt; the stand-in serves a plain one.
    hosted_invoice_url: `${store.baseUrl}/_standin/invoices/${id}`,
    invoice_pdf: null,
    // Not a Stripe field: how the stand-in finds the invoice a payment intent pays.
    payment_intent_id: intent?.id ?? null,
    created: now(),
    livemode: false,
    metadata: {},
  });
}

/**
 * `POST /v1/payment_intents`: a one-off payment (an add-on), confirmed later by the browser's card
 * or the server, exactly like an invoice's payment but paying no invoice.
 */
export function createPaymentIntent(store: Store, body: FormObject): StripeObject {
  const amount = Number(body.amount);
  if (!Number.isInteger(amount) || amount < 30) {
    throw invalidRequest('Amount must be at least £0.30 gbp', 'amount');
  }
  const currency = String(body.currency ?? '').toLowerCase();
  if (!currency) throw invalidRequest('Missing required param: currency.', 'currency');
  if (body.customer) store.get('customer', String(body.customer), 'customer');
  const intent = store.put({
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency,
    customer: body.customer ? String(body.customer) : null,
    status: 'requires_payment_method',
    client_secret: '',
    description: body.description ? String(body.description) : null,
    last_payment_error: null,
    latest_charge: null,
    payment_method: null,
    metadata: (body.metadata as FormObject | undefined) ?? {},
    created: now(),
    livemode: false,
  });
  intent.client_secret = `${intent.id}_secret_${newId('s').slice(2)}`;
  return intent;
}

export function invoiceOfIntent(store: Store, intentId: string): StripeObject | undefined {
  return store.all('invoice').find((invoice) => invoice.payment_intent_id === intentId);
}

function cardOf(body: FormObject): string {
  const data = body.payment_method_data as FormObject | undefined;
  const card = data?.card as FormObject | undefined;
  return String(card?.number ?? body.payment_method ?? '').replace(/\s/g, '');
}

const declineError = (intent: { id: string }) => ({
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
  payment_intent: intent,
});

/** Pays or declines the intent with a test card; on success the invoice and subscription follow. */
export function settleIntent(
  store: Store,
  emit: Emit,
  intent: StripeObject,
  card: string,
  onPaid: (invoice: StripeObject) => void,
) {
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw new StandInError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
    });
  }
  const invoice = invoiceOfIntent(store, intent.id);
  if (declinedCards.has(card)) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = declineError({ id: intent.id });
    emit('payment_intent.payment_failed', intent);
    if (invoice) {
      invoice.attempt_count = (invoice.attempt_count ?? 0) + 1;
      emit('invoice.payment_failed', invoice);
    }
    return false;
  }
  if (!approvedCards.has(card)) {
    throw new StandInError(402, {
      type: 'card_error',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'number',
    });
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  intent.payment_method = `pm_${card.slice(-4)}`;
  chargeFor(store, intent);
  emit('payment_intent.succeeded', intent);
  if (invoice) {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
    });
    onPaid(invoice);
    emit('invoice.paid', invoice);
    emit('invoice.payment_succeeded', invoice);
  }
  return true;
}

/** The confirm call: by the server (secret key) or the browser's test card form (client secret). */
export function confirmIntent(
  store: Store,
  emit: Emit,
  id: string,
  body: FormObject,
  publicCaller: boolean,
  onPaid: (invoice: StripeObject) => void,
) {
  const intent = store.get('payment_intent', id, 'intent');
  if (publicCaller && body.client_secret !== intent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match this PaymentIntent.',
      'client_secret',
    );
  }
  if (!settleIntent(store, emit, intent, cardOf(body), onPaid)) {
    throw new StandInError(402, declineError(intent));
  }
  return intent;
}
