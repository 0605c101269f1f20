// Stripe in worker tests: the real SDK against the stand-in started by global-setup.ts. The
// Worker under test has no address for the stand-in to post to, so tests read the stand-in's
// events with the SDK and deliver them to the app signed with the test webhook secret.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { Bindings } from '../env';
import { Stripe, stripeFor } from '../lib/stripe';
import { call } from './harness';

export const stripe = () => stripeFor(env);
const standInUrl = () => `http://${env.STRIPE_API_HOST}:${env.STRIPE_API_PORT}`;

/** A different caller address each time, so the registration rate limit stays out of the way. */
export const freshAddress = () => ({
  'cf-connecting-ip': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

export const uniqueEmail = (stem = 'trade') =>
  `${stem}-${crypto.randomUUID().slice(0, 8)}@example.com`;

export interface PaymentAnswer {
  clientSecret: string | null;
  paymentIntentId: string | null;
  subscriptionId: string;
  amount: number;
  currency: string;
}

export async function startPayment(
  bindings: Bindings,
  body: Record<string, unknown>,
  token?: string,
) {
  const response = await call(bindings, 'POST', '/api/create-payment-intent', {
    body,
    token,
    headers: freshAddress(),
  });
  return { response, answer: response.ok ? ((await response.json()) as PaymentAnswer) : null };
}

/** The browser's test-mode card form. */
export function payWithCard(
  bindings: Bindings,
  payment: PaymentAnswer,
  cardNumber = '4242 4242 4242 4242',
) {
  return call(bindings, 'POST', '/api/stripe/test-card', {
    body: {
      paymentIntentId: payment.paymentIntentId,
      clientSecret: payment.clientSecret,
      cardNumber,
    },
  });
}

/** A signed-in tradesperson pays for a monthly plan change, and never applies it. */
export async function paidUpgradeNotApplied(bindings: Bindings, token: string, plan = 'starter') {
  const { answer } = await startPayment(
    bindings,
    { plan, billing: 'monthly', context: 'upgrade' },
    token,
  );
  const payment = answer as PaymentAnswer;
  expect((await payWithCard(bindings, payment)).status).toBe(200);
  return payment;
}

/**
 * Puts a signed-in tradesperson's listing on the paid starter plan through the real flow (payment,
 * test card, upgrade), so its subscription is live at the stand-in; answers the payment.
 */
export async function upgradeToStarter(bindings: Bindings, token: string) {
  const payment = await paidUpgradeNotApplied(bindings, token);
  const upgraded = await call(bindings, 'POST', '/api/tradesman/upgrade-plan', {
    token,
    body: { plan: 'starter', billing: 'monthly', paymentIntentId: payment.paymentIntentId },
  });
  expect(upgraded.status).toBe(200);
  return payment;
}

/** The stand-in's events about one object (a subscription with its invoices, or a payment intent), oldest first. */
export async function eventsFor(subscriptionId: string, type?: string): Promise<Stripe.Event[]> {
  // Every test file shares the stand-in, so page through all of its events.
  const data = await stripe()
    .events.list({ limit: 100, ...(type ? { type } : {}) })
    .autoPagingToArray({ limit: 10_000 });
  const about = (event: Stripe.Event) => {
    const object = event.data.object as {
      id: string;
      parent?: { subscription_details?: { subscription?: string } };
    };
    return (
      object.id === subscriptionId ||
      object.parent?.subscription_details?.subscription === subscriptionId
    );
  };
  return data.filter(about).reverse();
}

export async function signedDelivery(bindings: Bindings, payload: string, signature?: string) {
  const header =
    signature ??
    (await stripe().webhooks.generateTestHeaderStringAsync({
      payload,
      secret: env.STRIPE_WEBHOOK_SECRET as string,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    }));
  return call(bindings, 'POST', '/api/stripe/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** Delivers each event as Stripe would, in order; answers the app's replies. */
export async function deliverAll(bindings: Bindings, events: Stripe.Event[]) {
  const replies = [];
  for (const event of events) replies.push(await signedDelivery(bindings, JSON.stringify(event)));
  return replies;
}

/** Test helpers of the stand-in: the subscription reaches its renewal, or ends now. */
export async function renew(subscriptionId: string, outcome: 'paid' | 'failed') {
  const response = await fetch(`${standInUrl()}/_standin/subscriptions/${subscriptionId}/renew`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`renew failed: ${await response.text()}`);
}

export const registration = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Hertford Heat Pumps',
  description: 'Air source heat pumps for older homes.',
  serviceArea: 'East Hertfordshire',
  contactEmail: uniqueEmail(),
  contactPhone: '01992 000000',
  services: ['Heat Pump Installation'],
  certifications: ['MCS Certified'],
  plan: 'free',
  billing: 'monthly',
  ...overrides,
});

/**
 * The stand-in's `stripe events resend`: the same event again, late. The Worker under test has no
 * address for the stand-in, so the resent event is delivered here, signed afresh.
 */
export async function resend(bindings: Bindings, eventId: string) {
  const response = await fetch(`${standInUrl()}/_standin/events/${eventId}/resend`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`resend failed: ${await response.text()}`);
  return signedDelivery(bindings, await response.text());
}
