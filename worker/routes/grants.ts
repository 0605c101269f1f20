// GET /api/grants/check (docs/product/public-site.md §10.9): the checker's answer for a home, the
// same one /grants shows. Public and the same for everyone asking the same question on the same day.
import { Hono } from 'hono';
import { grantCheckRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { validate } from '../middleware/validate';
import { checkGrants, nextUkMidnight } from '../services/grants/check';

/**
 * An answer changes only when the UK day does (a scheme's dates: 21 July 2026, 1 April 2027) or
 * the catalogue is redeployed, so browsers keep it five minutes and the edge an hour, and no cache
 * may serve it, even stale, once the next UK day has begun.
 */
function grantsCache(now: Date) {
  const left = Math.floor((nextUkMidnight(now).getTime() - now.getTime()) / 1000);
  const edge = Math.min(3600, left);
  const stale = left - edge;
  return `public, max-age=${Math.min(300, left)}, s-maxage=${edge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}

export const grantRoutes = new Hono<AppEnv>().get(
  '/check',
  validate('query', grantCheckRules),
  (c) => {
    const { measures, ...answers } = c.req.valid('query');
    const now = new Date();
    c.header('Cache-Control', grantsCache(now));
    return c.json({ schemes: checkGrants(answers, measures, now) });
  },
);
