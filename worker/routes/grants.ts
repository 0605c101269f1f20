// GET /api/grants/check (docs/product/public-site.md §10.9): the checker's answer for a home, the
// same one /grants shows. Public and the same for everyone asking the same question on the same day.
import { Hono } from 'hono';
import { grantCheckRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { validate } from '../middleware/validate';
import { checkGrants } from '../services/grants/check';

/**
 * An answer changes only when the day does (a scheme's dates) or the catalogue is redeployed, so
 * browsers keep it five minutes and the edge an hour.
 */
const grantsCache = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

export const grantRoutes = new Hono<AppEnv>().get(
  '/check',
  validate('query', grantCheckRules),
  (c) => {
    const { measures, ...answers } = c.req.valid('query');
    c.header('Cache-Control', grantsCache);
    return c.json({ schemes: checkGrants(answers, measures, new Date()) });
  },
);
