// Cloudflare's cache in front of a Worker-built answer: the Workers Cache API (caches.default),
// keyed by the request's URL. `Cache-Status` (RFC 9211) says whether this answer came from it.

const cacheName = 'worker-cache';

/**
 * The cached answer to this URL, or `build`'s, stored for next time when its Cache-Control allows
 * (the store runs after the answer when the Worker has an execution context).
 */
export async function fromEdgeCache(
  url: string,
  build: () => Promise<Response>,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<Response> {
  const cache = caches.default;
  const key = new Request(url, { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) {
    const answer = new Response(hit.body, hit);
    answer.headers.set('Cache-Status', `${cacheName}; hit`);
    return answer;
  }
  const built = await build();
  const answer = new Response(built.body, built);
  answer.headers.set('Cache-Status', `${cacheName}; fwd=miss`);
  const store = cache.put(key, answer.clone());
  if (waitUntil) waitUntil(store);
  else await store;
  return answer;
}
