// Starts one local libSQL server and one Stripe stand-in for the worker tests. A template database
// is migrated once; each test file asks for a namespace, a fresh copy of it (see harness.ts).
// The stand-in delivers no webhooks (the Worker under test has no address): tests read its events
// with the SDK and post them to the app, signed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLibsqlServer } from '../../scripts/libsql-server/server';
import { migrateDatabase } from '../../scripts/migrate';
import { startStripeStandIn } from '../../scripts/stripe-standin/server';
import { startMailProvider, startStalledServer } from './fake-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    libsqlUrl: string;
    stripeHost: string;
    stripePort: number;
    /** A counting mail provider (see fake-servers.ts). */
    mailProviderUrl: string;
    /** A server that accepts connections and never answers. */
    stalledDatabaseUrl: string;
    /** BENCH_QUOTES=1 turns on the concurrent-submission measurement in quote-mail.test.ts. */
    benchQuotes: boolean;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'rsg-worker-tests-'));
  const templatePath = join(folder, 'template.db');
  await migrateDatabase(`file:${templatePath}`);
  const server = await startLibsqlServer({
    databasePath: join(folder, 'default.db'),
    port: 0,
    namespaceDir: join(folder, 'namespaces'),
    namespaceTemplate: templatePath,
    quiet: true,
  });
  const mailProvider = await startMailProvider();
  const stalled = await startStalledServer();
  project.provide('libsqlUrl', server.url);
  const stripe = await startStripeStandIn({ port: 0, quiet: true });
  project.provide('stripeHost', stripe.host);
  project.provide('stripePort', stripe.port);
  project.provide('mailProviderUrl', mailProvider.url);
  project.provide('stalledDatabaseUrl', stalled.url);
  project.provide('benchQuotes', process.env.BENCH_QUOTES === '1');
  return async () => {
    await Promise.all([stripe.close(), server.close(), mailProvider.close(), stalled.close()]);
    rmSync(folder, { recursive: true, force: true });
  };
}
