import { describe, expect, it } from 'vitest';
import { interactionTable, median, type RunSample, speedTable } from './summary';

const sample = (performance: number, lcpMs: number): RunSample => ({
  performance,
  accessibility: 96,
  lcpMs,
  tbtMs: 1800,
  cls: 0.22,
  scriptBytes: 289 * 1024,
  styleBytes: 2 * 1024,
  benchmarkIndex: 900,
});

describe('speed table', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('shows the median of each metric with every run’s performance score', () => {
    const table = speedTable([
      { page: '`/`', samples: [sample(50, 4500), sample(38, 4600), sample(51, 4400)], errors: [] },
    ]);
    expect(table.split('\n')[0]).toBe(
      '| page | performance | LCP | TBT | CLS | accessibility | performance per run | JS / CSS transferred |',
    );
    expect(table).toContain(
      '| `/` | 50 | 4.50 s | 1.80 s | 0.22 | 96 | 50, 38, 51 | 289 KB / 2 KB |',
    );
  });

  it('reports a page whose runs all failed with the first error, and counts partial failures', () => {
    const table = speedTable([
      { page: '`/education`', samples: [], errors: ['NO_FCP: no paint'] },
      { page: '`/directory`', samples: [sample(51, 4400)], errors: ['timed out'] },
    ]);
    expect(table).toContain('| `/education` | failed: NO_FCP: no paint |');
    expect(table).toContain('| 51 (1 failed) |');
  });
});

describe('first-interaction table', () => {
  const run = (
    nextPaintMs: number,
    answerMs: number,
    worstKeystrokeMs?: number,
    longestTaskMs = 0,
  ) => ({
    nextPaintMs,
    answerMs,
    worstKeystrokeMs,
    longestTaskMs,
  });

  it('shows the app’s medians and longest task beside the floor’s, with each run’s answer time', () => {
    const table = interactionTable([
      {
        action: 'Request a Quote',
        app: [run(96, 4100, undefined, 640), run(136, 4400, undefined, 700), run(80, 4000)],
        floor: [run(0, 181), run(24, 190), run(0, 175)],
        errors: [],
      },
    ]);
    expect(table.split('\n')[0]).toBe(
      '| first action | app: next paint | app: answer shows | app: longest task | floor: next paint | floor: answer shows | app answer per run |',
    );
    expect(table).toContain(
      '| Request a Quote | 96 ms | 4.10 s | 640 ms | < 16 ms | 0.18 s | 4.10 s, 4.40 s, 4.00 s |',
    );
  });

  it('adds the worst keystroke of an action that types first, and counts failed runs', () => {
    const table = interactionTable([
      {
        action: 'search submit',
        app: [run(40, 900, 1140), run(50, 800, 660)],
        floor: [run(0, 300, 0)],
        errors: ['timed out'],
      },
    ]);
    expect(table).toContain(
      '| search submit | 45 ms | 0.85 s | < 50 ms | < 16 ms | 0.30 s | 0.90 s, 0.80 s (1 failed: timed out) |',
    );
    expect(table).toContain(
      '| search submit: worst keystroke before it | 900 ms | | | < 16 ms | | |',
    );
  });
});
