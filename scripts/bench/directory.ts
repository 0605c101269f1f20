// `npm run bench:directory [-- --listings 100000]`: listings in a scratch database (10,000 unless
// --listings or BENCH_LISTINGS says otherwise), typical directory searches through the real Worker
// (wrangler dev) and the local libSQL server, reporting median and p95 latency beside a `select 1`
// baseline, and the database round trips each request made (counted by a proxy in between).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { locations, profileServices } from '../../schema/catalogues';
import { planIds } from '../../schema/plans';
import { tradesmen } from '../../schema/tables';
import { startBenchWorker } from '../lib/bench-worker';
import { stopTool } from '../lib/processes';
import { startLibsqlServer } from '../libsql-server/server';
import { migrateDatabase } from '../migrate';
import { businesses } from '../seed/businesses';
import { createRandom, cycle } from '../seed/random';

const listingsArgument = process.argv.indexOf('--listings');
const listingCount = Number(
  (listingsArgument >= 0 ? process.argv[listingsArgument + 1] : undefined) ??
    process.env.BENCH_LISTINGS ??
    10_000,
);
const runsPerScenario = Number(process.env.BENCH_RUNS ?? 40);
const port = Number(process.env.BENCH_PORT ?? 8797);

const scenarios: [string, string][] = [
  ['baseline: health (select 1)', 'health'],
  ['first page, no filters', ''],
  ['deep offset (2,500)', 'offset=2500'],
  ['deep offset (25,000)', 'offset=25000'],
  ['location', 'location=Watford'],
  ['service', 'service=Heat%20Pump'],
  ['word', 'query=solar'],
  ['words + vocabulary', 'query=insulating%20lofts'],
  ['word, as you type', 'query=batt'],
  ['word + location', 'query=insulation&location=St%20Albans'],
  ['word + service + location', 'query=loft&service=Insulation&location=Dacorum'],
  ['postcode', 'query=AL1'],
  ['postcode + words', 'query=AL1%20solar%20panels'],
  ['postcode in location', 'query=heat%20pump&location=SG1%202AB'],
  ['one firm by name', 'query=Chiltern%20Insulation%204240'],
  ['common word outside vocabulary', 'query=homes'],
  ['sort: highest rated', 'sort=highest-rated'],
  ['sort: most reviewed + service', 'sort=most-reviewed&service=Solar%20Installation'],
  ['sort: newest + word', 'sort=newest&query=heat%20pump'],
  ['no match (did-you-mean)', 'count:query=heatpump'],
  ['count', 'count:'],
  ['count: word', 'count:query=solar'],
  ['count: postcode + words', 'count:query=AL1%20solar%20panels'],
];

const prefixes = ['Chiltern', 'Lea Valley', 'Verulam', 'Colne', 'Stort', 'Gade', 'Mimram', 'Ver'];
const trades = ['Solar', 'Heat Pumps', 'Insulation', 'Green Roofs', 'Renewables', 'Retrofit'];
// The demo seed's hand-written descriptions, so words are spread as in real listings.
const descriptions = businesses.map((business) => business.description);

async function fillDatabase(path: string) {
  await migrateDatabase(`file:${path}`);
  const client = createClient({ url: `file:${path}` });
  const db = drizzle(client);
  const random = createRandom(7);
  const rows = Array.from({ length: listingCount }, (_, index) => {
    const services = [cycle(profileServices, index), cycle(profileServices, index * 7 + 3)];
    return {
      name: `${cycle(prefixes, index)} ${cycle(trades, index >> 3)} ${index}`,
      description: cycle(descriptions, index * 5),
      location: cycle(locations, index * 3),
      services: [...new Set(services)],
      credentials: ['TrustMark Registered'],
      isVerified: random.next() < 0.6,
      verificationStatus: random.next() < 0.05 ? ('rejected' as const) : ('verified' as const),
      ratingAverage: Math.round((3.5 + random.next() * 1.5) * 10) / 10,
      ratingCount: random.int(0, 200),
      featured: random.next() < 0.02,
      plan: cycle(planIds, random.int(0, 7)),
      createdAt: new Date(Date.UTC(2024, 0, 1) + random.int(0, 1000) * 86_400_000),
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(tradesmen).values(rows.slice(start, start + 500));
  }
  client.close();
}

/** A pass-through HTTP proxy that counts Hrana pipeline requests (one per database round trip). */
async function countingProxy(target: string) {
  let pipelines = 0;
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.endsWith('/pipeline')) pipelines += 1;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    take: () => {
      const counted = pipelines;
      pipelines = 0;
      return counted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(baseUrl: string, proxy: { take: () => number }, query: string) {
  const path =
    query === 'health'
      ? '/api/health'
      : query.startsWith('count:')
        ? `/api/tradesmen/count?${query.slice('count:'.length)}`
        : `/api/tradesmen?${query}`;
  const timings: number[] = [];
  let roundTrips = 0;
  for (let run = -5; run < runsPerScenario; run++) {
    proxy.take();
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (run >= 0) {
      timings.push(elapsed);
      roundTrips = Math.max(roundTrips, proxy.take());
    }
  }
  timings.sort((a, b) => a - b);
  return { median: percentile(timings, 50), p95: percentile(timings, 95), roundTrips, timings };
}

const folder = mkdtempSync(join(tmpdir(), 'rsg-bench-'));
let wrangler: ChildProcess | undefined;
try {
  const databasePath = join(folder, 'bench.db');
  const filled = performance.now();
  await fillDatabase(databasePath);
  console.log(
    `Loaded ${listingCount} listings in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );

  const database = await startLibsqlServer({ databasePath, port: 0, quiet: true });
  const proxy = await countingProxy(database.url);
  const started = await startBenchWorker(folder, proxy.url, port);
  wrangler = started.worker;
  const { baseUrl } = started;

  const all: number[] = [];
  console.log(
    `\n${'scenario'.padEnd(30)} ${'median'.padStart(8)} ${'p95'.padStart(8)}  round trips`,
  );
  for (const [name, query] of scenarios) {
    const result = await measure(baseUrl, proxy, query);
    if (query !== 'health') all.push(...result.timings);
    console.log(
      `${name.padEnd(30)} ${result.median.toFixed(1).padStart(6)}ms ${result.p95.toFixed(1).padStart(6)}ms  ${result.roundTrips}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${'all searches'.padEnd(30)} ${percentile(all, 50).toFixed(1).padStart(6)}ms ${percentile(all, 95).toFixed(1).padStart(6)}ms`,
  );
  await proxy.close();
  await database.close();
} finally {
  if (wrangler) await stopTool(wrangler);
  rmSync(folder, { recursive: true, force: true });
}
