// The Stripe SDK as the Worker uses it: fetch for HTTP and SubtleCrypto for webhook signatures
// (Workers have neither Node's http nor its crypto HMAC). Without real keys, dev and tests point
// it at the local stand-in (scripts/stripe-standin) with STRIPE_API_HOST/PORT/PROTOCOL.
import Stripe from 'stripe';
import { fail } from './errors';

/** The Worker's settings this module reads (see env.ts). */
type StripeEnv = Partial<
  Record<
    | 'APP_ENV'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_API_HOST'
    | 'STRIPE_API_PORT'
    | 'STRIPE_API_PROTOCOL',
    string
  >
>;

export const stripeMessages = {
  notConfigured:
    'Card payments are not configured on this server (set STRIPE_SECRET_KEY, or run `npm run dev`, which starts the local Stripe stand-in).',
  productionKeys:
    'APP_ENV=production needs real Stripe keys: STRIPE_SECRET_KEY (sk_live_… or sk_test_…), STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, and no STRIPE_API_HOST (the local stand-in is for development only).',
} as const;

/** Throws when production would run without real Stripe: a misconfigured deploy must not take orders. */
export function assertProductionKeys(env: StripeEnv) {
  if (env.APP_ENV !== 'production') return;
  const realKey = /^(sk|rk)_(live|test)_/.test(env.STRIPE_SECRET_KEY ?? '');
  const realPublishable = /^pk_(live|test)_/.test(env.STRIPE_PUBLISHABLE_KEY ?? '');
  const realWebhook = (env.STRIPE_WEBHOOK_SECRET ?? '').startsWith('whsec_');
  if (!realKey || !realPublishable || !realWebhook || env.STRIPE_API_HOST) {
    throw new Error(stripeMessages.productionKeys);
  }
}

/** True when the API calls go to the local stand-in (the test-mode card form may be offered). */
export const usesStandIn = (env: StripeEnv) => Boolean(env.STRIPE_API_HOST);

const clients = new WeakMap<object, Stripe>();

export function stripeFor(env: StripeEnv): Stripe {
  assertProductionKeys(env);
  const known = clients.get(env);
  if (known) return known;
  if (!env.STRIPE_SECRET_KEY) fail(503, stripeMessages.notConfigured);
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    ...(env.STRIPE_API_HOST
      ? {
          host: env.STRIPE_API_HOST,
          port: Number(env.STRIPE_API_PORT ?? 12111),
          protocol: env.STRIPE_API_PROTOCOL === 'https' ? 'https' : 'http',
        }
      : {}),
    // Retries are safe: every create sends an idempotency key.
    maxNetworkRetries: 1,
  });
  clients.set(env, client);
  return client;
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** The verified event, or null when the signature (or the body) is not Stripe's. */
export async function verifiedEvent(
  env: StripeEnv,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event | null> {
  if (!env.STRIPE_WEBHOOK_SECRET) fail(503, stripeMessages.notConfigured);
  if (!signature) return null;
  try {
    return await stripeFor(env).webhooks.constructEventAsync(
      rawBody,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      undefined,
      cryptoProvider,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}

export { Stripe };
