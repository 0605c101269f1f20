import { describe, expect, it } from 'vitest';
import { median, type RunSample, speedTable } from './summary';

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
