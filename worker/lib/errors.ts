import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One JSON shape for every failure: `{ "error": "..." }`, never a stack trace. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const retryAfter = error.res?.headers.get('Retry-After');
    if (retryAfter) c.header('Retry-After', retryAfter);
    return c.json({ error: error.message || 'Request failed' }, error.status);
  }
  console.error('Unhandled error', c.req.method, c.req.path, error);
  return c.json({ error: 'Something went wrong on our side. Please try again in a moment.' }, 500);
}

export function notFound(c: Context) {
  return c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404);
}

export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}
