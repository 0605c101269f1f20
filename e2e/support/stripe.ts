// Acting as Stripe: the journeys reach the app's Stripe stand-in (scripts/stripe-standin) with the
// real SDK, as a person in Stripe's dashboard would change a subscription, and with its test
// helpers for what only time does there (a renewal). The app hears of it only through webhooks.
import Stripe from 'stripe';
import { inject } from 'vitest';

const standInUrl = () => new URL(inject('stripeStandInUrl'));

/** The stand-in through the SDK, with a secret key as the Stripe dashboard would hold it. */
export function stripeStandIn() {
  const url = standInUrl();
  return new Stripe('sk_test_e2e', {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
  });
}

/** The subscription's period ends and its renewal is charged to a card that declines. */
export async function failRenewal(subscriptionId: string) {
  const response = await fetch(
    new URL(`/_standin/subscriptions/${subscriptionId}/renew`, standInUrl()),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'failed' }),
    },
  );
  if (!response.ok) throw new Error(`renewal: ${response.status} ${await response.text()}`);
}
