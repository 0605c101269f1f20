// `npm run perf`: two tables, each beside a static floor measured in the same run. The load table:
// Lighthouse (mobile preset, simulated throttling) in Debian Chromium on the public pages and a
// static baseline page (issue 16). The first-interaction table: five first actions on a throttled
// phone, on the app and on a static site of plain links and forms (issue 27,
// first-interaction.ts).
//
//   npm run perf                          starts `npm run dev` on a free port with its own DATA_DIR
//   npm run perf -- --url http://…:8787   measures an app that is already running
//   npm run perf -- --runs 5              runs per page and action (default 3); tables show medians
//   npm run perf -- --only interactions   one table: `load` or `interactions`
//   npm run perf -- --action chat         only the first actions whose name holds this text
//
// Runs are interleaved (every page once per round, each round starting one page later), so a
// burst of load from other work on the machine hits all pages alike rather than one page's runs.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort, startTool, stopTool, waitForHealth } from '../lib/processes';
import { startBaselineServer } from './baseline-page';
import { firstActions, measureFirstAction } from './first-interaction';
import { runLighthouse } from './lighthouse-run';
import { startFloorServer } from './static-floor';
import { type InteractionResult, interactionTable, type PageResult, speedTable } from './summary';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    action: { type: 'string' },
  },
});
const tables = options.only ? [options.only] : ['load', 'interactions'];
if (!tables.every((table) => table === 'load' || table === 'interactions')) {
  console.error('--only takes load or interactions');
  process.exit(2);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(2);
}

interface RunningApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** `npm run dev` (the production vite build behind `wrangler dev`) on a fresh data folder. */
async function startApp(): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rsg-perf-'));
  const port = await freePort();
  const dev = fileURLToPath(new URL('../dev.ts', import.meta.url));
  const app: ChildProcess = startTool('tsx', [dev], {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  // Keep the last lines of its output for the error message; unread pipes would stall it.
  const tail: string[] = [];
  const keep = (chunk: Buffer) => tail.push(...chunk.toString().split('\n').slice(-20));
  app.stdout?.on('data', keep);
  app.stderr?.on('data', keep);
  const stop = async () => {
    await stopTool(app);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, app, 240_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${tail.slice(-20).join('\n')}`);
  }
  return { baseUrl, stop };
}

/** A listing that exists: the first the directory shows. */
async function firstListingId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/tradesmen`);
  if (!response.ok) throw new Error(`/api/tradesmen answered ${response.status}`);
  const [first] = (await response.json()) as { id: number }[];
  if (!first) throw new Error('the directory has no listings');
  return first.id;
}

const started = Date.now();
let app: RunningApp;
try {
  app = options.url
    ? { baseUrl: options.url.replace(/\/$/, ''), stop: async () => {} }
    : await startApp();
} catch (error) {
  console.error(`perf: could not start the app: ${(error as Error).message}`);
  process.exit(1);
}
const baseline = await startBaselineServer();
console.log(`perf: app at ${app.baseUrl}, baseline at ${baseline.url}, ${runs} runs per page`);

const pages: { label: string; url: () => Promise<string> }[] = [
  { label: '`/`', url: async () => `${app.baseUrl}/` },
  { label: '`/directory`', url: async () => `${app.baseUrl}/directory` },
  { label: '`/education`', url: async () => `${app.baseUrl}/education` },
  // The checker with a result, its heavier state (issue 28): an oil-heated house off the gas grid.
  {
    label: '`/grants` (a result)',
    url: async () =>
      `${app.baseUrl}/grants?tenure=owner&country=england&heating=oil&offGasGrid=yes&propertyType=house&newBuild=no&epc=D&income=over36k&benefits=no&measures=heat-pump,solar-pv,insulation`,
  },
  {
    label: '`/tradesman/{id}`',
    url: async () => `${app.baseUrl}/tradesman/${await firstListingId(app.baseUrl)}`,
  },
  { label: 'static baseline', url: async () => baseline.url },
];
const results: PageResult[] = pages.map(({ label }) => ({ page: label, samples: [], errors: [] }));

/** Lighthouse on every page, `runs` rounds. */
async function measureLoads() {
  for (let round = 0; round < runs; round++) {
    for (let step = 0; step < pages.length; step++) {
      const index = (round + step) % pages.length;
      const page = pages[index] as (typeof pages)[number];
      const result = results[index] as PageResult;
      const runStarted = Date.now();
      try {
        const sample = await runLighthouse(await page.url());
        result.samples.push(sample);
        console.log(
          `perf: run ${round + 1}/${runs} ${page.label}: performance ${sample.performance}, accessibility ${sample.accessibility} (${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        result.errors.push((error as Error).message);
        console.error(
          `perf: run ${round + 1}/${runs} ${page.label} failed: ${(error as Error).message}`,
        );
      }
    }
  }
}

const chosenActions = firstActions.filter(({ name }) => name.includes(options.action ?? ''));
if (chosenActions.length === 0) {
  console.error(`perf: no first action's name holds "${options.action}"`);
  process.exit(2);
}
const interactions: InteractionResult[] = chosenActions.map(({ name }) => ({
  action: name,
  app: [],
  floor: [],
  errors: [],
}));

/** Each first action on the app and on the floor, interleaved, `runs` rounds. */
async function measureInteractions() {
  const floor = await startFloorServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const sites = {
    app: { origin: app.baseUrl, profile: `/tradesman/${await firstListingId(app.baseUrl)}` },
    floor: { origin: floor.url, profile: '/profile' },
  };
  try {
    for (let round = 0; round < runs; round++) {
      for (const [index, action] of chosenActions.entries()) {
        const result = interactions[index] as InteractionResult;
        for (const side of ['app', 'floor'] as const) {
          try {
            const sample = await measureFirstAction(browser, sites[side], action);
            result[side].push(sample);
            console.log(
              `perf: run ${round + 1}/${runs} ${action.name} on the ${side}: next paint ${Math.round(sample.nextPaintMs)} ms, answer ${sample.answerMs} ms`,
            );
          } catch (error) {
            if (side === 'app') result.errors.push((error as Error).message.split('\n')[0] ?? '');
            console.error(
              `perf: run ${round + 1}/${runs} ${action.name} on the ${side} failed: ${(error as Error).message}`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    floor.server.close();
  }
}

try {
  if (tables.includes('load')) await measureLoads();
  if (tables.includes('interactions')) await measureInteractions();
} finally {
  baseline.server.close();
  await app.stop();
}

if (tables.includes('load')) console.log(`\n${speedTable(results)}\n`);
if (tables.includes('interactions')) console.log(`\n${interactionTable(interactions)}\n`);
console.log(`perf: ${runs} runs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(
  results.some((result) => result.samples.length > 0) ||
    interactions.some((result) => result.app.length > 0)
    ? 0
    : 1,
);
