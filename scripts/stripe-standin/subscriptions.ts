// Subscriptions: created incomplete until the first invoice is paid, renewed by the test helpers,
// changed with proration, cancelled now or at the period's end.
import type { FormObject } from './form';
import { createInvoice, type Emit, settleIntent } from './invoices';
import { invalidRequest, newId, now, type Store, type StripeObject } from './store';

const day = 86_400;

function periodEnd(start: number, interval: string): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setTime(date.getTime() + 7 * day * 1000);
  return Math.floor(date.getTime() / 1000);
}

/** A price from `price` (an id) or inline `price_data`, as subscription items take them. */
function priceOf(store: Store, item: FormObject): StripeObject {
  if (typeof item.price === 'string') return store.get('price', item.price, 'items[0][price]');
  const data = item.price_data as FormObject | undefined;
  if (!data) throw invalidRequest('Missing required param: items[0][price].', 'items[0][price]');
  const recurring = data.recurring as FormObject | undefined;
  if (!recurring?.interval)
    throw invalidRequest('Missing required param: items[0][price_data][recurring].');
  store.get('product', String(data.product), 'items[0][price_data][product]');
  return store.put({
    id: newId('price'),
    object: 'price',
    active: false,
    currency: String(data.currency ?? '').toLowerCase(),
    product: String(data.product),
    unit_amount: Number(data.unit_amount),
    recurring: { interval: String(recurring.interval), interval_count: 1 },
    type: 'recurring',
    created: now(),
    livemode: false,
    metadata: {},
  });
}

/** The amount after a subscription's promotion code (a coupon's percent or amount off). */
function discounted(store: Store, discounts: readonly string[], amount: number): number {
  const promotion = discounts[0];
  if (!promotion) return amount;
  const coupon = store.get('coupon', store.get('promotion_code', promotion).promotion.coupon);
  if (coupon.percent_off) return Math.round(amount * (1 - coupon.percent_off / 100));
  return Math.max(0, amount - (coupon.amount_off ?? 0));
}

function promotionCodeOf(store: Store, body: FormObject): string | null {
  const discounts = (body.discounts as FormObject[] | undefined) ?? [];
  const id = String(discounts[0]?.promotion_code ?? body.promotion_code ?? '');
  if (!id) return null;
  const promotion = store.get('promotion_code', id, 'discounts[0][promotion_code]');
  if (!promotion.active) throw invalidRequest(`Promotion code ${promotion.code} is inactive.`);
  promotion.times_redeemed += 1;
  return id;
}

/** A preview's promotion code: checked like a real one, but not redeemed. */
function previewPromotion(store: Store, body: FormObject): string | null {
  const discounts = (body.discounts as FormObject[] | undefined) ?? [];
  const id = String(discounts[0]?.promotion_code ?? '');
  if (!id) return null;
  const promotion = store.get('promotion_code', id, 'discounts[0][promotion_code]');
  if (!promotion.active) throw invalidRequest(`Promotion code ${promotion.code} is inactive.`);
  return id;
}

const itemOf = (subscription: StripeObject) => subscription.items.data[0] as StripeObject;

function setItem(subscription: StripeObject, price: StripeObject, start: number) {
  subscription.items.data = [
    {
      id: subscription.items.data[0]?.id ?? newId('si'),
      object: 'subscription_item',
      price,
      quantity: 1,
      subscription: subscription.id,
      current_period_start: start,
      current_period_end: periodEnd(start, price.recurring.interval),
      created: now(),
      metadata: {},
    },
  ];
}

/**
 * What a change of price bills now: the new price for the rest of the period (or a whole new
 * period when the interval changes) less the unused part of the old one, never below zero; and
 * when the changed item's period starts.
 */
function proration(old: StripeObject, price: StripeObject, body: FormObject) {
  const t = body.proration_date === undefined ? now() : Number(body.proration_date);
  const newPeriod = price.recurring.interval !== old.price.recurring.interval;
  const left =
    Math.max(0, old.current_period_end - t) /
    Math.max(1, old.current_period_end - old.current_period_start);
  const unused = Math.round(old.price.unit_amount * left);
  const charge = newPeriod
    ? price.unit_amount - unused
    : Math.round(price.unit_amount * left) - unused;
  const prorate = body.proration_behavior !== 'none';
  return {
    amount: prorate ? Math.max(0, charge) : 0,
    start: newPeriod ? t : old.current_period_start,
    newPeriod,
    prorate,
  };
}

/**
 * The update parameters a pending update accepts (Stripe's "Pending updates reference", with
 * `metadata` since API version 2026-05-27.dahlia); Stripe refuses any other with
 * `pending_if_incomplete`, and so does the stand-in.
 */
const pendableParameters = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'metadata',
]);

function refuseUnpendable(body: FormObject) {
  const refused = Object.keys(body).filter((key) => !pendableParameters.has(key));
  if (refused.length > 0) {
    throw invalidRequest(
      `The following parameters are not supported with payment_behavior=pending_if_incomplete: ${refused.join(', ')}.`,
    );
  }
}

export class Subscriptions {
  constructor(
    private readonly store: Store,
    private readonly emit: Emit,
  ) {}

  create(body: FormObject): StripeObject {
    const customer = this.store.get('customer', String(body.customer ?? ''), 'customer');
    const items = (body.items as FormObject[] | undefined) ?? [];
    if (items.length !== 1)
      throw invalidRequest('The stand-in supports exactly one item.', 'items');
    const price = priceOf(this.store, items[0] as FormObject);
    const promotion = promotionCodeOf(this.store, body);
    const subscription = this.store.put({
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id,
      currency: price.currency,
      status: 'incomplete',
      items: { object: 'list', has_more: false, data: [] },
      discounts: promotion ? [promotion] : [],
      latest_invoice: null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      pending_update: null,
      metadata: (body.metadata as FormObject | undefined) ?? {},
      start_date: now(),
      created: now(),
      livemode: false,
    });
    setItem(subscription, price, now());
    const invoice = this.invoiceFor(subscription, 'subscription_create', price.unit_amount);
    if (invoice.status === 'paid') subscription.status = 'active';
    this.emit('customer.subscription.created', subscription);
    return subscription;
  }

  private invoiceFor(
    subscription: StripeObject,
    reason: Parameters<typeof createInvoice>[1]['reason'],
    full: number,
  ) {
    const item = itemOf(subscription);
    const invoice = createInvoice(this.store, {
      subscription,
      amount: discounted(this.store, subscription.discounts, full),
      reason,
      period: { start: item.current_period_start, end: item.current_period_end },
      description: `1 × ${item.price.product} (${item.price.recurring.interval}ly)`,
    });
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /**
   * `POST /v1/invoices/create_preview`: the invoice a new subscription, or a change to one with
   * `proration_behavior=always_invoice`, would bill now. Nothing is stored or redeemed.
   */
  preview(body: FormObject): StripeObject {
    const details = (body.subscription_details as FormObject | undefined) ?? {};
    const items = (details.items as FormObject[] | undefined) ?? [];
    if (items.length !== 1)
      throw invalidRequest('The stand-in supports exactly one item.', 'items');
    const price = priceOf(this.store, items[0] as FormObject);
    const current = body.subscription
      ? this.store.get('subscription', String(body.subscription), 'subscription')
      : null;
    const promotion = current ? null : previewPromotion(this.store, body);
    const discounts = current ? current.discounts : promotion ? [promotion] : [];
    const t = details.proration_date === undefined ? now() : Number(details.proration_date);
    const full = current ? proration(itemOf(current), price, details).amount : price.unit_amount;
    const amount = discounted(this.store, discounts, full);
    return {
      id: `upcoming_${newId('in')}`,
      object: 'invoice',
      customer: current?.customer ?? body.customer ?? null,
      currency: price.currency,
      status: 'draft',
      billing_reason: current ? 'subscription_update' : 'subscription_create',
      amount_due: amount,
      subtotal: full,
      total: amount,
      total_discount_amounts:
        full === amount ? [] : [{ amount: full - amount, discount: 'di_preview' }],
      subscription_proration_date: current ? t : null,
      lines: { object: 'list', has_more: false, url: '/v1/invoices/upcoming/lines', data: [] },
      created: t,
      livemode: false,
    };
  }

  /** Called when one of a subscription's invoices is paid. */
  invoicePaid(invoice: StripeObject) {
    const id = invoice.parent?.subscription_details?.subscription;
    const subscription = id ? this.store.objects.get(id) : undefined;
    if (!subscription) return;
    const pending = subscription.pending_update;
    if (pending && pending.invoice === invoice.id && now() < pending.expires_at) {
      setItem(subscription, pending.price, pending.start);
      subscription.pending_update = null;
    }
    subscription.status = 'active';
    this.emit('customer.subscription.updated', subscription);
  }

  update(id: string, body: FormObject): StripeObject {
    const subscription = this.store.get('subscription', id);
    if (body.payment_behavior === 'pending_if_incomplete') refuseUnpendable(body);
    if (subscription.status === 'canceled')
      throw invalidRequest(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    if (body.metadata)
      subscription.metadata = { ...subscription.metadata, ...(body.metadata as FormObject) };
    if (body.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end
        ? itemOf(subscription).current_period_end
        : null;
    }
    const items = body.items as FormObject[] | undefined;
    if (items?.[0]) this.changePrice(subscription, items[0], body);
    else this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * Proration as Stripe bills it: the unused part of the old price is credited, the new price is
   * charged for the rest of the period (or, when the interval changes, a new period from now),
   * counted from `proration_date` when one is given (so a preview and the change agree).
   * With `pending_if_incomplete` the change waits until its invoice is paid.
   */
  private changePrice(subscription: StripeObject, item: FormObject, body: FormObject) {
    const old = itemOf(subscription);
    const price = priceOf(this.store, item);
    const t = now();
    const { amount, start, newPeriod, prorate } = proration(old, price, body);
    if (amount > 0 && body.payment_behavior === 'pending_if_incomplete') {
      this.expirePendingUpdate(subscription);
      const pending = {
        ...subscription,
        items: { ...subscription.items, data: [{ ...old, price }] },
      };
      const invoice = createInvoice(this.store, {
        subscription: pending,
        amount: discounted(this.store, subscription.discounts, amount),
        reason: 'subscription_update',
        period: {
          start: t,
          end: newPeriod ? periodEnd(t, price.recurring.interval) : old.current_period_end,
        },
        description: `Remaining time on ${price.product}`,
      });
      subscription.latest_invoice = invoice.id;
      // Stripe's pending update lasts 23 hours; `price`, `start` and `invoice` are the stand-in's.
      subscription.pending_update = {
        expires_at: t + 23 * 3600,
        subscription_items: [{ price: price.id, quantity: 1 }],
        price,
        start,
        invoice: invoice.id,
      };
      return;
    }
    setItem(subscription, price, start);
    // Stripe invoices a prorated change at once even when nothing is due (a downgrade's credit):
    // the latest invoice is then a paid one with nothing to confirm.
    if (prorate) this.invoiceFor(subscription, 'subscription_update', amount);
    this.emit('customer.subscription.updated', subscription);
  }

  /**
   * A pending update that is replaced, or not paid before it expires, is dropped, as at Stripe: its
   * invoice is voided and its payment can no longer be made, so a later invoice never applies it.
   */
  private expirePendingUpdate(subscription: StripeObject) {
    const pending = subscription.pending_update;
    if (!pending) return;
    subscription.pending_update = null;
    const invoice = this.store.get('invoice', pending.invoice);
    if (invoice.status !== 'open') return;
    invoice.status = 'void';
    const intent = invoice.payment_intent_id
      ? this.store.get('payment_intent', invoice.payment_intent_id)
      : null;
    if (intent) intent.status = 'canceled';
  }

  cancel(id: string): StripeObject {
    const subscription = this.store.get('subscription', id);
    this.expirePendingUpdate(subscription);
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: now(),
      ended_at: now(),
    });
    this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /**
   * Test helper: the period ends. A subscription set to cancel at period end ends; otherwise the
   * next period starts and its invoice is charged to the saved card (`paid`) or declined.
   */
  renew(id: string, outcome: 'paid' | 'failed'): StripeObject {
    const subscription = this.store.get('subscription', id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete') {
      throw invalidRequest(`Cannot renew a ${subscription.status} subscription.`);
    }
    if (subscription.cancel_at_period_end) return this.cancel(id);
    // A period lasts longer than a pending update: one still unpaid has expired by now.
    this.expirePendingUpdate(subscription);
    const item = itemOf(subscription);
    setItem(subscription, item.price, item.current_period_end);
    const invoice = this.invoiceFor(subscription, 'subscription_cycle', item.price.unit_amount);
    this.emit('invoice.created', invoice);
    const intent = invoice.payment_intent_id
      ? this.store.get('payment_intent', invoice.payment_intent_id)
      : null;
    if (!intent) return subscription;
    const card = outcome === 'paid' ? 'pm_card_visa' : 'pm_card_chargeDeclined';
    const paid = settleIntent(this.store, this.emit, intent, card, (paidInvoice) =>
      this.invoicePaid(paidInvoice),
    );
    if (!paid) {
      subscription.status = 'past_due';
      this.emit('customer.subscription.updated', subscription);
    }
    return subscription;
  }
}
