import { ApiError } from '../api/http';

/**
 * The message the server gave for a refused request: the `error` field of its JSON body
 * (`{ "error": "..." }`), or undefined when there is none (a network failure, a non-JSON body).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.body) as { error?: unknown } | null;
    return typeof body?.error === 'string' && body.error !== '' ? body.error : undefined;
  } catch {
    // A body that is not JSON (a proxy's error page, plain text) has no message meant for users.
    return undefined;
  }
}
