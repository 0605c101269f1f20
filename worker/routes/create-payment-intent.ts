// POST /api/create-payment-intent: the first step of joining on a paid plan (or of a signed-in
// trade's upgrade) opens the plan's subscription; register-tradesman.ts finishes joining.
import { Hono } from 'hono';
import { type PaymentIntentInput, paymentIntentRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { stripeFor } from '../lib/stripe';
import { forbidden, resolveUser, signInRequired } from '../middleware/auth';
import { byAddress, byUserOrAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { emailTaken, findUserByEmail } from '../services/accounts/users';
import { startPlanPayment } from '../services/billing/subscriptions';
import { findOwnListing } from '../services/listings/profile';

export const paymentIntentRoutes = new Hono<AppEnv>().post(
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
    const upgrade = input.context === 'upgrade';
    // An upgrade is the signed-in tradesperson's own; a registration is anyone's, rate limited.
    const user = upgrade ? await resolveUser(c) : null;
    if (upgrade && !user) fail(401, signInRequired);
    if (user && user.role !== 'tradesperson') fail(403, forbidden);
    if (!upgrade) {
      // Before any Stripe object exists: a taken e-mail could never register, so it never pays.
      if (await findUserByEmail(db, input.email)) fail(409, emailTaken);
    }
    const listing = user ? await findOwnListing(db, user.id) : null;
    const payment = await startPlanPayment(db, stripeFor(c.env), {
      plan: input.plan,
      billing: input.billing,
      flow: input.context,
      email: user?.email ?? input.email,
      promoCode: input.promoCode,
      userId: user?.id ?? null,
      listing,
    });
    return c.json(payment);
  },
);
