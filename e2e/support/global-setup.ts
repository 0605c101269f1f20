// Starts `npm run dev` on a free port with a throwaway data folder (fresh seed), waits until it
// answers, and stops its whole process group afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/processes';
import { artifactsDir } from './artifacts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's Stripe stand-in, for journeys that act as Stripe (a renewal, a dashboard edit). */
    stripeStandInUrl: string;
  }
}

async function waitUntilReady(url: string, app: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`npm run dev exited with ${app.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/** The app's own log (server errors, slow database answers), read when a journey fails. */
const appLogPath = join(artifactsDir, 'app.log');

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rsg-e2e-'));
  const port = await freePort();
  const standInPort = await freePort();
  mkdirSync(artifactsDir, { recursive: true });
  const log = openSync(appLogPath, 'w');
  const app = spawn('npm', ['run', 'dev'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STRIPE_STANDIN_PORT: String(standInPort),
    },
    stdio: process.env.E2E_VERBOSE ? 'inherit' : ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitUntilReady(baseUrl, app, 180_000);
  console.log(`e2e: app ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('baseUrl', baseUrl);
  project.provide('stripeStandInUrl', `http://127.0.0.1:${standInPort}`);

  return async () => {
    if (app.pid) process.kill(-app.pid, 'SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
