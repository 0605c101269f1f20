import { createMiddleware } from 'hono/factory';
import { connect } from '../db';
import type { AppEnv } from '../env';

/** Gives the request its database client (`c.var.db`). */
export const withDatabase = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', connect(c.env));
  await next();
});
