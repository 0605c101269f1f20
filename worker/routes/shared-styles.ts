// The global styles every server-rendered page links to (web/src/app/renderPage.tsx
// `sharedStyleSheet`): one file a browser keeps for good, instead of the same rules in every page
// (docs/decisions/006-server-rendering-and-waking-on-intent.md).
import { Hono } from 'hono';
import { sharedStyleSheet } from 'page-renderer';
import type { AppEnv } from '../env';
import { immutableAssetCache } from '../lib/cache';

export const sharedStyleRoutes = new Hono<AppEnv>().get(
  '/:file{shared-[0-9a-f]+\\.css}',
  async (c) => {
    const sheet = await sharedStyleSheet();
    // A page from before a deploy may name the last file: it gets today's rules, kept only briefly.
    const current = c.req.path === sheet.href;
    return c.body(sheet.css, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': current ? immutableAssetCache : 'public, max-age=0, must-revalidate',
    });
  },
);
