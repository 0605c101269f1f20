// Headers every answer carries: the security headers, and no caching unless a route opts in.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { securityHeaders } from '../lib/security-headers';

export const withSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
});

/**
 * API answers are private unless a route says otherwise: tokens, accounts, quotes, mail and exports
 * must never sit in a browser or shared cache. A route opts in to public caching by setting its own
 * Cache-Control (the directory's s-maxage); failures are never cached, whatever the route set.
 */
export const withNoStoreDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status >= 400 || !c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
});
