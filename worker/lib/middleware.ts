import { createMiddleware } from 'hono/factory';
import { connect } from '../db';
import type { AppEnv } from '../env';
import { fail } from './errors';
import { securityHeaders } from './security-headers';

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

export const withDatabase = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', connect(c.env));
  await next();
});

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State-changing calls must send JSON: a cross-site form cannot, so this also closes CSRF.
 * Routes that take raw bodies (file uploads, Stripe webhooks) opt out by path.
 */
export const requireJsonBody = (rawBodyPaths: readonly string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const hasBody = c.req.header('content-length') !== '0' && c.req.raw.body !== null;
    const isRaw = rawBodyPaths.some((path) => c.req.path.startsWith(path));
    if (bodyMethods.has(c.req.method) && hasBody && !isRaw) {
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().startsWith('application/json')) {
        fail(415, 'Requests must send a JSON body (Content-Type: application/json)');
      }
    }
    await next();
  });
