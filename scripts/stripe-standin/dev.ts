// `npm run dev`'s Stripe: the real test keys when STRIPE_SECRET_KEY is set in the shell, otherwise
// the local stand-in, with a fresh webhook secret, delivering signed events to the app.
import { randomBytes } from 'node:crypto';
import { startStripeStandIn } from './server';

export async function stripeVars(webhookUrl: string) {
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  if (process.env.STRIPE_SECRET_KEY) {
    const vars = Object.fromEntries(
      keys.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
    );
    return {
      vars,
      description: 'Stripe: your test keys from the environment',
      close: async () => {},
    };
  }
  const webhookSecret = `whsec_dev_${randomBytes(16).toString('hex')}`;
  // Any free port, unless asked for one: the e2e journeys drive the stand-in's own API too.
  const port = Number(process.env.STRIPE_STANDIN_PORT ?? 0);
  const standIn = await startStripeStandIn({ port, webhookUrl, webhookSecret, quiet: true });
  return {
    vars: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: standIn.host,
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
    } as Record<string, string>,
    description: `Stripe stand-in on ${standIn.url} (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 declines)`,
    close: standIn.close,
  };
}
