// The public pages (docs/decisions/006-server-rendering-and-waking-on-intent.md): the Worker
// renders them to HTML with their first data inside (web/src/app/renderPage.tsx) and serves them in
// the built SPA's index.html. Which pages they are comes from the SPA's route table
// (`serverPages`). Shareable profile pages also get the business's own description and Open Graph
// tags for link previews.
import { type Context, Hono } from 'hono';
import { routePath } from 'hono/route';
import { appPaths, renderServerPage, serverPages } from 'page-renderer';
import { chatIslandMeta } from '../../schema/chat-island';
import { accountIslandMeta, hubResultsAttribute } from '../../schema/page-waking';
import { tradeRequestFormId } from '../../schema/trade-selection';
import type { AppEnv } from '../env';
import { databaseRetryAfterSeconds } from '../lib/errors';
import { escapeMarkup } from '../lib/markup';
import { wakeScript } from '../lib/wake-script';
import { notFound } from '../middleware/errors';
import { withSecurityHeaders } from '../middleware/headers';
import { tallyHeader } from '../middleware/listing-tally';
import type { ApiFetch, RenderedPage } from '../pages/contract';
import { type FormAnswer, postedFormRoutes } from './posted-forms';

const siteName = 'Retrofit Smarter Greener';

/** Open Graph tags for a link preview of a profile, from the head its page set. */
function profileOpenGraph(page: RenderedPage, url: string): [property: string, content: string][] {
  return [
    ['og:title', page.title ?? siteName],
    ['og:description', page.description ?? ''],
    ['og:type', 'profile'],
    ['og:site_name', siteName],
    ['og:url', url],
  ];
}

/**
 * A list the build wrote beside the assets, or undefined when it wrote none (the assets answer a
 * missing file with the SPA's shell, which is not JSON).
 */
async function buildList<List>(c: Context<AppEnv>, name: string): Promise<List | undefined> {
  const list = await c.env.ASSETS.fetch(new URL(`/${name}`, c.req.url).toString());
  if (!list.ok) return undefined;
  return (await list.json().catch(() => undefined)) as List | undefined;
}

/** An island's entry and every file it imports, as addresses (scripts/build/islands.ts). */
interface IslandFiles {
  entry: string;
  files: string[];
}

/** What the page names for its wake script to load: the app's other files, and the islands. */
interface WakeNames {
  /** The files the app this page wakes runs besides its entry (scripts/build/wake-files.ts). */
  appFiles: string[];
  /** The chat island's entry and the files it imports (scripts/build/islands.ts). */
  chat?: IslandFiles;
  /** The trade-selection island's. */
  tradeSelection?: IslandFiles;
  /** The account island's, which a stored sign-in loads in place of the app. */
  account?: IslandFiles;
}

/**
 * Without a list the page works as before, only slower to wake; without the islands, a chat
 * button wakes the whole app like any other control, and the directory's boxes tick with no bar
 * until the app is woken by something else.
 */
async function wakeNamesOf(c: Context<AppEnv>): Promise<WakeNames> {
  const [byRoute, islands] = await Promise.all([
    buildList<Record<string, string[]>>(c, 'wake-files.json'),
    buildList<Omit<WakeNames, 'appFiles'>>(c, 'islands.json'),
  ]);
  return { appFiles: byRoute?.[routePath(c)] ?? [], ...islands };
}

/** The hub's pages carry a draft's card, from which the account island draws staff's drafts. */
const hubDraftCard = (page: RenderedPage) =>
  page.html.includes(hubResultsAttribute) ? page.draftCardTemplate : '';

function intoShell(
  shell: Response,
  page: RenderedPage | null,
  openGraph: [property: string, content: string][],
  { appFiles, chat, tradeSelection, account }: WakeNames,
) {
  let rewriter = new HTMLRewriter();
  const title = page?.title;
  if (title) rewriter = rewriter.on('title', { element: (tag) => void tag.setInnerContent(title) });
  const description = page?.description;
  if (description) {
    rewriter = rewriter.on('meta[name="description"]', {
      element: (tag) => void tag.setAttribute('content', description),
    });
  }
  const tags = openGraph.map(
    ([property, content]) => `<meta property="${property}" content="${escapeMarkup(content)}" />`,
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
  // the entry and the other files its app runs are named, not loaded, and nothing is preloaded
  // before the page has painted. A page whose first read failed shows a loading state that only
  // the app can finish, so it loads at once.
  if (page?.status === 200) {
    rewriter = rewriter
      .on('script[type="module"][src]', {
        element: (script) => {
          const src = script.getAttribute('src') ?? '';
          // Fetched ahead while the page is idle: what its first press needing code would run. A
          // signed-out visitor's page needs no more than the chat island; without it, the app.
          const idle = chat ? [chat.entry, ...chat.files].join(' ') : src;
          const meta = (name: string, content: string) =>
            `<meta name="${name}" content="${escapeMarkup(content)}" />`;
          script.replace(
            meta('app-entry', src) +
              meta('app-files', appFiles.join(' ')) +
              (chat ? meta(chatIslandMeta, chat.entry) : '') +
              // Its entry first, then what it imports: all asked for at once.
              (account
                ? meta(accountIslandMeta, [account.entry, ...account.files].join(' '))
                : '') +
              meta('idle-fetch', idle),
            { html: true },
          );
        },
      })
      .on('link[rel="modulepreload"]', { element: (link) => void link.remove() })
      .on('body', {
        // The islands' templates, which they draw from, and the wake script.
        element: (body) =>
          void body.append(
            `${chat ? page.chatTemplate : ''}${account ? page.accountTemplate + hubDraftCard(page) : ''}<script>${wakeScript}</script>`,
            { html: true },
          ),
      });
    // A page showing the directory's selection bar runs its island as soon as it is parsed (its
    // imports fetched beside it, not after): ticks are answered on the spot, and a choice kept
    // from the last page shows at once.
    if (tradeSelection && page.html.includes(`id="${tradeRequestFormId}"`)) {
      const { entry, files } = tradeSelection;
      const tags = `${files
        .map((file) => `<link rel="modulepreload" href="${escapeMarkup(file)}" crossorigin>`)
        .join('')}<script type="module" src="${escapeMarkup(entry)}" crossorigin></script>`;
      rewriter = rewriter.on('body', { element: (body) => void body.append(tags, { html: true }) });
    }
  }
  return rewriter.transform(shell);
}

interface RenderOptions {
  profile?: boolean;
  /** A form the page posted as plain HTML, and the status of the Worker's answer to it. */
  answer?: FormAnswer;
}

/**
 * The page as HTML. It is the same for every visitor (rendered signed out; the browser then reads
 * who is signed in), so shared caches may keep it briefly: the Worker's own edge cache keeps it
 * for its s-maxage and serves it stale while refreshing (middleware/edge-cache.ts). A page whose
 * data cannot be read is still the SPA, marked with the read's status (404, 503 and not cached),
 * and the browser shows its own error state. A profile that cannot be shown is the plain SPA (404,
 * or 503 while the database is away); one that can gets Open Graph tags for link previews. The
 * answer to a posted form is one visitor's own and never cached.
 */
function renderedPages(fetchApi: (c: Context<AppEnv>) => ApiFetch) {
  return async (c: Context<AppEnv>, { profile = false, answer }: RenderOptions = {}) => {
    const [shell, wakeNames] = await Promise.all([
      c.env.ASSETS.fetch(new URL('/index.html', c.req.url).toString()),
      wakeNamesOf(c),
    ]);
    // What the page's reads counted travels with the page, so a cached copy counts it again.
    const tallies: string[] = [];
    const read: ApiFetch = async (input, init) => {
      const reply = await fetchApi(c)(input, init);
      const tally = reply.headers.get(tallyHeader);
      if (tally) tallies.push(tally);
      return reply;
    };
    const rendered = await renderServerPage({
      url: c.req.url,
      fetchApi: read,
      form: answer?.form,
    }).catch((error: unknown) => {
      // A rendering fault must not cost the visitor the page: the browser renders it.
      console.error('Server rendering failed', c.req.path, error);
      return null;
    });
    const failed = rendered !== null && rendered.status !== 200;
    const page = profile && failed ? null : rendered;
    const readStatus = !failed ? 200 : profile && rendered.status !== 503 ? 404 : rendered.status;
    const status = readStatus === 200 && answer ? answer.status : readStatus;
    const cacheable = status === 200 && !answer;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheable
        ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
        : 'no-store',
    });
    if (status === 503) headers.set('retry-after', String(databaseRetryAfterSeconds));
    if (answer?.retryAfter) headers.set('retry-after', answer.retryAfter);
    if (tallies.length > 0) headers.set(tallyHeader, tallies.join(', '));
    const html = new Response(shell.body, { status, headers });
    return intoShell(
      html,
      page,
      profile && page ? profileOpenGraph(page, c.req.url) : [],
      wakeNames,
    );
  };
}

/**
 * The SPA as its static shell, which the browser renders: 200 for a page of the route table, 404
 * with the app's "Page not found" for any other address, so a mistyped or dead link is not a page
 * to search engines and link checkers (issue 26).
 */
async function spaShell(c: Context<AppEnv>, status: 200 | 404) {
  const shell = await c.env.ASSETS.fetch(new URL('/index.html', c.req.url).toString());
  return new Response(shell.body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store',
    },
  });
}

/**
 * A route for each page of the SPA's route table: the server-rendered ones rendered, the others the
 * plain SPA; any other address is a 404. `fetchApi` reaches the app's own API without leaving the
 * Worker.
 */
export function pageRoutes(fetchApi: (c: Context<AppEnv>) => ApiFetch) {
  const render = renderedPages(fetchApi);
  const optionsOf = new Map(serverPages.map(({ path, ...options }) => [path, options]));
  const routes = new Hono<AppEnv>().use(withSecurityHeaders);
  // The quote page's and the newsletter's forms, posted before the app has loaded, are answered
  // with their pages.
  routes.route(
    '/',
    postedFormRoutes((c, answer) => render(c, { ...optionsOf.get(routePath(c)), answer })),
  );
  for (const [path, options] of optionsOf) routes.get(path, (c) => render(c, options));
  for (const path of appPaths.filter((path) => !optionsOf.has(path))) {
    routes.get(path, (c) => spaShell(c, 200));
  }
  // An unknown API address stays a JSON 404, as every API answer is JSON.
  routes.get('*', async (c) => (c.req.path.startsWith('/api/') ? notFound(c) : spaShell(c, 404)));
  return routes;
}
