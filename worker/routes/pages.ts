// The public pages (DESIGN "Rendering"): the Worker renders them to HTML with their first data
// inside (web/src/app/renderPage.tsx) and serves them in the built SPA's index.html. Shareable
// profile pages also get the business's own description and Open Graph tags for link previews.
import { type Context, Hono } from 'hono';
import { renderPage } from 'page-renderer';
import { isDatabaseUnavailable } from '../db';
import type { AppEnv } from '../env';
import { databaseRetryAfterSeconds } from '../lib/errors';
import { withDatabase, withSecurityHeaders } from '../lib/middleware';
import { wakeScript } from '../lib/wake-script';
import type { ApiFetch, RenderedPage } from '../pages/contract';
import { findPublicTradesman, type PublicTradesman } from '../services/directory';

const siteName = 'Retrofit Smarter Greener';

interface PageMeta {
  title?: string;
  description?: string;
  openGraph?: [property: string, content: string][];
}

export function profileMeta(listing: PublicTradesman) {
  const services = listing.services.slice(0, 3).join(', ');
  const summary = listing.description.replace(/\s+/g, ' ').trim();
  const description = `${services} in ${listing.location}, Hertfordshire. ${summary}`;
  return {
    title: `${listing.name}, ${listing.location} – ${siteName}`,
    description: description.length > 160 ? `${description.slice(0, 157)}...` : description,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function intoShell(shell: Response, page: RenderedPage | null, meta: PageMeta) {
  let rewriter = new HTMLRewriter();
  const title = page?.title ?? meta.title;
  if (title) rewriter = rewriter.on('title', { element: (tag) => void tag.setInnerContent(title) });
  const { description } = meta;
  if (description) {
    rewriter = rewriter.on('meta[name="description"]', {
      element: (tag) => void tag.setAttribute('content', description),
    });
  }
  const tags = (meta.openGraph ?? []).map(
    ([property, content]) =>
      `<meta property="${property}" content="${escapeAttribute(content)}" />`,
  );
  if (tags.length > 0) {
    rewriter = rewriter.on('head', {
      element: (head) => void head.append(tags.join(''), { html: true }),
    });
  }
  if (page) {
    rewriter = rewriter
      .on('head', { element: (head) => void head.append(page.styles, { html: true }) })
      .on('#root', { element: (root) => void root.setInnerContent(page.html, { html: true }) })
      .on('body', {
        element: (body) =>
          void body.append(
            `<script type="application/json" id="page-data">${page.pageData}</script>`,
            { html: true },
          ),
      });
  }
  // A complete page waits for the visitor's first intent before its app runs (lib/wake-script.ts):
  // the entry is named, not loaded, and nothing is preloaded before the page has painted. A page
  // whose first read failed shows a loading state that only the app can finish, so it loads at once.
  if (page?.status === 200) {
    rewriter = rewriter
      .on('script[type="module"][src]', {
        element: (script) => {
          const src = script.getAttribute('src') ?? '';
          script.replace(`<meta name="app-entry" content="${escapeAttribute(src)}" />`, {
            html: true,
          });
        },
      })
      .on('link[rel="modulepreload"]', { element: (link) => void link.remove() })
      .on('body', {
        element: (body) => void body.append(`<script>${wakeScript}</script>`, { html: true }),
      });
  }
  return rewriter.transform(shell);
}

/** The listing behind a profile address, for its description and Open Graph tags. */
async function listingMeta(c: Context<AppEnv>): Promise<PageMeta | 'unavailable' | null> {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const listing = await findPublicTradesman(c.var.db, id, new Date()).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return 'unavailable' as const;
    throw error;
  });
  if (!listing || listing === 'unavailable') return listing;
  const meta = profileMeta(listing);
  return {
    ...meta,
    openGraph: [
      ['og:title', meta.title],
      ['og:description', meta.description],
      ['og:type', 'profile'],
      ['og:site_name', siteName],
      ['og:url', c.req.url],
    ],
  };
}

/**
 * The page as HTML. It is the same for every visitor (rendered signed out; the browser then reads
 * who is signed in), so shared caches may keep it briefly. A page whose data cannot be read is
 * still the SPA, marked with the read's status (404, 503 and not cached), and the browser shows its
 * own error state.
 */
function renderedPages(fetchApi: (c: Context<AppEnv>) => ApiFetch) {
  return async (c: Context<AppEnv>, meta: PageMeta | 'unavailable' | null = {}) => {
    const shell = await c.env.ASSETS.fetch(new URL('/index.html', c.req.url).toString());
    const page =
      meta === 'unavailable'
        ? null
        : await renderPage({ url: c.req.url, fetchApi: fetchApi(c) }).catch((error: unknown) => {
            // A rendering fault must not cost the visitor the page: the browser renders it.
            console.error('Server rendering failed', c.req.path, error);
            return null;
          });
    const status = meta === 'unavailable' ? 503 : meta === null ? 404 : (page?.status ?? 200);
    const cacheable = status === 200;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheable
        ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
        : 'no-store',
    });
    if (status === 503) headers.set('retry-after', String(databaseRetryAfterSeconds));
    const html = new Response(shell.body, { status, headers });
    const known = meta === 'unavailable' || meta === null ? null : meta;
    return intoShell(html, known && page, known ?? {});
  };
}

/** The page routes; `fetchApi` reaches the app's own API without leaving the Worker. */
export function pageRoutes(fetchApi: (c: Context<AppEnv>) => ApiFetch) {
  const render = renderedPages(fetchApi);
  return new Hono<AppEnv>()
    .use(withSecurityHeaders)
    .use(withDatabase)
    .get('/tradesman/:id', async (c) => render(c, await listingMeta(c)))
    .get('/listing/:id', async (c) => render(c, await listingMeta(c)))
    .get('/', (c) => render(c))
    .get('/directory', (c) => render(c))
    .get('/education', (c) => render(c))
    .get('/education/:id', (c) => render(c))
    .get('/about', (c) => render(c));
}
