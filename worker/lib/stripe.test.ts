import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { stripeFor, stripeMessages } from './stripe';

const realKeys = {
  APP_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('Stripe client', () => {
  it('talks to the stand-in through the real SDK in tests', async () => {
    const customer = await stripeFor(env).customers.create({ email: 'sdk@example.com' });
    expect(customer.id).toMatch(/^cus_/);
  });

  it('refuses production without real keys, on first use, with a clear error', () => {
    expect(() => stripeFor({ APP_ENV: 'production' })).toThrow(stripeMessages.productionKeys);
    expect(() => stripeFor({ ...realKeys, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(
      stripeMessages.productionKeys,
    );
    expect(() => stripeFor({ ...realKeys, STRIPE_API_HOST: '127.0.0.1' })).toThrow(
      stripeMessages.productionKeys,
    );
    expect(() => stripeFor(realKeys)).not.toThrow();
  });

  it('answers 503 outside production when no key is configured', () => {
    expect(() => stripeFor({ APP_ENV: 'development' })).toThrow(stripeMessages.notConfigured);
  });
});
