// The app's answers when a request fails: one JSON shape, `{ "error": "..." }`, never a stack trace.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db';
import { databaseRetryAfterSeconds } from '../lib/errors';

const databaseUnavailableMessage =
  'The service is temporarily unavailable. Please try again in a moment.';

export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const retryAfter = error.res?.headers.get('Retry-After');
    if (retryAfter) c.header('Retry-After', retryAfter);
    return c.json({ error: error.message || 'Request failed' }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    console.error('Database unavailable', c.req.method, c.req.path, error);
    c.header('Retry-After', String(databaseRetryAfterSeconds));
    return c.json({ error: databaseUnavailableMessage }, 503);
  }
  console.error('Unhandled error', c.req.method, c.req.path, error);
  return c.json({ error: 'Something went wrong on our side. Please try again in a moment.' }, 500);
}

export function notFound(c: Context) {
  return c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404);
}
