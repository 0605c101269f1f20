import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { initialLoads, serverRenderedPages } from './initial-load';

/**
 * The most a public page's app may weigh, JavaScript and CSS together, gzip: what a phone fetches
 * when the page is idle and runs on the visitor's first tap. React, react-dom, react-router and
 * Chakra's runtime alone weigh about 135 KB (README "Rendering and speed"), so this budget holds
 * today's figure and fails any growth. The page before that is held to 150 KB in
 * worker/routes/pages.test.ts. Raised from 245 KB to 254 KB by the profile's gallery grid, booking
 * section, checked credentials, paid-placement labels and the add-on feature's date (issues 23,
 * 25 and 26); issue 27 cuts the woken app to 150 KB, and this figure with it.
 */
const budgetBytes = 254 * 1024;

const outDir = mkdtempSync(join(tmpdir(), 'rsg-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  it('keeps the app every public page wakes within the budget', async () => {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: 'vite.config.ts',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, manifest: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const loads = initialLoads(outDir);
    console.table(
      loads.map(({ page, files, js, css }) => ({
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
  });
});
