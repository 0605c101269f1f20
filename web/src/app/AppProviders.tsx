import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { lazy, type ReactNode, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../api/swr';
import { ServerRenderedContext } from '../lib/serverRendered';
import { storageKeys } from '../lib/storage';
import { useHydrated } from '../lib/useHydrated';
import { system } from './system';

// Toasts are only ever raised by what a visitor does, so their code loads once the page is live
// (a toast raised before that waits in the store and shows when it arrives).
const Toaster = lazy(() => import('../components/Toaster').then((m) => ({ default: m.Toaster })));

/**
 * Chakra, colour mode and SWR. The theme is stored under `theme` as 'dark' or 'light'; with nothing
 * stored the system preference decides (spec public-site §4).
 */
export function AppProviders({
  children,
  pageData,
}: {
  children: ReactNode;
  /** The first screen's answers a server-rendered page arrived with, by SWR cache key. */
  pageData?: Record<string, unknown>;
}) {
  const hydrated = useHydrated();
  return (
    <ServerRenderedContext value={pageData !== undefined}>
      <ChakraProvider value={system}>
        <ThemeProvider
          attribute="class"
          storageKey={storageKeys.theme}
          themes={['light', 'dark']}
          defaultTheme="system"
          enableSystem
          disableTransitionOnChange
          // Its inline script would need a CSP exception; the page's own head script sets the colour
          // class before the first paint instead (index.html), so this one is marked inert data.
          scriptProps={{ type: 'application/json' }}
        >
          <SWRConfig value={pageData ? { ...swrDefaults, fallback: pageData } : swrDefaults}>
            {children}
            {hydrated && (
              <Suspense>
                <Toaster />
              </Suspense>
            )}
          </SWRConfig>
        </ThemeProvider>
      </ChakraProvider>
    </ServerRenderedContext>
  );
}
