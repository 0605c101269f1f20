// Debian's chromium driven by playwright-core (a test tool's own browser download fails here).
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { artifactsDir } from './artifacts';

/** Every browser this file launched, so a failed journey can photograph its pages. */
export const launchedBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  launchedBrowsers.add(browser);
  browser.on('disconnected', () => launchedBrowsers.delete(browser));
  return browser;
}

export const baseUrl = () => inject('baseUrl');

export async function screenshot(page: Page, name: string) {
  // E2E_SCREENSHOTS=0 (CI): nobody looks at a CI machine's pictures.
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}/${name}.png`, fullPage: true });
}

/** The page at 1280 and 390 wide, light and dark, named `{name}-{width}-{theme}`; ends at 1280. */
export async function screenshotThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('theme', value);
      document.documentElement.classList.remove('light', 'dark');
      document.documentElement.classList.add(value);
      document.documentElement.style.colorScheme = value;
    }, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${name}-${width}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

declare global {
  interface Window {
    /** A server-rendered page's wake script (worker/lib/wake-script.ts). */
    __early?: { ready: boolean; woke: boolean; wake: () => void };
    /** The chat island's handle while it answers the chat (web/src/islands/chat.ts). */
    __chatIsland?: object;
    /** The trade-selection island's handle while it runs (web/src/islands/tradeSelection.ts). */
    __tradeSelection?: object;
  }
}

/**
 * Wakes a server-rendered page's app as a visitor's first intent would, and waits until it has
 * taken the page over: its links to the quote and profile pages then open the dialogs instead.
 */
export async function wakeApp(page: Page) {
  await page.evaluate(() => window.__early?.wake());
  await page.waitForFunction(() => !window.__early || window.__early.ready, undefined, {
    timeout: 15_000,
  });
}

/** The app's entry file (the wake script's `app-entry`), which every other app file hangs from. */
export const appEntry = /\/assets\/index-[\w-]+\.js$/;

/**
 * A 390 px context whose app code is held back by the network until `release`: its pages stay
 * server HTML, however they are pressed, and a press the app must answer waits for it.
 */
export async function contextWithAppHeld(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(appEntry, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return { context, release };
}
