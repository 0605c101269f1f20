import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/failure-screens.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Three journeys at a time against the one app: a journey spends much of its time waiting on
    // the app, the browser and its own timers (a CI run used about one of its two cores on
    // average: 10m37 of CPU in 10m06), so three keep both cores busy. Each journey works on rows
    // of its own (its own e-mail addresses and listings) and reads the seeded ones, so no journey
    // depends on another's order.
    fileParallelism: true,
    maxWorkers: 3,
    // A page answers within a second on a quiet machine; with three journeys and the app sharing
    // two cores it can take several. A wrong answer still fails, only later.
    expect: { poll: { timeout: 15_000 } },
  },
});
