// `npm run bench:login`: how long a sign-in takes in the Worker runtime (wrangler dev / workerd),
// against the same Worker's health check (one database round trip, no hashing) as the baseline, so
// the difference is the password work. Also times PBKDF2 and scrypt in Node for comparison.
import type { ChildProcess } from 'node:child_process';
import { scrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { users } from '../../schema/tables';
import { hashPassword, pbkdf2Iterations } from '../../worker/lib/password';
import { startBenchWorker } from '../lib/bench-worker';
import { stopTool } from '../lib/processes';
import { startLibsqlServer } from '../libsql-server/server';
import { migrateDatabase } from '../migrate';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const port = Number(process.env.BENCH_PORT ?? 8798);
const password = 'correct horse battery staple';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

async function timeRequests(send: () => Promise<Response>) {
  const timings: number[] = [];
  for (let run = -3; run < runs; run++) {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`request answered ${response.status}`);
    if (run >= 0) timings.push(performance.now() - started);
  }
  return timings;
}

async function timeInNode(label: string, work: () => Promise<unknown>) {
  const timings: number[] = [];
  for (let run = 0; run < 10; run++) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  console.log(`${label.padEnd(44)} median ${median(timings).toFixed(1)} ms`);
}

const folder = mkdtempSync(join(tmpdir(), 'rsg-bench-login-'));
let wrangler: ChildProcess | undefined;
try {
  const databasePath = join(folder, 'bench.db');
  await migrateDatabase(`file:${databasePath}`);
  const client = createClient({ url: `file:${databasePath}` });
  await drizzle(client)
    .insert(users)
    .values({
      name: 'Bench',
      email: 'bench@example.com',
      passwordHash: await hashPassword(password),
    });
  client.close();

  const database = await startLibsqlServer({ databasePath, port: 0, quiet: true });
  const started = await startBenchWorker(folder, database.url, port);
  wrangler = started.worker;
  const { baseUrl } = started;

  // Different client addresses keep the failed-login limit out of the way.
  let address = 0;
  const login = (secret: string) =>
    fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': `10.9.0.${++address % 250}`,
      },
      body: JSON.stringify({ email: 'bench@example.com', password: secret }),
    });
  const health = await timeRequests(() => fetch(`${baseUrl}/api/health`));
  const success = await timeRequests(() => login(password));

  console.log(`\nWorker runtime (wrangler dev), ${runs} sequential requests each`);
  console.log(
    `health (1 DB round trip)              median ${median(health).toFixed(1)} ms   p95 ${p95(health).toFixed(1)} ms`,
  );
  console.log(
    `login (PBKDF2 ${pbkdf2Iterations} + 3 round trips)  median ${median(success).toFixed(1)} ms   p95 ${p95(success).toFixed(1)} ms`,
  );
  console.log(
    `login minus health ≈ hashing + 2 writes         ${(median(success) - median(health)).toFixed(1)} ms`,
  );

  console.log('\nNode on this machine, for comparison (10 runs)');
  await timeInNode(`PBKDF2-SHA256 ${pbkdf2Iterations} iterations (WebCrypto)`, () =>
    hashPassword(password),
  );
  const scryptAsync = promisify(scrypt) as (
    p: string,
    s: string,
    l: number,
    o: object,
  ) => Promise<Buffer>;
  await timeInNode('scrypt N=2^14 r=8 p=5 (OWASP minimum)', () =>
    scryptAsync(password, 'salt-salt-salt-1', 32, {
      N: 2 ** 14,
      r: 8,
      p: 5,
      maxmem: 64 * 1024 * 1024,
    }),
  );
  await database.close();
} finally {
  if (wrangler) await stopTool(wrangler);
  rmSync(folder, { recursive: true, force: true });
}
