import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

/**
 * The browser's router, with the code of the page at the current address already loaded: a
 * server-rendered page must hydrate the same tree the server rendered, not a loading state.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;

export function App({
  router,
  pageData,
}: {
  router: AppRouter;
  pageData?: Record<string, unknown>;
}) {
  return (
    <AppProviders pageData={pageData}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
