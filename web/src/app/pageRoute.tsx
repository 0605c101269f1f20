import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { type Access, AccessGuard } from './AccessGuard';

/**
 * One row of the route table: where the page lives, who it is for (see `Access`), and either the
 * page itself (public pages, shipped in the entry so they stay fast) or `lazy`, which loads its
 * code on first visit through react-router's own `lazy`.
 */
export type PageEntry = Access & { path: string } & (
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
