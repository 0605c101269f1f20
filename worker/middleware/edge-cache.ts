// The Worker as the shared cache its public answers ask for (docs/decisions/023-edge-cache.md):
// Cloudflare's CDN does not store a Worker's own answers, so the Worker keeps them in the Workers
// Cache API (caches.default) for as long as their `s-maxage` (or `CDN-Cache-Control`, RFC 9213)
// says, and serves them stale inside `stale-while-revalidate` while it rebuilds them in the
// background (the Cache API ignores that directive itself). `Cache-Status` (RFC 9211) says how an
// answer was served. The browser gets the answer's own Cache-Control, unchanged.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';

const cacheName = 'worker-cache';
/** When the stored copy was built (ms since the epoch) and for how many seconds it is fresh. */
const builtAtHeader = 'x-edge-built-at';
const freshForHeader = 'x-edge-fresh-for';
/** The answer's own Cache-Control, put back when a copy is served. */
const browserCacheHeader = 'x-edge-cache-control';
/** Marks the background rebuild of a stale copy: it skips the lookup and stores what it builds. */
const refreshHeader = 'x-edge-refresh';
/**
 * Marks a server-rendered page's own reads of the API (app.ts). They skip the lookup too: a page is
 * built from fresh reads, so its copy is never older than its own freshness plus one stale view.
 */
export const pageReadHeader = 'x-page-read';

/** 32-bit FNV-1a, as hex: a short, stable name for the key's scope. */
function fnv1a(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * The cache key of a public address: its query sorted (the same search in another order is the same
 * answer), under a scope naming the database and the Worker version it was built from, so a deploy
 * (new asset names in the page shell) or another database (a preview, each test file's namespace)
 * never serves this one's copies.
 */
export function edgeCacheKey(env: Bindings, address: string | URL) {
  const url = new URL(address);
  url.searchParams.sort();
  const scope = fnv1a(`${env.LIBSQL_URL}|${env.CF_VERSION_METADATA?.id ?? ''}`);
  return new Request(`${url.origin}/.edge-cache/${scope}${url.pathname}${url.search}`);
}

const directive = (directives: string, name: string) => {
  const match = new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*(\\d+)`, 'i').exec(directives);
  return match ? Number(match[1]) : undefined;
};

/**
 * How long a shared cache may keep this answer fresh, and then serve it stale while it refreshes:
 * from `CDN-Cache-Control` when the answer has one, else from a `public` Cache-Control's `s-maxage`
 * (or `max-age`). Null for an answer no shared cache may keep: not a 200, one that sets a cookie,
 * or one marked private, no-store or no-cache.
 */
function sharedLifetime(answer: Response) {
  if (answer.status !== 200 || answer.headers.has('set-cookie')) return null;
  const targeted = answer.headers.get('cdn-cache-control');
  const directives = targeted ?? answer.headers.get('cache-control') ?? '';
  if (/private|no-store|no-cache/i.test(directives)) return null;
  if (targeted === null && !/(^|,)\s*public\s*(,|$)/i.test(directives)) return null;
  const fresh =
    (targeted === null ? directive(directives, 's-maxage') : undefined) ??
    directive(directives, 'max-age');
  if (!fresh) return null;
  return { fresh, stale: directive(directives, 'stale-while-revalidate') ?? 0 };
}

/** Runs `work` after the answer (waitUntil), or before it without an execution context (tests). */
async function afterOrBefore(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    await work;
  }
}

/** The stored copy as the visitor gets it: its own headers back, its internal ones gone. */
function served(stored: Response, status: string) {
  const answer = new Response(stored.body, stored);
  answer.headers.set('cache-control', stored.headers.get(browserCacheHeader) ?? 'no-store');
  for (const name of [builtAtHeader, freshForHeader, browserCacheHeader]) {
    answer.headers.delete(name);
  }
  answer.headers.set('Cache-Status', `${cacheName}; ${status}`);
  return answer;
}

function forStorage(answer: Response, lifetime: { fresh: number; stale: number }) {
  const copy = new Response(answer.clone().body, answer);
  copy.headers.set(builtAtHeader, String(Date.now()));
  copy.headers.set(freshForHeader, String(lifetime.fresh));
  copy.headers.set(browserCacheHeader, answer.headers.get('cache-control') ?? 'no-store');
  // What the Cache API itself reads: keep the copy through its stale window.
  copy.headers.set('cache-control', `public, max-age=${lifetime.fresh + lifetime.stale}`);
  return copy;
}

export interface EdgeCacheOptions {
  /** Builds the address again through the whole app (the stale copy's background refresh). */
  refetch: (request: Request, c: Context<AppEnv>) => Promise<Response>;
  /** Called with each stored copy served (hit or stale), whose route did not run. */
  onServed?: (c: Context<AppEnv>, stored: Response) => void;
}

/**
 * Every GET through the cache, but a signed-in one (a session is a bearer token, decision 009),
 * which bypasses it: never looked up, never stored, marked `fwd=bypass`. Only an answer that asks a
 * shared cache to keep it is stored (`sharedLifetime`), so a route opts in by its headers.
 */
export function withEdgeCache({ refetch, onServed }: EdgeCacheOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET') return next();
    if (c.req.header('authorization')) {
      await next();
      c.res.headers.set('Cache-Status', `${cacheName}; fwd=bypass`);
      return;
    }
    const cache = caches.default;
    const key = edgeCacheKey(c.env, c.req.url);
    if (!c.req.header(refreshHeader) && !c.req.header(pageReadHeader)) {
      const stored = await cache.match(key);
      if (stored) {
        const age = (Date.now() - Number(stored.headers.get(builtAtHeader))) / 1000;
        const fresh = age < Number(stored.headers.get(freshForHeader));
        if (!fresh) {
          const rebuild = refetch(new Request(c.req.url, { headers: { [refreshHeader]: '1' } }), c);
          await afterOrBefore(
            c,
            rebuild.then((answer) => answer.body?.cancel()),
          );
        }
        onServed?.(c, stored);
        return served(stored, fresh ? 'hit' : 'fwd=stale');
      }
    }
    await next();
    const lifetime = sharedLifetime(c.res);
    if (!lifetime) {
      c.res.headers.set('Cache-Status', `${cacheName}; fwd=miss`);
      return;
    }
    await afterOrBefore(c, cache.put(key, forStorage(c.res, lifetime)));
    c.res.headers.set('Cache-Status', `${cacheName}; fwd=miss; stored`);
  });
}

/**
 * Removes the stored copies of these paths (on the request's own origin), so their next view is
 * built fresh. Awaited before the write answers: the writer's next read must not beat it.
 * `cache.delete` reaches this data centre only (docs/decisions/023-edge-cache.md).
 */
export async function purgeEdgeCache(c: Context<AppEnv>, paths: Iterable<string>) {
  const cache = caches.default;
  await Promise.all(
    [...new Set(paths)].map((path) => cache.delete(edgeCacheKey(c.env, new URL(path, c.req.url)))),
  );
}
