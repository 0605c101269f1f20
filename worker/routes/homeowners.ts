import { Hono } from 'hono';
import { homeownerRegistrationRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { clientAddress, consumeRateLimit, rateRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { registerHomeowner, toHomeowner } from '../services/users';

export const homeownerRoutes = new Hono<AppEnv>().post(
  '/register',
  validate('json', homeownerRegistrationRules),
  async (c) => {
    await consumeRateLimit(
      c.var.db,
      rateRules.registration,
      [`ip:${clientAddress(c)}`],
      new Date(),
    );
    const user = await registerHomeowner(c.var.db, c.req.valid('json'));
    return c.json({ homeowner: toHomeowner(user) }, 201);
  },
);
