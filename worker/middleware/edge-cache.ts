// The Worker as the shared cache its public answers ask for (docs/decisions/023-edge-cache.md):
// Cloudflare's CDN does not store a Worker's own answers, so the Worker keeps them in the Workers
// Cache API (caches.default) for as long as their `s-maxage` (or `CDN-Cache-Control`, RFC 9213)
// says, and serves them stale inside `stale-while-revalidate` while it rebuilds them in the
// background (the Cache API ignores that directive itself). `Cache-Status` (RFC 9211) says how an
// answer was served. The browser gets the answer's own Cache-Control, unchanged.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';
import { succeededAsWrite } from './successful-write';

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
 * Where the cache's keys live: the site's own origin (a key must be an http(s) URL of this zone), the
 * same for a request and for the hourly job, which has none.
 */
const keyOrigin = (env: Bindings) =>
  env.SITE_URL ? new URL(env.SITE_URL).origin : 'http://localhost';

/**
 * The scope of every key: the database and the Worker version the copies were built from, so a
 * deploy (new asset names in the page shell) or another database (a preview, each test file's
 * namespace) never serves this one's copies.
 */
const scopeOf = (env: Bindings) =>
  `${keyOrigin(env)}/.edge-cache/${fnv1a(`${env.LIBSQL_URL}|${env.CF_VERSION_METADATA?.id ?? ''}`)}`;

/** Names the current generation of public copies; it is kept in the cache itself. */
const generationKey = (env: Bindings) => new Request(`${scopeOf(env)}/generation`);

/** The current generation: a cache read, never a database one. */
async function currentGeneration(env: Bindings) {
  const stored = await caches.default.match(generationKey(env));
  return stored ? stored.text() : 'first';
}

/**
 * Starts a new generation, so every public address is built fresh on its next view: one write to
 * the cache, whatever the number of pages (docs/decisions/023-edge-cache.md).
 */
export async function startNewGeneration(env: Bindings) {
  await caches.default.put(
    generationKey(env),
    new Response(crypto.randomUUID(), { headers: { 'cache-control': 'public, max-age=31536000' } }),
  );
}

/**
 * The cache key of a public address in this generation: its query sorted (the same search in
 * another order is the same answer).
 */
function edgeCacheKey(env: Bindings, address: string | URL, generation: string) {
  const url = new URL(address);
  url.searchParams.sort();
  return new Request(`${scopeOf(env)}/${generation}${url.pathname}${url.search}`);
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

/**
 * The stored copy as the visitor gets it: its own headers back, its internal ones gone; a 304 with
 * no body when the visitor already holds this version (If-None-Match names its ETag).
 */
function served(stored: Response, status: string, ifNoneMatch: string | undefined) {
  const etag = stored.headers.get('etag');
  const held = etag !== null && ifNoneMatch?.split(/\s*,\s*/).includes(etag) === true;
  const answer = held
    ? new Response(null, { status: 304, headers: stored.headers })
    : new Response(stored.body, stored);
  if (held) void stored.body?.cancel();
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
    const key = edgeCacheKey(c.env, c.req.url, await currentGeneration(c.env));
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
        return served(stored, fresh ? 'hit' : 'fwd=stale', c.req.header('if-none-match'));
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
 * Writes that change nothing a public page shows: they keep the cached copies. (A quote request
 * does change one: it uses up a bought lead boost.)
 */
const publicNeutralWrites: readonly RegExp[] = [
  /^\/api\/contact-messages$/,
  /^\/api\/newsletter(\/|$)/,
  /^\/api\/auth\/logout$/,
];

/**
 * After any successful write but a neutral one, a new generation: the next view of every public
 * address is fresh. Coarse on purpose: no route has to name the pages it changes (a plan event, a
 * proven e-mail, a review, an import), and writes are rare beside views. Started before the write
 * answers, so the writer's next read cannot beat it.
 */
export const freshAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!succeededAsWrite(c) || publicNeutralWrites.some((path) => path.test(c.req.path))) return;
  await startNewGeneration(c.env);
});
