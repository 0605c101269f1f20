// `tsx scripts/stripe-standin/main.ts --port 12111 [--webhook-url URL --webhook-secret whsec_…]`
import { parseArgs } from 'node:util';
import { startStripeStandIn } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string' },
  },
});
const standIn = await startStripeStandIn({
  port: Number(values.port),
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret'],
});
console.log(`Stripe stand-in on ${standIn.url}`);
