import { Hono } from 'hono';
import * as v from 'valibot';
import { homeownerRegistrationRules, idField } from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { siteUrlFor } from '../lib/site-url';
import { allow, currentUser, forbidden } from '../middleware/auth';
import { byAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { signInAddressHash } from '../middleware/sign-in-address';
import { validate } from '../middleware/validate';
import { registerHomeowner, toHomeowner } from '../services/accounts/users';
import { listQuotesForHomeowner } from '../services/quotes/quotes';

export const homeownerRoutes = new Hono<AppEnv>()
  .post(
    '/register',
    validate('json', homeownerRegistrationRules),
    rateLimit(rateRules.registration, byAddress),
    async (c) => {
      const user = await registerHomeowner(
        c.var.db,
        c.req.valid('json'),
        { siteUrl: siteUrlFor(c.env), addressHash: await signInAddressHash(c) },
        new Date(),
      );
      return c.json({ homeowner: toHomeowner(user) }, 201);
    },
  )
  .get(
    '/:id/quotes',
    allow('admin', 'resident'),
    validate('param', v.object({ id: idField('Homeowner not found') }), 404),
    async (c) => {
      const homeownerId = c.req.valid('param').id;
      const user = currentUser(c);
      if (user.role !== 'admin' && user.id !== homeownerId) fail(403, forbidden);
      return c.json(await listQuotesForHomeowner(c.var.db, homeownerId));
    },
  );
