import { getStoredItem, storageKeys } from '../lib/storage';

/**
 * Any non-ok reply (docs/product/public-site.md §8): the message is
 * `${status}: ${body text or status text}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const methodsWithoutBody = new Set(['GET', 'HEAD']);

/**
 * The shared request rules of docs/product/public-site.md §7: JSON content type, cookies, the
 * stored token as a bearer header, and a body only for methods that carry one.
 */
export function fetchWithRules(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = getStoredItem(storageKeys.authToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: methodsWithoutBody.has(method) ? undefined : init.body,
  });
}

/** What reading needs of a reply; both `Response` and Hono's `ClientResponse` fit. */
export type ReplyLike = Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'json'>;

/** A successful reply read as JSON; any other reply throws an ApiError. */
export async function readJson<T>(response: ReplyLike): Promise<T> {
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  return (await response.json()) as T;
}
