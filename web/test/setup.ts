import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { signedInAttribute, staffAttribute } from '#schema/page-waking';
import { toaster } from '../src/lib/toastStore';
import { disposeTestRouters } from './render';
import { resetViewport } from './viewport';

// On a busy 2-core machine a lazy page can take seconds to appear; a finder that gives up after
// testing-library's default 1 s fails for load, not for a fault. Waits still end as soon as found.
configure({ asyncUtilTimeout: 15_000 });

// lib/colorMode.ts reads the system colour preference; give it a light-preferring answer if missing.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * The web project shares one module graph between test files (no per-file isolation), so nothing
 * may reach past its test: a request nobody stubbed fails loudly instead of going to the network
 * (Epic Stack's `onUnhandledRequest: 'error'`); `vi.unstubAllGlobals` brings this one back.
 */
function unstubbedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? 'GET').toUpperCase();
  return Promise.reject(
    new Error(
      `Unstubbed request ${method} ${String(input)}: stub it with stubApi() (web/test/api.ts)`,
    ),
  );
}
globalThis.fetch = unstubbedFetch;

/**
 * The page's address as the test environment starts it. A component that leaves the page for real
 * (sign-out's full reload, a Stripe portal) moves the shared window; relative URLs (image sources,
 * the typed client) then resolve against the wrong page in every later test file.
 */
const testPageUrl = window.location.href;
const happyDom = (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM;

afterEach(() => {
  // Routers first: a redirect or loader still pending must not outlive its test.
  disposeTestRouters();
  cleanup();
  act(() => toaster.remove());
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // A page's marks (the head script's, a signed-in page's) belong to the test that set them.
  document.documentElement.removeAttribute(signedInAttribute);
  document.documentElement.removeAttribute(staffAttribute);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetViewport();
  if (window.location.href !== testPageUrl) happyDom?.setURL(testPageUrl);
});
