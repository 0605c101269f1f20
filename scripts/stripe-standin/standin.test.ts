// The stand-in, driven through the real `stripe` SDK the app uses.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm } from './form';
import { type StandIn, startStripeStandIn } from './server';

let standIn: StandIn;
let stripe: Stripe;
const received: { signature: string; body: string }[] = [];
let closeReceiver: () => void;
const webhookSecret = 'whsec_standin_test';

beforeAll(async () => {
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ signature: String(request.headers['stripe-signature']), body });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  closeReceiver = () => receiver.close();
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  standIn = await startStripeStandIn({ webhookUrl, webhookSecret, quiet: true });
  stripe = new Stripe('sk_test_standin', {
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
  });
});

afterAll(async () => {
  await standIn.deliveriesSettled();
  await standIn.close();
  closeReceiver();
});

async function newSubscription(email: string, unitAmount = 1900, promotionCode?: string) {
  const customer = await stripe.customers.create({ email });
  await stripe.products.create({ id: `prod_${email}`, name: 'Starter' }).catch(() => undefined);
  return stripe.subscriptions.create({
    customer: customer.id,
    items: [
      {
        price_data: {
          currency: 'gbp',
          product: `prod_${email}`,
          unit_amount: unitAmount,
          recurring: { interval: 'month' },
        },
      },
    ],
    payment_behavior: 'default_incomplete',
    ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
    metadata: { plan: 'starter' },
    expand: ['latest_invoice.confirmation_secret'],
  });
}

const intentIdOf = (secret: string) => secret.split('_secret_')[0] as string;

/** A subscription whose first invoice is paid; answers it and the payment intent. */
async function paidSubscription(email: string) {
  const subscription = await newSubscription(email);
  const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret
    ?.client_secret as string;
  const intent = await stripe.paymentIntents.confirm(intentIdOf(secret), {
    payment_method: 'pm_card_visa',
  });
  return { subscription, intent };
}

/** A move to £49 a month, prorated and left pending until its invoice is paid. */
function pendingChange(subscription: Stripe.Subscription, email: string) {
  const item = subscription.items.data[0] as Stripe.SubscriptionItem;
  return stripe.subscriptions.update(subscription.id, {
    items: [
      {
        id: item.id,
        price_data: {
          currency: 'gbp',
          product: `prod_${email}`,
          unit_amount: 4900,
          recurring: { interval: 'month' },
        },
      },
    ],
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  });
}

describe('Stripe stand-in', () => {
  it('previews exactly what a change bills when both name the same proration date', async () => {
    const email = 'preview-change@example.com';
    const { subscription } = await paidSubscription(email);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const prorationDate = item.current_period_start + 10 * 86_400;
    const price_data = {
      currency: 'gbp',
      product: `prod_${email}`,
      unit_amount: 4900,
      recurring: { interval: 'month' as const },
    };
    const preview = await stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price_data }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    const changed = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price_data }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      proration_date: prorationDate,
      expand: ['latest_invoice'],
    });
    expect(preview.amount_due).toBeGreaterThan(0);
    expect(preview.amount_due).toBeLessThan(4900 - 1900);
    expect((changed.latest_invoice as Stripe.Invoice).amount_due).toBe(preview.amount_due);
  });

  it('previews a new subscription with its promotion code taken off, redeeming nothing', async () => {
    await stripe.products.create({ id: 'prod_preview_new', name: 'Starter' });
    const [code] = (await stripe.promotionCodes.list({ code: 'GREEN10', active: true })).data;
    const before = code?.times_redeemed;
    const preview = await stripe.invoices.createPreview({
      subscription_details: {
        items: [
          {
            price_data: {
              currency: 'gbp',
              product: 'prod_preview_new',
              unit_amount: 19000,
              recurring: { interval: 'year' },
            },
          },
        ],
      },
      discounts: [{ promotion_code: code?.id }],
    });
    expect(preview.amount_due).toBe(17100);
    expect(preview.subtotal).toBe(19000);
    const [after] = (await stripe.promotionCodes.list({ code: 'GREEN10', active: true })).data;
    expect(after?.times_redeemed).toBe(before);
  });

  it('refuses a pending update with a parameter Stripe does not allow on one', async () => {
    const subscription = await newSubscription('pending-params@example.com');
    await expect(
      stripe.subscriptions.update(subscription.id, {
        payment_behavior: 'pending_if_incomplete',
        cancel_at_period_end: false,
        metadata: { plan: 'starter' },
      }),
    ).rejects.toThrow(
      /not supported with payment_behavior=pending_if_incomplete: cancel_at_period_end/,
    );
  });

  it('parses nested brackets, indices and expand[] like Stripe', () => {
    expect(
      parseForm('items[0][price_data][unit_amount]=1900&expand[]=a&expand[]=b&m[k]=v'),
    ).toEqual({
      items: [{ price_data: { unit_amount: '1900' } }],
      expand: ['a', 'b'],
      m: { k: 'v' },
    });
  });

  it('creates an incomplete subscription whose first invoice a test card pays', async () => {
    const subscription = await newSubscription('first@example.com');
    expect(subscription.status).toBe('incomplete');
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice.amount_due).toBe(1900);
    const secret = invoice.confirmation_secret?.client_secret as string;
    const intent = await stripe.paymentIntents.confirm(intentIdOf(secret), {
      payment_method: 'pm_card_visa',
    });
    expect(intent.status).toBe('succeeded');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect((await stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
  });

  it('declines 4000000000000002 with card_declined through the browser path', async () => {
    const subscription = await newSubscription('declined@example.com');
    const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret
      ?.client_secret as string;
    const response = await fetch(
      `${standIn.url}/v1/payment_intents/${intentIdOf(secret)}/confirm`,
      {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_standin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': '4000000000000002',
        }),
      },
    );
    expect(response.status).toBe(402);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'card_declined',
    );
    await expect(stripe.paymentIntents.retrieve(intentIdOf(secret))).resolves.toMatchObject({
      status: 'requires_payment_method',
    });
  });

  it('applies a seeded promotion code found by its code', async () => {
    const { data } = await stripe.promotionCodes.list({ code: 'GREEN10', active: true });
    expect(data).toHaveLength(1);
    const subscription = await newSubscription('promo@example.com', 19000, data[0]?.id);
    expect((subscription.latest_invoice as Stripe.Invoice).amount_due).toBe(17100);
  });

  it('answers Stripe-shaped errors the SDK raises as its own types', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('replays a POST with the same idempotency key', async () => {
    const first = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'same-key' },
    );
    const again = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'same-key' },
    );
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1);
  });

  it('renews, fails a renewal, cancels at period end and signs each delivered event', async () => {
    const subscription = await newSubscription('renew@example.com');
    const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret
      ?.client_secret as string;
    await stripe.paymentIntents.confirm(intentIdOf(secret), { payment_method: 'pm_card_visa' });
    const renew = (outcome: string) =>
      fetch(`${standIn.url}/_standin/subscriptions/${subscription.id}/renew`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome }),
      }).then((r) => r.json() as Promise<Stripe.Subscription>);
    const before = subscription.items.data[0]?.current_period_end as number;
    const renewed = await renew('paid');
    expect(renewed.items.data[0]?.current_period_start).toBe(before);
    expect((await renew('failed')).status).toBe('past_due');
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect((await renew('paid')).status).toBe('canceled');

    await standIn.deliveriesSettled();
    const types = received.map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(
      expect.arrayContaining([
        'invoice.paid',
        'invoice.payment_failed',
        'customer.subscription.deleted',
      ]),
    );
    const last = received.at(-1) as { signature: string; body: string };
    const [t, v1] = last.signature.split(',').map((part) => part.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', webhookSecret).update(`${t}.${last.body}`).digest('hex'));
    const event = await stripe.webhooks.constructEventAsync(
      last.body,
      last.signature,
      webhookSecret,
    );
    expect(event.type).toBe('customer.subscription.deleted');
  });

  it('resends a past event late: the same id and payload, signed afresh', async () => {
    const subscription = await newSubscription('resend@example.com');
    await standIn.deliveriesSettled();
    const { data } = await stripe.events.list({ limit: 100 });
    const original = data.find(
      (e) => (e.data.object as { id: string }).id === subscription.id,
    ) as Stripe.Event;
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const resend = () =>
      fetch(`${standIn.url}/_standin/events/${original.id}/resend`, { method: 'POST' });
    const first = await resend();
    expect(first.status).toBe(200);
    expect(((await first.json()) as Stripe.Event).id).toBe(original.id);
    expect((await resend()).status).toBe(200);
    await standIn.deliveriesSettled();
    const late = received.slice(-2);
    for (const delivery of late) {
      const event = await stripe.webhooks.constructEventAsync(
        delivery.body,
        delivery.signature,
        webhookSecret,
      );
      expect(event).toEqual(original);
    }
    expect(
      (await fetch(`${standIn.url}/_standin/events/evt_none/resend`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it('ends a subscription at once with the test helper', async () => {
    const subscription = await newSubscription('end@example.com');
    const ended = await fetch(`${standIn.url}/_standin/subscriptions/${subscription.id}/end`, {
      method: 'POST',
    });
    expect(((await ended.json()) as Stripe.Subscription).status).toBe('canceled');
    expect((await stripe.subscriptions.retrieve(subscription.id)).ended_at).not.toBeNull();
  });

  it('prorates a plan change and applies it only once its invoice is paid', async () => {
    const { subscription } = await paidSubscription('change@example.com');
    const changed = await pendingChange(subscription, 'change@example.com');
    const invoice = changed.latest_invoice as Stripe.Invoice;
    expect(invoice.amount_due).toBeGreaterThan(2900);
    expect(invoice.amount_due).toBeLessThanOrEqual(3000);
    expect(changed.items.data[0]?.price.unit_amount).toBe(1900);
    await stripe.paymentIntents.confirm(
      intentIdOf(invoice.confirmation_secret?.client_secret as string),
      { payment_method: 'pm_card_visa' },
    );
    expect(
      (await stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.unit_amount,
    ).toBe(4900);
  });

  it('applies a change with nothing due at once: a paid invoice with nothing to confirm', async () => {
    const email = 'nothing-due@example.com';
    const { subscription } = await paidSubscription(email);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    // To £9 a month: the unused part of the £19 covers more than the rest of the period costs.
    const changed = await stripe.subscriptions.update(subscription.id, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: 'gbp',
            product: `prod_${email}`,
            unit_amount: 900,
            recurring: { interval: 'month' },
          },
        },
      ],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(changed.pending_update).toBeNull();
    expect(changed.items.data[0]?.price.unit_amount).toBe(900);
    expect(changed.latest_invoice).toMatchObject({
      status: 'paid',
      amount_due: 0,
      billing_reason: 'subscription_update',
      confirmation_secret: null,
    });
  });
});

describe('Stripe stand-in pending updates', () => {
  it('drops an unpaid pending change when the period renews, never applying it later', async () => {
    const { subscription } = await paidSubscription('pending@example.com');
    const changed = await pendingChange(subscription, 'pending@example.com');
    expect(changed.pending_update?.expires_at).toBeGreaterThan(Date.now() / 1000 + 22 * 3600);
    const pendingIntent = intentIdOf(
      (changed.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret as string,
    );
    const renewed = await fetch(`${standIn.url}/_standin/subscriptions/${subscription.id}/renew`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'paid' }),
    }).then((r) => r.json() as Promise<Stripe.Subscription>);
    expect(renewed.pending_update).toBeNull();
    expect(renewed.items.data[0]?.price.unit_amount).toBe(1900);
    expect(
      (await stripe.invoices.retrieve((changed.latest_invoice as Stripe.Invoice).id)).status,
    ).toBe('void');
    await expect(
      stripe.paymentIntents.confirm(pendingIntent, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(
      (await stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.unit_amount,
    ).toBe(1900);
  });
});

describe('Stripe stand-in refunds', () => {
  it('refunds a payment in part, then the rest, and marks its charge refunded', async () => {
    const { intent } = await paidSubscription('refund@example.com');
    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 500,
      currency: 'gbp',
      status: 'succeeded',
      payment_intent: intent.id,
    });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(1400);
    const { data } = await stripe.refunds.list({ payment_intent: intent.id });
    expect(data.map((r) => r.amount).sort()).toEqual([1400, 500]);
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intent.id)).latest_charge as string,
    );
    expect(charge).toMatchObject({ amount: 1900, amount_refunded: 1900, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    await standIn.deliveriesSettled();
    const refunded = received
      .map((r) => JSON.parse(r.body) as Stripe.Event)
      .filter((e) => e.type === 'charge.refunded')
      .map((e) => e.data.object as Stripe.Charge)
      .filter((c) => c.payment_intent === intent.id);
    expect(refunded.map((c) => c.amount_refunded)).toEqual([500, 1900]);
  });

  it('refuses more than is left, and an intent that was never paid', async () => {
    const { intent } = await paidSubscription('overrefund@example.com');
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 2000 }),
    ).rejects.toMatchObject({ param: 'amount' });
    const unpaid = await newSubscription('unpaid@example.com');
    const secret = (unpaid.latest_invoice as Stripe.Invoice).confirmation_secret
      ?.client_secret as string;
    await expect(
      stripe.refunds.create({ payment_intent: intentIdOf(secret) }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((await stripe.refunds.list({ payment_intent: intentIdOf(secret) })).data).toEqual([]);
  });
});
