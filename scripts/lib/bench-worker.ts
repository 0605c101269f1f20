// The Worker under `wrangler dev` for a benchmark: a scratch assets folder and its own state.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startWrangler, waitForHealth } from './processes';

export async function startBenchWorker(folder: string, databaseUrl: string, port: number) {
  const assetsDir = join(folder, 'assets');
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(join(assetsDir, 'index.html'), '<!doctype html><title>bench</title>');
  const worker = startWrangler({
    port,
    assetsDir,
    persistTo: join(folder, 'wrangler'),
    vars: { LIBSQL_URL: databaseUrl, JWT_SECRET: 'bench-secret-0123456789abcdef0123456789' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, worker);
  return { worker, baseUrl };
}
