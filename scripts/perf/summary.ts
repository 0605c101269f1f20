// Turns Lighthouse results into the numbers the speed table shows: one sample per run, medians per
// page, and the markdown table of issue 16 (plus each run's score and the JS/CSS moved at load).
import type { Result } from 'lighthouse';

export interface RunSample {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  styleBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
}

export interface PageResult {
  page: string;
  samples: RunSample[];
  errors: string[];
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Bytes on the wire of every request of one resource type during the page load. */
function transferred(requests: NetworkRequest[], resourceType: string): number {
  return requests
    .filter((request) => request.resourceType === resourceType)
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
}

export function sampleFrom(lhr: Result): RunSample {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as NetworkRequest[];
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scriptBytes: transferred(requests, 'Script'),
    styleBytes: transferred(requests, 'Stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function row(result: PageResult): string {
  const { page, samples, errors } = result;
  if (samples.length === 0) {
    return `| ${page} | failed: ${errors[0] ?? 'no run'} | | | | | | |`;
  }
  const middle = (pick: (sample: RunSample) => number) => median(samples.map(pick));
  const runs = samples.map((sample) => sample.performance).join(', ');
  const failed = errors.length > 0 ? ` (${errors.length} failed)` : '';
  return [
    '',
    page,
    Math.round(middle((sample) => sample.performance)),
    seconds(middle((sample) => sample.lcpMs)),
    seconds(middle((sample) => sample.tbtMs)),
    middle((sample) => sample.cls).toFixed(2),
    Math.round(middle((sample) => sample.accessibility)),
    `${runs}${failed}`,
    `${kilobytes(middle((sample) => sample.scriptBytes))} / ${kilobytes(middle((sample) => sample.styleBytes))}`,
    '',
  ]
    .join(' | ')
    .trim();
}

/** The table, then the machine's median speed: simulated throttling scales with it. */
export function speedTable(results: PageResult[]): string {
  const benchmarks = results.flatMap((result) =>
    result.samples.map((sample) => sample.benchmarkIndex),
  );
  return [
    '| page | performance | LCP | TBT | CLS | accessibility | performance per run | JS / CSS transferred |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(row),
    '',
    `Lighthouse benchmark index of this machine (median of the runs): ${Math.round(median(benchmarks))}`,
  ].join('\n');
}

/** One run of a first action (scripts/perf/first-interaction.ts). */
export interface InteractionSample {
  /** Event Timing duration of the measured touch: 0 when under the 16 ms the browser records. */
  nextPaintMs: number;
  /** From the touch until its answer shows. */
  answerMs: number;
  /** The longest keystroke typed before the touch, for an action that types first. */
  worstKeystrokeMs?: number;
  /** The longest main-thread task from the touch until the answer shows; 0 when none passed 50 ms. */
  longestTaskMs: number;
}

export interface InteractionResult {
  action: string;
  app: InteractionSample[];
  floor: InteractionSample[];
  errors: string[];
}

const milliseconds = (ms: number) =>
  Number.isNaN(ms) ? 'n/a' : ms === 0 ? '< 16 ms' : `${Math.round(ms)} ms`;

function interactionCells(samples: InteractionSample[]): string[] {
  if (samples.length === 0) return ['n/a', 'n/a'];
  return [
    milliseconds(median(samples.map((sample) => sample.nextPaintMs))),
    seconds(median(samples.map((sample) => sample.answerMs))),
  ];
}

/** The median longest task: what blocked the visitor's next input the longest. */
function longestTask(samples: InteractionSample[]): string {
  const ms = median(samples.map((sample) => sample.longestTaskMs));
  return Number.isNaN(ms) ? 'n/a' : ms === 0 ? '< 50 ms' : `${Math.round(ms)} ms`;
}

/**
 * The first-interaction table: medians for the app beside the static floor, the app's longest
 * main-thread task until the answer shows, each run's answer time, and a row for the worst
 * keystroke of an action that types first. Targets: next paint under 200 ms, the answer within
 * 1 s, no task over 50 ms.
 */
export function interactionTable(results: InteractionResult[]): string {
  const rows = results.flatMap(({ action, app, floor, errors }) => {
    const runs = app.map((sample) => seconds(sample.answerMs)).join(', ');
    const failed = errors.length > 0 ? ` (${errors.length} failed: ${errors[0]})` : '';
    const row = `| ${action} | ${[...interactionCells(app), longestTask(app), ...interactionCells(floor)].join(' | ')} | ${runs}${failed} |`;
    const typed = (samples: InteractionSample[]) =>
      milliseconds(median(samples.map((sample) => sample.worstKeystrokeMs ?? Number.NaN)));
    if (!app.some((sample) => sample.worstKeystrokeMs !== undefined)) return [row];
    return [
      row,
      `| ${action}: worst keystroke before it | ${typed(app)} | | | ${typed(floor)} | | |`,
    ];
  });
  return [
    '| first action | app: next paint | app: answer shows | app: longest task | floor: next paint | floor: answer shows | app answer per run |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
