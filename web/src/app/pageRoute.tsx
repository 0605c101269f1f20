import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageReads } from '../api/pageRead';
import { PageLoader } from '../components/PageLoader';
import { type Access, AccessGuard } from './AccessGuard';

/**
 * A public page the Worker renders to HTML for a signed-out visitor, with its first screen's
 * answers inside (docs/decisions/006-server-rendering-and-waking-on-intent.md); the Worker's page
 * routes and wrangler.toml's `run_worker_first` follow the rows that have one (renderPage.tsx
 * `serverPages`). Every control such a page shows a signed-out visitor works without the app (a
 * link, a form with an action, the theme switch, or an island's: the chat, the directory's trade
 * selection). e2e/first-actions.e2e.ts checks it in Chromium.
 */
export interface ServerRendering {
  /** The reads of its first screen, exported beside the page so they load with its code. */
  reads: () => Promise<PageReads>;
  /**
   * A business's own page, shared as a link: it gets the business's Open Graph tags, and one that
   * cannot be shown is the plain SPA (worker/routes/pages.ts).
   */
  profile?: true;
}

/**
 * One row of the route table: where the page lives, who it is for (see `Access`), whether the
 * Worker renders it (`server`), and either the page itself or `lazy`, which loads its code on
 * first visit through react-router's own `lazy`.
 */
export type PageEntry = Access & { path: string; server?: ServerRendering } & (
    | { element: ReactElement }
    | { lazy: () => Promise<ComponentType> }
  );

/** A table row as a react-router route, behind the one access guard. */
export function pageRoute(entry: PageEntry): RouteObject {
  const { path, audience, signedOutTo, denied } = entry;
  const access: Access = { audience, signedOutTo, denied };
  if ('element' in entry) {
    return { path, element: <AccessGuard access={access}>{entry.element}</AccessGuard> };
  }
  const load = entry.lazy;
  return {
    path,
    // What the page shows while its code loads on the first page of a visit; later navigations
    // show the layout's pending-navigation loader instead.
    hydrateFallbackElement: <PageLoader />,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <AccessGuard access={access}>
            <Page />
          </AccessGuard>
        ),
      };
    },
  };
}
