import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRenderedPages } from '../build/server-rendered-pages.ts';
import { type WakeFiles, wakeFilesName } from '../build/wake-files.ts';
import { builtScriptBytes, initialLoads } from './initial-load';

/**
 * The most a public page's app may weigh, JavaScript and CSS together, gzip: what a phone fetches
 * and runs when the visitor first reaches for something only the app answers (a page's first
 * actions need none of it: worker/routes/pages.test.ts holds the code they run to 50 KB). This
 * budget holds today's figure and fails any growth. Issue 27 cut it from 254 KB (the profile, the
 * heaviest) to 239 KB: the toast store loads with the first toast, each icon travels with the code
 * that draws it, and the password list stays with the forms that choose a password. Since the
 * page names every file its app runs, it counts the toaster too, which every wake loads once the
 * page is live (8–15 KB; before, it was loaded as much and not counted): 247 KB. Issue 27's 150 KB
 * is not reached, and cannot be while the whole page hydrates on this stack: the least app it can
 * wake (stack-floor/: React, one Chakra button and its system, react-router), built beside the app
 * here, is about 136 KB before any of the app's own code
 * (docs/decisions/006-server-rendering-and-waking-on-intent.md).
 */
const budgetBytes = 248 * 1024;

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
    const loads = initialLoads(outDir);
    const floor = {
      page: 'stack floor (stack-floor/)',
      files: 1,
      js: builtScriptBytes(floorDir),
      css: 0,
    };
    console.table(
      [...loads, floor].map(({ page, files, js, css }) => ({
        page,
        files,
        'JS KB': (js / 1024).toFixed(1),
        'CSS KB': (css / 1024).toFixed(1),
        'budget KB': budgetBytes / 1024,
      })),
    );
    expect(loads.map((load) => load.page)).toEqual(serverRenderedPages().map(({ page }) => page));
    for (const load of loads) {
      expect(load.js + load.css, load.page).toBeLessThanOrEqual(budgetBytes);
    }
    // What each page names for its wake script to fetch is real, and names each file once.
    const wakes = JSON.parse(readFileSync(join(outDir, wakeFilesName), 'utf8')) as WakeFiles;
    for (const [page, files] of Object.entries(wakes)) {
      expect(new Set(files).size, page).toBe(files.length);
      for (const file of files) expect(existsSync(join(outDir, file)), file).toBe(true);
    }
  });
});
