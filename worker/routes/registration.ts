// Joining as a tradesperson: POST /api/create-payment-intent opens the plan's subscription and
// POST /api/register-tradesman creates the account and listing once the payment is verified.
import { type Context, Hono } from 'hono';
import {
  type PaymentIntentInput,
  paymentIntentRules,
  type TradesmanRegistrationInput,
  tradesmanRegistrationRules,
} from '../../schema/rules';
import type { AppEnv } from '../env';
import { forbidden, resolveUser, signInRequired } from '../lib/auth';
import { fail } from '../lib/errors';
import { signSessionToken } from '../lib/jwt';
import { byAddress, rateLimit, rateRules } from '../lib/rate-limit';
import { stripeFor } from '../lib/stripe';
import { validate } from '../lib/validate';
import { emailTaken, findUserByEmail, openSession } from '../services/accounts';
import { startPlanPayment } from '../services/billing';
import { findOwnListing } from '../services/listings';
import { registerTradesman } from '../services/registration';

type RegistrationContext = Context<AppEnv, string, { out: { json: TradesmanRegistrationInput } }>;

/** A paid plan's registration carrying its payment: counted on its own budget, see rateRules. */
const paidRegistration = (c: RegistrationContext) => {
  const input = c.req.valid('json');
  return input.plan !== 'free' && input.paymentIntentId !== '';
};

export const registrationRoutes = new Hono<AppEnv>()
  .post(
    '/create-payment-intent',
    validate('json', paymentIntentRules),
    // A sign-up is anyone's and counted per address; an upgrade is a signed-in trade's own.
    rateLimit<{ out: { json: PaymentIntentInput } }>(rateRules.registration, (c) =>
      c.req.valid('json').context === 'upgrade' ? [] : byAddress(c),
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
  )
  .post(
    '/register-tradesman',
    validate('json', tradesmanRegistrationRules),
    rateLimit(rateRules.registration, (c: RegistrationContext) =>
      paidRegistration(c) ? [] : byAddress(c),
    ),
    rateLimit(rateRules.paidRegistration, (c: RegistrationContext) =>
      paidRegistration(c) ? byAddress(c) : [],
    ),
    async (c) => {
      const now = new Date();
      const user = await registerTradesman(
        c.var.db,
        () => stripeFor(c.env),
        c.req.valid('json'),
        now,
      );
      // Signed in at once, like a login, so the SPA can land on /registration-status; the
      // temporary password (mailed) shows the change-password banner.
      // The password was hashed just now, so openSession never needs it to rehash.
      const { session, response } = await openSession(c.var.db, user, '', now);
      const token = await signSessionToken(c.env.JWT_SECRET, {
        userId: user.id,
        sessionId: session.id,
        expiresAt: session.expiresAt,
      });
      return c.json({ success: true, token, ...response }, 201);
    },
  );
