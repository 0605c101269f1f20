import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetViewport } from './viewport';

// On a busy 2-core machine a lazy page can take seconds to appear; a finder that gives up after
// testing-library's default 1 s fails for load, not for a fault. Waits still end as soon as found.
configure({ asyncUtilTimeout: 15_000 });

// next-themes reads the system colour preference; give it a light-preferring answer if missing.
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

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetViewport();
});
