import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { postedFormKey } from '../../worker/pages/contract';
import { AppProviders } from '../src/app/AppProviders';
import { routes } from '../src/app/routes';
import { ProfileDialogProvider } from '../src/features/profile/ProfileDialogProvider';
import { QuoteDialogProvider } from '../src/features/quotes/QuoteDialogProvider';
import type { PostedForm } from '../src/lib/postedForm';

type TestRouter = ReturnType<typeof createMemoryRouter>;
const liveRouters = new Set<TestRouter>();

/** Stops every router a test made (web/test/setup.ts calls it after each test). */
export function disposeTestRouters() {
  for (const router of liveRouters) router.dispose();
  liveRouters.clear();
}

function renderRouter(routeObjects: RouteObject[], path: string, posted?: PostedForm) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  liveRouters.add(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders pageData={posted && { [postedFormKey]: posted }}>
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

interface PageOptions {
  /** The URL the page opens at. */
  path?: string;
  /** The route pattern the page is mounted under, so its params resolve (e.g. '/education/:id'). */
  route?: string;
  /** The Worker's answer the page arrived with, when it posted a form without script. */
  posted?: PostedForm;
}

/**
 * One page (or part) with the providers it needs: theme, SWR, toasts and the quote and profile
 * dialogs, in a memory router at `path`, without the layout or the other routes. Page tests use
 * this; whole-app renders (`renderApp`) are for routing, guards and the layout.
 */
export function renderPage(
  page: ReactElement,
  { path = '/', route = '*', posted }: PageOptions = {},
) {
  return renderRouter(
    [
      {
        path: route,
        element: (
          <QuoteDialogProvider>
            <ProfileDialogProvider>{page}</ProfileDialogProvider>
          </QuoteDialogProvider>
        ),
      },
    ],
    path,
    posted,
  );
}
