import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Declares that a route takes a raw body (a file upload, a signed Stripe webhook): put it first
 * in the route's handlers, and `requireJsonBody` lets the route's requests through.
 */
export const rawBody = createMiddleware<AppEnv>((_c, next) => next());

/**
 * State-changing calls must send JSON: a cross-site form cannot, so this also closes CSRF. It runs
 * before any route's own middleware, so it asks the router whether the matched route declared
 * `rawBody`.
 */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const hasBody = c.req.header('content-length') !== '0' && c.req.raw.body !== null;
  if (bodyMethods.has(c.req.method) && hasBody && !takesRawBody(c)) {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      fail(415, 'Requests must send a JSON body (Content-Type: application/json)');
    }
  }
  await next();
});

const takesRawBody = (c: Parameters<typeof matchedRoutes>[0]) =>
  matchedRoutes(c).some((route) => route.handler === rawBody);
