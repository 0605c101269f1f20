import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { postedFormKey } from '../../../worker/pages/contract';
import { swrDefaults } from '../api/swr';
import { type PostedForm, PostedFormContext } from '../lib/postedForm';
import { ServerRenderedContext } from '../lib/serverRendered';
import { useHydrated } from '../lib/useHydrated';
import { replayEarlyPresses, takeOverEarlyFields } from './earlyInput';
import { appSystem } from './system';

// Toasts are only ever raised by what a visitor does, so their code loads once the page is live
// (a toast raised before that waits in the store and shows when it arrives).
const Toaster = lazy(() => import('../components/Toaster').then((m) => ({ default: m.Toaster })));

/** Hands what was typed on a server-rendered page before hydration to the app (earlyInput.ts). */
function EarlyFields() {
  useEffect(() => takeOverEarlyFields(document), []);
  return null;
}

/**
 * Replays the presses held back before hydration. Mounted after the toaster, so what a replayed
 * press reports (a toast) has somewhere to show: a toast raised while the toaster mounts is lost.
 */
function EarlyPresses() {
  useEffect(() => void replayEarlyPresses(), []);
  return null;
}

/**
 * Chakra and SWR. The colour mode needs no provider: the head script sets the page's class before
 * the first paint and lib/colorMode.ts keeps it (docs/product/public-site.md §4).
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
  // The same object on every render: a new one would re-render every reader of SWR, and with them
  // the whole shell, in the synchronous render that follows hydration.
  const swrConfig = useMemo(
    () => (pageData ? { ...swrDefaults, fallback: pageData } : swrDefaults),
    [pageData],
  );
  return (
    <ServerRenderedContext value={pageData !== undefined}>
      <PostedFormContext value={pageData?.[postedFormKey] as PostedForm | undefined}>
        <ChakraProvider value={appSystem()}>
          <SWRConfig value={swrConfig}>
            {children}
            <EarlyFields />
            {hydrated && (
              <Suspense>
                <Toaster />
                <EarlyPresses />
              </Suspense>
            )}
          </SWRConfig>
        </ChakraProvider>
      </PostedFormContext>
    </ServerRenderedContext>
  );
}
