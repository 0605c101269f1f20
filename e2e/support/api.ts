// The app's JSON API called directly, as another device would: a journey sets up what its story
// needs (a trade's plan, say) without clicking through screens another journey already covers.
import { baseUrl } from './browser';

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** The caller's address, so each journey has its own rate-limit counters. */
  address: string;
}

export async function callApi<T>(
  path: string,
  { method = 'GET', token, body, address }: CallOptions,
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}
