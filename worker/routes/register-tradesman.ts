// POST /api/register-tradesman: creates the account and listing once the payment (for a paid plan,
// opened by create-payment-intent.ts) is verified.
import { type Context, Hono } from 'hono';
import {
  registrationEmailRules,
  type TradesmanRegistrationInput,
  tradesmanRegistrationRules,
} from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { signSessionToken } from '../lib/jwt';
import { siteUrlFor } from '../lib/site-url';
import { stripeFor } from '../lib/stripe';
import { byAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { signInAddressHash } from '../middleware/sign-in-address';
import { validate } from '../middleware/validate';
import { openSession } from '../services/accounts/sign-in';
import { emailTaken } from '../services/accounts/users';
import { registerTradesman } from '../services/flows/registration';
import { registrationEmailTaken } from '../services/flows/unproven-registrations';

type RegistrationContext = Context<AppEnv, string, { out: { json: TradesmanRegistrationInput } }>;

/** A paid plan's registration carrying its payment: counted on its own budget, see rateRules. */
const paidRegistration = (c: RegistrationContext) => {
  const input = c.req.valid('json');
  return input.plan !== 'free' && input.paymentIntentId !== '';
};

export const tradesmanRegistrationRoutes = new Hono<AppEnv>()
  // Step 1's check (issue 26): a taken address is refused where it is typed, not at Pay.
  .post(
    '/email',
    validate('json', registrationEmailRules),
    rateLimit(rateRules.registrationEmail, byAddress),
    async (c) => {
      if (await registrationEmailTaken(c.var.db, c.req.valid('json').contactEmail)) {
        fail(409, emailTaken);
      }
      return c.json({ available: true });
    },
  )
  .post(
    '/',
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
        { siteUrl: siteUrlFor(c.env), addressHash: await signInAddressHash(c) },
        now,
      );
      // Signed in at once, like a login, so the SPA can land on /registration-status; the
      // temporary password (mailed) shows the change-password banner.
      // The password was hashed just now, so openSession never needs it to rehash. The address
      // was recorded by the registration itself, and nothing here proves the e-mail.
      const { session, response } = await openSession(c.var.db, user, '', now, {
        addressHash: null,
        provesEmail: false,
      });
      const token = await signSessionToken(c.env.JWT_SECRET, {
        userId: user.id,
        sessionId: session.id,
        expiresAt: session.expiresAt,
      });
      return c.json({ success: true, token, ...response }, 201);
    },
  );
