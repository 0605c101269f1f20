import { hc } from 'hono/client';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router-dom';
import { chatTemplateId } from '#schema/chat-island';
import { accountTemplateId, draftCardTemplateId } from '#schema/page-waking';
import type { AppType } from '../../../worker/app';
import {
  type PageRenderer,
  postedFormKey,
  type ServerPage,
  type SharedStyleSheet,
} from '../../../worker/pages/contract';
import { ApiError } from '../api/http';
import type { PageRead } from '../api/pageRead';
import { AccountMenuTemplate } from '../components/AccountMenuTemplate';
import { ChatPanelTemplate } from '../components/chat/ChatPanelTemplate';
import { QuoteBellTemplate } from '../entities/quote/QuoteBellTemplate';
import { DraftCardTemplate } from '../features/articles/DraftCardTemplate';
import { type DocumentHead, DocumentHeadContext } from '../lib/useDocumentTitle';
import { AppProviders } from './AppProviders';
import { globalStyles, hoistStyles } from './hoistStyles';
import { RootLayout } from './RootLayout';
import { pages, routes } from './routes';

const serverRendered = pages.flatMap(({ path, server }) => (server ? [{ path, server }] : []));

/**
 * The pages the Worker renders, from the route table's `server` rows: its page routes
 * (worker/routes/pages.ts) are made from this list, and a test holds wrangler.toml's
 * `run_worker_first` to it.
 */
export const serverPages: readonly ServerPage[] = serverRendered.map(({ path, server }) => ({
  path,
  profile: server.profile === true,
}));

/**
 * Every page of the route table, as react-router patterns: the Worker answers any other address
 * with the app's "Page not found" and HTTP 404 (worker/routes/pages.ts).
 */
export const appPaths: readonly string[] = pages.flatMap(({ path }) =>
  path === '*' ? [] : [path],
);

/** The first screen's reads of a server-rendered page at this address, or null for any other. */
async function serverReadsAt(address: URL): Promise<PageRead<unknown>[] | null> {
  for (const { path, server } of serverRendered) {
    const match = matchPath(path, address.pathname);
    if (!match) continue;
    const reads = await server.reads();
    return reads({ params: match.params, search: address.searchParams });
  }
  return null;
}

/** What every server-rendered page shares: its style file, and the islands' templates. */
interface SharedParts {
  sheet: SharedStyleSheet;
  chatTemplate: string;
  accountTemplate: string;
  draftCardTemplate: string;
}

let sharedParts: Promise<SharedParts> | undefined;

function templateIn(html: string, id: string): string {
  const template = html.match(new RegExp(`<template id="${id}">[\\s\\S]*?</template>`))?.[0];
  if (!template) throw new Error(`The template ${id} did not render.`);
  return template;
}

/** The shell every page is drawn in (header, footer, chat button) with no page inside it. */
async function emptyShell() {
  const handler = createStaticHandler([
    { element: <RootLayout />, children: [{ path: '*', element: null }] },
  ]);
  const context = await handler.query(new Request('https://shell.invalid/'));
  if (context instanceof Response) throw new Error('The empty shell did not render.');
  return (
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />
  );
}

async function renderSharedParts(): Promise<SharedParts> {
  const stream = await renderToReadableStream(
    <AppProviders pageData={{}}>
      {await emptyShell()}
      <ChatPanelTemplate />
      <AccountMenuTemplate quoteBell={<QuoteBellTemplate />} />
      <MemoryRouter>
        <DraftCardTemplate />
      </MemoryRouter>
    </AppProviders>,
    // Its ids (the chat panel's title) never meet a page's own.
    { identifierPrefix: 'shared-' },
  );
  await stream.allReady;
  const rendered = await new Response(stream).text();
  const { names, css: globalCss } = globalStyles(rendered);
  const { html, componentCss, componentIds } = hoistStyles(rendered, {
    names: new Set(names),
    components: new Set(),
  });
  const chatTemplate = templateIn(html, chatTemplateId);
  const accountTemplate = templateIn(html, accountTemplateId);
  const draftCardTemplate = templateIn(html, draftCardTemplateId);
  const css = globalCss + componentCss;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
  const hash = [...new Uint8Array(digest).slice(0, 6)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return {
    sheet: {
      href: `/styles/shared-${hash}.css`,
      css,
      names: new Set(names),
      components: new Set(componentIds),
    },
    chatTemplate,
    accountTemplate,
    draftCardTemplate,
  };
}

function renderedSharedParts(): Promise<SharedParts> {
  sharedParts ??= renderSharedParts().catch((error: unknown) => {
    sharedParts = undefined;
    throw error;
  });
  return sharedParts;
}

/**
 * The styles every page has (Chakra's tokens, reset and global rules, the shell's header, footer
 * and chat button) and those of the chat panel and the signed-in header's end (for the islands,
 * which draw them from their templates) as one
 * file the pages link to, cached for good under its hashed address instead of repeated in every
 * page (docs/decisions/006-server-rendering-and-waking-on-intent.md). Rendered once per Worker
 * instance from the providers, the empty shell and the template, where those styles come from.
 */
export async function sharedStyleSheet(): Promise<SharedStyleSheet> {
  return (await renderedSharedParts()).sheet;
}

/** `<` escaped, so no answer can close the script element it travels in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A public page rendered for a signed-out visitor with its first screen's answers inside, so it
 * shows real content before any script runs; the browser hydrates the same tree (main.tsx).
 */
export const renderServerPage: PageRenderer = async ({ url, fetchApi, form }) => {
  const address = new URL(url);
  const reads = await serverReadsAt(address);
  if (!reads) return null;

  const client = hc<AppType>(address.origin, { fetch: fetchApi }).api;
  const pageData: Record<string, unknown> = form ? { [postedFormKey]: form } : {};
  let status = 200;
  await Promise.all(
    reads.map(async (read) => {
      try {
        pageData[read.cacheKey] = await read.load(client);
      } catch (error) {
        // Left out, the browser reads it again and shows its own error state.
        if (!(error instanceof ApiError)) throw error;
        status = Math.max(status, error.status);
      }
    }),
  );

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: DocumentHead = {};
  const stream = await renderToReadableStream(
    <DocumentHeadContext value={head}>
      <AppProviders pageData={pageData}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </DocumentHeadContext>,
  );
  await stream.allReady;
  const { sheet, chatTemplate, accountTemplate, draftCardTemplate } = await renderedSharedParts();
  const { html, styles } = hoistStyles(await new Response(stream).text(), sheet);
  return {
    status,
    html,
    chatTemplate,
    accountTemplate,
    draftCardTemplate,
    styles: `<link rel="stylesheet" href="${sheet.href}" />${styles}`,
    title: head.title,
    description: head.description,
    pageData: scriptSafeJson(pageData),
  };
};
