import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { schemaAlias } from './vite.config.ts';
import { serveAssets, testBindings } from './worker/test/bindings.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'schema/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [schemaAlias] },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Finders wait up to 15 s (web/test/setup.ts), so a test needs room beyond one wait.
          testTimeout: 60_000,
          // One module graph for all web test files: about three times faster on two cores. Safe
          // because web/test/setup.ts resets what a test could leave behind (timers, stubs,
          // routers, toasts, storage) and an unstubbed request fails instead of leaking.
          isolate: false,
          // Two workers even on a two-core machine (vitest's default there is one): a page test
          // spends much of its time waiting on timers and promises, so two files in flight halve
          // the web project's time (135 s → 62 s measured side by side). The worker project gains
          // nothing from a second runtime: its tests wait on the one database server.
          maxWorkers: 2,
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            main: './worker/index.ts',
            miniflare: {
              compatibilityDate: '2026-08-15',
              compatibilityFlags: ['nodejs_compat'],
              r2Buckets: ['FILES'],
              // Stands in for the built SPA, so its pages can be tested without a build.
              serviceBindings: { ASSETS: serveAssets },
              bindings: {
                ...testBindings,
                LIBSQL_URL: inject<string>('libsqlUrl'),
                STRIPE_API_HOST: inject<string>('stripeHost'),
                STRIPE_API_PORT: String(inject<number>('stripePort')),
              },
            },
          })),
        ],
        // The SPA's server renderer, as wrangler.toml's [alias] bundles it.
        resolve: {
          alias: [
            schemaAlias,
            { find: /^page-renderer$/, replacement: './web/src/app/renderPage.tsx' },
          ],
        },
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          // One workerd runtime and one loaded app for every test file, instead of a new runtime
          // per file that imports the whole Worker again (that import was two thirds of npm test's
          // time). Safe because each file works on its own database namespace (test/harness.ts)
          // and its own random object keys, so no file sees another's rows.
          isolate: false,
          globalSetup: ['worker/test/global-setup.ts'],
          // Every test talks to real servers (libSQL, the Stripe stand-in, R2): on a busy 2-core
          // machine a few seconds is not a bug, and a time-out must never be the thing that fails.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
