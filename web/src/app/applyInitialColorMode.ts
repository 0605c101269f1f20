import { getStoredItem, storageKeys } from '../lib/storage';

/**
 * Sets the colour-mode class before React's first paint. next-themes sets it in an effect, after
 * that paint, and its anti-flash inline script only runs in server-rendered HTML, which a
 * client-only app never has. Same rule as the provider: stored theme, else the system preference.
 */
export function applyInitialColorMode() {
  const stored = getStoredItem(storageKeys.theme);
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const mode = stored === 'dark' || stored === 'light' ? stored : prefersDark ? 'dark' : 'light';
  document.documentElement.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
}
