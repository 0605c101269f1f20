import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRenderedPages } from '../build/server-rendered-pages.ts';
import { type WakeFiles, wakeFilesName } from '../build/wake-files.ts';
import { builtScriptBytes, initialLoads, islandsLoad } from './initial-load';

/**
 * What a public page may wake at most, JavaScript and CSS together, gzip: what a phone fetches and
 * runs when the visitor first reaches for something only code answers (a page's first actions
 * need none of it: worker/routes/pages.test.ts holds the code they run to 50 KB).
 *
 * - Anyone's public page, signed out or signed in, staff's too, wakes only the islands (the chat,
 *   the directory's trade selection, and for a stored sign-in the account island, which draws the
 *   visitor's header, staff's quote bell and the hub's drafts, and fills their forms;
 *   e2e/first-actions.e2e.ts checks that nothing else on a server-rendered page needs code,
 *   e2e/booking.e2e.ts books a visit with the app held back, and e2e/rendering.e2e.ts draws a
 *   homeowner's and an admin's pages with it held). They are plain DOM, no React or Chakra, and
 *   are what a first press runs: issue 27's 50 KB for the code of a page's first interactions, and
 *   its 150 KB for what a page can wake, hold for them all together.
 * - The whole app is what the app's own pages load (dashboards, the staff area, the editor), and
 *   what a public page gets only where it has no answer without it (docs/decisions/006: a page
 *   whose first read failed, such as a draft's page, which staff read in the app; reviews past the
 *   tenth page). Its budget holds today's figure and fails any growth: 249.7 KB for a profile, the
 *   heaviest. The least app it can be while a page hydrates whole (stack-floor/: React, one Chakra
 *   button and its system, react-router), built beside it here, is about 136 KB before any of the
 *   app's own code.
 */
const islandsBudgetBytes = 50 * 1024;
const appBudgetBytes = 249.7 * 1024;

const outDir = mkdtempSync(join(tmpdir(), 'rsg-build-'));
const floorDir = mkdtempSync(join(tmpdir(), 'rsg-floor-'));
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('keeps the app every public page wakes within the budget', async () => {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: 'vite.config.ts',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
      await build({
        root: 'scripts/bundle/stack-floor',
        configFile: false,
        logLevel: 'silent',
        build: { outDir: floorDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const pages = serverRenderedPages();
    const islands = {
      ...islandsLoad(outDir),
      wakes: 'any visitor',
      budget: islandsBudgetBytes,
    };
    const apps = initialLoads(outDir).map((app) => ({
      ...app,
      wakes: 'app pages, edge cases',
      budget: appBudgetBytes,
    }));
    const floor = {
      page: 'stack floor (stack-floor/)',
      wakes: 'app pages, edge cases',
      files: 1,
      js: builtScriptBytes(floorDir),
      css: 0,
      budget: appBudgetBytes,
    };
    console.table(
      [islands, ...apps, floor].map(({ page, wakes, files, js, css, budget }) => ({
        page,
        wakes,
        files,
        'JS KB': (js / 1024).toFixed(1),
        'CSS KB': (css / 1024).toFixed(1),
        'budget KB': budget / 1024,
      })),
    );
    expect(apps.map((load) => load.page)).toEqual(pages.map(({ page }) => page));
    for (const load of [islands, ...apps]) {
      expect(load.js + load.css, load.page).toBeLessThanOrEqual(load.budget);
    }
    // What each page names for its wake script to fetch is real, and names each file once.
    const wakes = JSON.parse(readFileSync(join(outDir, wakeFilesName), 'utf8')) as WakeFiles;
    for (const [page, files] of Object.entries(wakes)) {
      expect(new Set(files).size, page).toBe(files.length);
      for (const file of files) expect(existsSync(join(outDir, file)), file).toBe(true);
    }
  });
});
