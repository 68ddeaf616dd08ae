import { describe, expect, it } from '@jest/globals';
import { costLines, costsByFile, planShards } from '../../../scripts/e2e-costs.mjs';

const report = {
  suites: [
    {
      file: 'cart.spec.ts',
      specs: [{ file: 'cart.spec.ts', tests: [{ results: [{ duration: 30_000, retry: 0 }, { duration: 20_000, retry: 1 }] }] }],
      suites: [{ specs: [{ file: 'cart.spec.ts', tests: [{ results: [{ duration: 5_000, retry: 0 }] }] }] }],
    },
    { file: 'a11y.spec.ts', specs: [{ file: 'a11y.spec.ts', tests: [{ results: [{ duration: 70_000, retry: 0 }] }] }] },
  ],
};

describe('the e2e cost per spec file', () => {
  it('sums every result of a file, nested describes and retries included, most expensive first', () => {
    expect(costsByFile(report)).toEqual([
      { file: 'a11y.spec.ts', seconds: 70, results: 1, retrySeconds: 0 },
      { file: 'cart.spec.ts', seconds: 55, results: 3, retrySeconds: 20 },
    ]);
  });

  it('prints each file with its share and the time spent on retries', () => {
    expect(costLines(costsByFile(report))).toEqual(['   70 s  56%  a11y.spec.ts (1 results)', '   55 s  44%  cart.spec.ts (3 results, 20 s on retries)']);
  });

  it('reads an empty or missing report as no files', () => {
    expect(costsByFile({})).toEqual([]);
    expect(costsByFile(null)).toEqual([]);
  });
});

describe('spec files split into shards of about equal cost', () => {
  const costs = { 'room.spec.ts': 100, 'phone.spec.ts': 90, 'cart.spec.ts': 60, 'market.spec.ts': 40, 'a11y.spec.ts': 10 };

  it('gives each file, longest first, to the lightest shard, so shards end together', () => {
    expect(planShards(Object.keys(costs), costs, 2)).toEqual([
      { files: ['a11y.spec.ts', 'market.spec.ts', 'room.spec.ts'], seconds: 150 },
      { files: ['cart.spec.ts', 'phone.spec.ts'], seconds: 150 },
    ]);
  });

  it('counts a file with no known cost as the median known one', () => {
    const plan = planShards(['new.spec.ts', 'room.spec.ts', 'cart.spec.ts', 'a11y.spec.ts'], costs, 2);
    expect(plan.map((group) => group.seconds).sort((a, b) => a - b)).toEqual([110, 120]);
    expect(plan.flatMap((group) => group.files).sort()).toEqual(['a11y.spec.ts', 'cart.spec.ts', 'new.spec.ts', 'room.spec.ts']);
  });

  it('keeps every file in one shard', () => {
    expect(planShards(Object.keys(costs), costs, 1)).toEqual([{ files: ['a11y.spec.ts', 'cart.spec.ts', 'market.spec.ts', 'phone.spec.ts', 'room.spec.ts'], seconds: 300 }]);
  });
});
