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

declare module 'vitest' {
  export interface ProvidedContext {
    libsqlUrl: string;
    stripeHost: string;
    stripePort: number;
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
  project.provide('libsqlUrl', server.url);
  const stripe = await startStripeStandIn({ port: 0, quiet: true });
  project.provide('stripeHost', stripe.host);
  project.provide('stripePort', stripe.port);
  return async () => {
    await stripe.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
