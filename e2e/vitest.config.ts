import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/failure-screens.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Two journeys at a time against the one app: a journey spends much of its time waiting on
    // the app and the browser, so two keep both cores busy (about 6 min → 4.5 min). A third made
    // the run slower (10m06 → 10m39 on CI's two cores), as the one app and the worker tests' lane
    // are then the bottleneck. Each journey works on rows of its own (its own e-mail addresses and
    // listings) and reads the seeded ones, so no journey depends on another's order.
    fileParallelism: true,
    maxWorkers: 2,
    // A page answers within a second on a quiet machine; with two journeys and the app sharing two
    // cores it can take several. A wrong answer still fails, only later.
    expect: { poll: { timeout: 15_000 } },
  },
});
