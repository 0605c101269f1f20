// Starts one local libSQL server for the worker tests. A template database is migrated once;
// each test file asks for a namespace, a fresh copy of it (see harness.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLibsqlServer } from '../../scripts/libsql-server/server';
import { migrateDatabase } from '../../scripts/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    libsqlUrl: string;
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
  return async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
