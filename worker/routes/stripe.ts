// Stripe's side of payments: the signed webhook, the browser's payment settings and, while the
// API runs against the local stand-in, the test-mode card form's confirm call.
import { Hono } from 'hono';
import { testCardRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { Stripe, stripeFor, usesStandIn, verifiedEvent } from '../lib/stripe';
import { rawBody } from '../middleware/json-body';
import { validate } from '../middleware/validate';
import { applyStripeEvent } from '../services/billing/events';

export const paymentMessages = {
  badSignature: 'Invalid Stripe signature',
  testCardsOnly: 'The test card form works only with the local Stripe stand-in.',
  unknownCard: 'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
  declined: 'Your payment was declined. Please try a different card.',
} as const;

/** Stripe's test payment methods for the test card numbers the form accepts. */
const testCards: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

export const paymentRoutes = new Hono<AppEnv>()
  .post('/webhook', rawBody, async (c) => {
    // The raw text, exactly as signed: parsing and re-serialising would break the signature.
    const event = await verifiedEvent(c.env, await c.req.text(), c.req.header('stripe-signature'));
    if (!event) fail(400, paymentMessages.badSignature);
    const applied = await applyStripeEvent(c.var.db, stripeFor(c.env), event, new Date());
    return c.json({ received: true, duplicate: !applied });
  })
  .get('/config', (c) =>
    c.json({
      publishableKey: c.env.STRIPE_PUBLISHABLE_KEY ?? null,
      testCardForm: usesStandIn(c.env) && !c.env.STRIPE_PUBLISHABLE_KEY,
    }),
  )
  .post('/test-card', validate('json', testCardRules), async (c) => {
    if (!usesStandIn(c.env)) fail(404, paymentMessages.testCardsOnly);
    const input = c.req.valid('json');
    const paymentMethod = testCards[input.cardNumber];
    if (!paymentMethod) fail(400, paymentMessages.unknownCard);
    const stripe = stripeFor(c.env);
    const intent = await stripe.paymentIntents.retrieve(input.paymentIntentId);
    if (intent.client_secret !== input.clientSecret) fail(403, paymentMessages.testCardsOnly);
    try {
      const confirmed = await stripe.paymentIntents.confirm(intent.id, {
        payment_method: paymentMethod,
      });
      // Stripe's status union lives in a module path its package does not export, so the typed
      // client's declarations could not name it; the page only compares it with 'succeeded'.
      const status: string = confirmed.status;
      return c.json({ status, paymentIntentId: confirmed.id });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return c.json(
          { error: paymentMessages.declined, code: error.code ?? 'card_declined' },
          402,
        );
      }
      throw error;
    }
  });
