import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../src/app/AppProviders';
import { routes } from '../src/app/routes';

type TestRouter = ReturnType<typeof createMemoryRouter>;
const liveRouters = new Set<TestRouter>();

/** Stops every router a test made (web/test/setup.ts calls it after each test). */
export function disposeTestRouters() {
  for (const router of liveRouters) router.dispose();
  liveRouters.clear();
}

function renderRouter(routeObjects: RouteObject[], path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  liveRouters.add(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      {/* A fresh SWR cache per test, on top of the app's own SWR settings. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** The whole app (layout and every route) at `path`. */
export function renderApp(path = '/') {
  return renderRouter(routes, path);
}

/** One element with the app's providers, inside a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRouter([{ path: '*', element: ui }], path);
}
