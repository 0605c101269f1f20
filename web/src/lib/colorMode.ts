import { useSyncExternalStore } from 'react';
import { switchingThemeAttribute, themeSwitchAttribute } from '#schema/theme-switch';
import { getStoredItem, setStoredItem, storageKeys } from './storage';

/**
 * docs/product/public-site.md §4: 'dark' or 'light', stored under `theme`; nothing stored follows
 * the system.
 */
export type ColorMode = 'light' | 'dark';

const systemPrefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/** The mode the page shows: the head script (worker/lib/color-mode-script.ts) set it first. */
const shownMode = (): ColorMode =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

const listeners = new Set<() => void>();

function show(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  for (const listener of listeners) listener();
}

/** The mode to show when another tab changes the stored one, or the system preference changes. */
function followStoredOrSystem() {
  const stored = getStoredItem(storageKeys.theme);
  show(stored === 'dark' || stored === 'light' ? stored : systemPrefersDark() ? 'dark' : 'light');
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('storage', followStoredOrSystem);
    window
      .matchMedia('(prefers-color-scheme: dark)')
      .addEventListener?.('change', followStoredOrSystem);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', followStoredOrSystem);
    window
      .matchMedia('(prefers-color-scheme: dark)')
      .removeEventListener?.('change', followStoredOrSystem);
  };
}

/** The mode a press asked for that the page has not restyled to yet. */
let asked: ColorMode | null = null;

/** Shows `mode` with transitions paused: colours switch at once, not each component fading over. */
function showAtOnce(mode: ColorMode) {
  const pause = document.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(pause);
  show(mode);
  // Reading a computed style applies the switch while transitions are off.
  window.getComputedStyle(document.body).getPropertyValue('color');
  requestAnimationFrame(() => pause.remove());
}

/**
 * The theme switch's press: stores the other mode and shows it. As the wake script does before
 * the app (worker/lib/wake-script.ts), the press paints first, the switch's icon turned
 * (`switchingThemeAttribute`), and the page restyles in the task after that frame: restyling every
 * element inside the press's own frame held its next paint over 200 ms on a slowed phone
 * (docs/decisions/006). A second press before the restyle counts from the mode the first asked for.
 */
export function switchColorMode() {
  const mode: ColorMode = (asked ?? shownMode()) === 'dark' ? 'light' : 'dark';
  asked = mode;
  setStoredItem(storageKeys.theme, mode);
  const switches = document.querySelectorAll(`[${themeSwitchAttribute}]`);
  for (const control of switches) control.setAttribute(switchingThemeAttribute, mode);
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (asked === null) return;
      showAtOnce(asked);
      asked = null;
      for (const control of switches) control.removeAttribute(switchingThemeAttribute);
    }),
  );
}

/** The shown mode; 'light' on the server and while a server-rendered page hydrates. */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, shownMode, () => 'light');
}
