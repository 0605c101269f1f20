// Runs the relevance test set against the real demo seed through GET /api/tradesmen, printing
// recall (the `first` listings found in the top places) and precision (of the judged listings
// returned, the share that should be there), and requiring every case to be right.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../scripts/seed/seed';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { type RelevanceCase, relevanceCases } from '../../test/relevance-cases';

const bindings = freshBindings();

interface Judged {
  search: string;
  recall: number;
  precision: number;
  returned: string[];
}

async function judge(testCase: RelevanceCase): Promise<Judged> {
  const response = await call(bindings, 'GET', `/api/tradesmen?${testCase.search}`);
  expect(response.status).toBe(200);
  const returned = ((await response.json()) as { name: string }[]).map((listing) => listing.name);
  const top = returned.slice(0, testCase.first.length);
  const foundFirst = testCase.first.filter((name) => top.includes(name)).length;
  const judgedReturned = returned.filter(
    (name) => testCase.first.includes(name) || testCase.never.includes(name),
  );
  const relevant = judgedReturned.filter((name) => testCase.first.includes(name)).length;
  return {
    search: testCase.search,
    recall: testCase.first.length === 0 ? 1 : foundFirst / testCase.first.length,
    precision: judgedReturned.length === 0 ? 1 : relevant / judgedReturned.length,
    returned,
  };
}

describe('directory relevance on the demo seed', () => {
  beforeAll(async () => {
    const summary = await seedDatabase(databaseOf(bindings));
    expect(summary.seeded).toBe(true);
  });

  it(`ranks the right listings first for ${relevanceCases.length} homeowner searches`, async () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(40);
    const results: Judged[] = [];
    for (const testCase of relevanceCases) results.push(await judge(testCase));
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      [
        `${'search'.padEnd(48)} recall precision`,
        ...results.map(
          (result) =>
            `${decodeURIComponent(result.search).padEnd(48)} ${result.recall.toFixed(2).padStart(6)} ${result.precision.toFixed(2).padStart(9)}`,
        ),
        `${'mean'.padEnd(48)} ${mean(results.map((r) => r.recall))
          .toFixed(3)
          .padStart(6)} ${mean(results.map((r) => r.precision))
          .toFixed(3)
          .padStart(9)}`,
      ].join('\n'),
    );
    for (const [index, result] of results.entries()) {
      const testCase = relevanceCases[index] as RelevanceCase;
      expect.soft(result.recall, `${result.search}: ${result.returned.join(', ')}`).toBe(1);
      expect
        .soft(
          result.returned.filter((name) => testCase.never.includes(name)),
          result.search,
        )
        .toEqual([]);
    }
  });
});
