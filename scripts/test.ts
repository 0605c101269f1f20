// `npm test` and `npm run test:e2e`: every check, each timed, then a table of the parts and one
// closing line with the test counts ("N passed, N failed").
//
//   tsx scripts/test.ts                 lint, typecheck and the node, web and worker vitest projects
//   tsx scripts/test.ts e2e             the browser journeys
//   tsx scripts/test.ts web worker      only the parts named
//   tsx scripts/test.ts --with-e2e      the default parts, then the browser journeys (CI)
//
// The checks before the browser journeys run in three lanes side by side: the web project (its
// output live), the worker project, and lint, typecheck and the node project one after another.
// The web tests keep both cores busy rendering, while the worker tests spend about 40 % of their
// time waiting on the database and the Stripe stand-in, and the typecheck uses one core (measured:
// web and worker 121 s + 121 s one after the other, 192 s side by side). The other lanes' output
// is held and printed when the lanes end, so the log reads one part at a time. The journeys run
// last, in the web lane once its tests end (the worker lane's last seconds overlap them, about 20 s
// saved on two cores); alone when no web tests run. A failing part does not stop the others, so one run shows everything that is
// wrong; the exit code is 1 if any part failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Part {
  name: string;
  command: string[];
  /** A vitest run, whose JSON report gives the test counts. */
  vitest?: boolean;
}

const vitestProject = (project: string): Part => ({
  name: project,
  command: ['vitest', 'run', '--project', project],
  vitest: true,
});

const parts: Record<string, Part> = {
  lint: { name: 'lint', command: ['biome', 'check', '.'] },
  typecheck: { name: 'typecheck', command: ['tsc', '-b'] },
  node: vitestProject('node'),
  web: vitestProject('web'),
  worker: vitestProject('worker'),
  e2e: {
    name: 'e2e',
    command: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'],
    vitest: true,
  },
};
const defaultParts = ['lint', 'typecheck', 'node', 'web', 'worker'];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Outcome {
  part: Part;
  ok: boolean;
  seconds: number;
  counts?: Counts;
  /** Each failed test: its file, name and the first lines of its error. */
  failures?: string[];
}

/** Runs `command` with its output live, or held (answered with the exit code). */
function run(command: string[], held: Buffer[] | null): Promise<number> {
  const [file = '', ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** The first lines of an error, without the test runner's own frames: enough to find it by. */
const firstLines = (message: string) =>
  message
    .split('\n')
    .filter((line) => !line.includes('node_modules'))
    .slice(0, 5)
    .join('\n    ');

function readReport(reportPath: string): Pick<Outcome, 'counts' | 'failures'> {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
    const failures = report.testResults.flatMap((file) => {
      const where = file.name.replace(`${process.cwd()}/`, '');
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      // A file that failed to load (or to set up) has no failed test to name, only its message.
      if (failed.length === 0 && file.message) return [`${where}\n    ${firstLines(file.message)}`];
      return failed.map(
        (test) => `${where} > ${test.fullName}\n    ${firstLines(test.failureMessages[0] ?? '')}`,
      );
    });
    return {
      counts: {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      },
      failures,
    };
  } catch {
    return {};
  }
}

/**
 * Runs one part. A part that runs beside another holds its output in `held`; the caller prints it
 * once the parts beside it have ended.
 */
async function runPart(part: Part, reportDir: string, held: string[] | null): Promise<Outcome> {
  const heading = `\n━━ ${part.name}: ${part.command.join(' ')}`;
  const say = (line: string) => (held ? held.push(line) : console.log(line));
  if (held) held.push(`${heading} (ran beside the part above)`);
  else console.log(heading);
  const reportPath = join(reportDir, `${part.name}.json`);
  const command = part.vitest
    ? [...part.command, '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`]
    : part.command;
  const output: Buffer[] = [];
  const started = performance.now();
  const code = await run(command, held ? output : null);
  const seconds = (performance.now() - started) / 1000;
  if (held) held.push(Buffer.concat(output).toString());
  say(`━━ ${part.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return { part, ok: code === 0, seconds, ...(part.vitest ? readReport(reportPath) : {}) };
}

/**
 * Repeats each failed test at the end, where a reader of the log's tail (CI's summary) sees it:
 * the live lane's failures scroll away above the held lanes' output.
 */
function listFailures(outcomes: Outcome[]) {
  const failures = outcomes.flatMap(({ part, failures = [] }) =>
    failures.map((failure) => `${part.name}: ${failure}`),
  );
  if (failures.length === 0) return;
  console.log('\nfailed tests:');
  for (const failure of failures) console.log(`  ${failure}`);
}

function summarise(outcomes: Outcome[], total: number) {
  listFailures(outcomes);
  console.log('\npart        time      tests');
  for (const { part, ok, seconds, counts } of outcomes) {
    const tests = counts
      ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
      : '';
    const status = ok ? '' : '  FAILED';
    console.log(`${part.name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s   ${tests}${status}`);
  }
  console.log(`${'total'.padEnd(10)} ${total.toFixed(1).padStart(6)} s (wall clock)`);
  const sum = (key: keyof Counts) =>
    outcomes.reduce((n, outcome) => n + (outcome.counts?.[key] ?? 0), 0);
  // Failed parts without a test count (lint, typecheck, a crashed run) count as one failure each.
  const failedParts = outcomes.filter((outcome) => !outcome.ok && !outcome.counts?.failed).length;
  console.log(
    `\ntests: ${sum('passed')} passed, ${sum('failed') + failedParts} failed, ${sum('skipped')} skipped`,
  );
}

const args = process.argv.slice(2);
const withE2e = args.includes('--with-e2e');
const named = args.filter((arg) => arg !== '--with-e2e');
const requested = [...(named.length > 0 ? named : defaultParts), ...(withE2e ? ['e2e'] : [])];
const unknown = requested.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part: ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
/** Which lane a part runs in; the journeys follow the web tests, or run alone after the lanes. */
const laneOf: Record<string, string> = {
  lint: 'checks',
  typecheck: 'checks',
  node: 'checks',
  web: 'web',
  worker: 'worker',
  ...(requested.includes('web') ? { e2e: 'web' } : {}),
};
const lanes = new Map<string, Part[]>();
for (const name of requested.filter((name) => name in laneOf)) {
  const lane = laneOf[name] as string;
  lanes.set(lane, [...(lanes.get(lane) ?? []), parts[name] as Part]);
}
/** The lane whose output is shown as it runs: the web tests' when they run. */
const liveLane = lanes.has('web') ? 'web' : [...lanes.keys()][0];

async function runLane(lane: string, lanesParts: Part[], held: string[]) {
  const done: Outcome[] = [];
  for (const part of lanesParts) {
    done.push(await runPart(part, reportDir, lane === liveLane ? null : held));
  }
  return done;
}

const reportDir = mkdtempSync(join(tmpdir(), 'rsg-test-'));
const started = performance.now();
// Each held lane's output in one piece, so a part's heading stays with its output.
const heldByLane = new Map([...lanes.keys()].map((lane) => [lane, [] as string[]]));
const laneOutcomes = (
  await Promise.all(
    [...lanes].map(([lane, laneParts]) => runLane(lane, laneParts, heldByLane.get(lane) ?? [])),
  )
).flat();
for (const held of heldByLane.values()) if (held.length > 0) console.log(held.join('\n'));
if (requested.includes('e2e') && !laneOf.e2e) {
  laneOutcomes.push(await runPart(parts.e2e as Part, reportDir, null));
}
const outcomes = requested.flatMap((name) =>
  laneOutcomes.filter((outcome) => outcome.part.name === name),
);
rmSync(reportDir, { recursive: true, force: true });
summarise(outcomes, (performance.now() - started) / 1000);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
