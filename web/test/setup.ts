import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetViewport } from './viewport';

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
