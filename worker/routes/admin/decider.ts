import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { siteUrlFor } from '../../lib/site-url';
import { currentUser } from '../../middleware/auth';
import type { Decider } from '../../services/verification/decisions';

/** The admin deciding, and the site address their decision's mail links to. */
export const decider = (c: Context<AppEnv>): Decider => ({
  actor: currentUser(c),
  siteUrl: siteUrlFor(c.env),
});
