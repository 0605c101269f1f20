// `npm test` and `npm run test:e2e`: every check, one part after another, each timed, then a table
// of the parts and one closing line with the test counts ("N passed, N failed").
//
//   tsx scripts/test.ts                 lint, typecheck and the node, web and worker vitest projects
//   tsx scripts/test.ts e2e             the browser journeys
//   tsx scripts/test.ts web worker      only the parts named
//   tsx scripts/test.ts --with-e2e      the default parts, then the browser journeys (CI)
//
// A failing part does not stop the others, so one run shows everything that is wrong; the exit
// code is 1 if any part failed.
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
}

function run(command: string[]): Promise<number> {
  const [file = '', ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function readCounts(reportPath: string): Counts | undefined {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
}

async function runPart(part: Part, reportDir: string): Promise<Outcome> {
  console.log(`\n━━ ${part.name}: ${part.command.join(' ')}`);
  const reportPath = join(reportDir, `${part.name}.json`);
  const command = part.vitest
    ? [...part.command, '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`]
    : part.command;
  const started = performance.now();
  const code = await run(command);
  const seconds = (performance.now() - started) / 1000;
  console.log(`━━ ${part.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return {
    part,
    ok: code === 0,
    seconds,
    counts: part.vitest ? readCounts(reportPath) : undefined,
  };
}

function summarise(outcomes: Outcome[]) {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  console.log('\npart        time      tests');
  for (const { part, ok, seconds, counts } of outcomes) {
    const tests = counts
      ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
      : '';
    const status = ok ? '' : '  FAILED';
    console.log(`${part.name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s   ${tests}${status}`);
  }
  console.log(`${'total'.padEnd(10)} ${total.toFixed(1).padStart(6)} s`);
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
const reportDir = mkdtempSync(join(tmpdir(), 'rsg-test-'));
const outcomes: Outcome[] = [];
for (const name of requested) {
  const part = parts[name];
  if (part) outcomes.push(await runPart(part, reportDir));
}
rmSync(reportDir, { recursive: true, force: true });
summarise(outcomes);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
