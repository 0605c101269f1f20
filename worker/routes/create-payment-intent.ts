// POST /api/create-payment-intent: the first step of joining on a paid plan (or of a signed-in
// trade's upgrade) opens the plan's subscription; register-tradesman.ts finishes joining.
// POST /api/create-payment-intent/preview: the exact amount that step will charge, asked before
// the card (issue 23).
import { type Context, Hono } from 'hono';
import {
  type PaymentIntentInput,
  type PricePreviewInput,
  paymentIntentRules,
  pricePreviewRules,
} from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { stripeFor } from '../lib/stripe';
import { forbidden, resolveUser, signInRequired } from '../middleware/auth';
import { byAddress, byUserOrAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { emailTaken } from '../services/accounts/users';
import { previewPlanPrice, startPlanPayment } from '../services/billing/subscriptions';
import { registrationEmailTaken } from '../services/flows/unproven-registrations';
import { findOwnListing } from '../services/listings/profile';

type Priced = { out: { json: PricePreviewInput } };

/**
 * Who may price or pay: an upgrade is the signed-in tradesperson's own (with their listing, whose
 * live subscription a change alters); a registration is anyone's.
 */
async function payerOf(c: Context<AppEnv, string, Priced>, context: PricePreviewInput['context']) {
  if (context !== 'upgrade') return { user: null, listing: null };
  const user = await resolveUser(c);
  if (!user) fail(401, signInRequired);
  if (user.role !== 'tradesperson') fail(403, forbidden);
  return { user, listing: await findOwnListing(c.var.db, user.id) };
}

export const paymentIntentRoutes = new Hono<AppEnv>()
  .post(
    '/',
    validate('json', paymentIntentRules),
    // A sign-up is anyone's and counted per address; an upgrade is a signed-in trade's own,
    // counted per account.
    rateLimit<{ out: { json: PaymentIntentInput } }>(rateRules.registration, (c) =>
      c.req.valid('json').context === 'upgrade' ? [] : byAddress(c),
    ),
    rateLimit<{ out: { json: PaymentIntentInput } }>(rateRules.upgradePayment, (c) =>
      c.req.valid('json').context === 'upgrade' ? byUserOrAddress(c) : [],
    ),
    async (c) => {
      const input = c.req.valid('json');
      const db = c.var.db;
      const { user, listing } = await payerOf(c, input.context);
      // Before any Stripe object exists: a taken e-mail could never register, so it never pays.
      if (!user && (await registrationEmailTaken(db, input.email))) fail(409, emailTaken);
      const payment = await startPlanPayment(
        db,
        stripeFor(c.env),
        {
          plan: input.plan,
          billing: input.billing,
          flow: input.context,
          email: user?.email ?? input.email,
          promoCode: input.promoCode,
          userId: user?.id ?? null,
          listing,
          prorationDate: input.prorationDate,
        },
        new Date(),
      );
      return c.json(payment);
    },
  )
  .post(
    '/preview',
    validate('json', pricePreviewRules),
    rateLimit<Priced>(rateRules.pricePreview, (c) => byUserOrAddress(c)),
    async (c) => {
      const input = c.req.valid('json');
      const { listing } = await payerOf(c, input.context);
      const preview = await previewPlanPrice(
        stripeFor(c.env),
        { plan: input.plan, billing: input.billing, promoCode: input.promoCode, listing },
        new Date(),
      );
      return c.json(preview);
    },
  );
