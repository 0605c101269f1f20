import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Seconds a client should wait before trying again while the database is unavailable. */
export const databaseRetryAfterSeconds = 5;

/** Ends the request with this status and `{ "error": message }` (see middleware/errors.ts). */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}
