import type { Context } from 'hono';
import type { AppEnv } from '../env';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The answered request changed something: not a read, and not refused. What follows writes (mail
 * delivery, fresh public pages) keys off this one rule.
 */
export const succeededAsWrite = (c: Context<AppEnv>) =>
  !reads.has(c.req.method) && c.res.status < 400;
