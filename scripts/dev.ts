// `npm run dev`: the whole app on one origin with demo data.
// Starts the local libSQL server on DATA_DIR/app.db, migrates, seeds an empty database, builds the
// SPA (and keeps rebuilding it on change), and runs `wrangler dev` on PORT (default 8787).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as tables from '../schema/tables';
import { prefixOutput, startTool, startWrangler, stopTool, waitForHealth } from './lib/processes';
import { startLibsqlServer } from './libsql-server/server';
import { migrateDatabase } from './migrate';
import { devAccounts, devPassword, seedDatabase } from './seed/seed';
import { stripeVars } from './stripe-standin/dev';

const started = Date.now();
const port = Number(process.env.PORT ?? 8787);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const children: ChildProcess[] = [];
let stopping = false;

function log(message: string) {
  console.log(`[dev] ${message}`);
}

/** A per-data-folder signing secret, so sign-ins survive a restart but never leave this machine. */
function devJwtSecret(): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function watch(child: ChildProcess, label: string): ChildProcess {
  children.push(child);
  prefixOutput(child, label);
  child.on('exit', (code) => {
    if (!stopping) {
      log(`${label} exited (${code}); stopping.`);
      void stop(1);
    }
  });
  return child;
}

async function waitForFile(path: string): Promise<void> {
  while (!existsSync(path)) await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
}

let closeDatabase: () => Promise<void> = async () => {};
let closeStripe: () => Promise<void> = async () => {};

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => stopTool(child)));
  await closeDatabase();
  await closeStripe();
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

mkdirSync(dataDir, { recursive: true });
const database = await startLibsqlServer({
  databasePath: resolve(dataDir, 'app.db'),
  port: 0,
  quiet: true,
});
closeDatabase = database.close;
log(`libSQL server on ${database.url} (${resolve(dataDir, 'app.db')})`);

await migrateDatabase(database.url);
const client = createClient({ url: database.url });
const summary = await seedDatabase(drizzle(client, { schema: tables }), {
  appEnv: process.env.APP_ENV,
});
client.close();
log(
  summary.seeded
    ? `Seeded demo data: ${JSON.stringify(summary)}`
    : 'Database has data; not seeding.',
);

// Each copy builds into its own data folder, so two copies can run side by side.
// The first build must finish before wrangler serves it; later rebuilds are picked up live.
const distDir = resolve(dataDir, 'dist');
rmSync(distDir, { recursive: true, force: true });
watch(
  // --emptyOutDir false: a rebuild must never leave wrangler looking at an empty folder.
  startTool(
    'vite',
    ['build', '--watch', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir', 'false'],
    // The production build of React and the rest, even when started from a test run
    // (NODE_ENV=test), so what the e2e journeys and Lighthouse measure is what visitors get.
    { ...process.env, NODE_ENV: 'production' },
  ),
  'vite',
);
await waitForFile(resolve(distDir, 'index.html'));

const url = `http://127.0.0.1:${port}`;
const stripe = await stripeVars(`${url}/api/stripe/webhook`);
closeStripe = stripe.close;
log(stripe.description);
const wrangler = watch(
  startWrangler({
    port,
    assetsDir: distDir,
    persistTo: resolve(dataDir, 'wrangler'),
    vars: {
      LIBSQL_URL: database.url,
      JWT_SECRET: devJwtSecret(),
      // Mailed links open the dev server itself (worker/lib/site-url.ts).
      SITE_URL: url,
      ...stripe.vars,
    },
  }),
  'wrangler',
);
await waitForHealth(url, wrangler);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
  Retrofit Smarter Greener is running at ${url}  (ready in ${seconds} s)

  Dev accounts (password: ${devPassword})
${devAccounts.map((account) => `    ${account.role.padEnd(13)} ${account.email}`).join('\n')}

  Data folder: ${dataDir}   Stop with Ctrl-C.
`);
