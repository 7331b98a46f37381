import { createRegistry, resolveTest, runTool } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { targetPool } from './index.js';
import { successCounts } from './odds.js';
import { poolFor } from './pool-for.js';

const registry = createRegistry([targetPool]);

describe('the pool-for tool', () => {
  it('reproduces its examples through the engine', () => {
    for (const example of poolFor.examples) {
      const result = runTool(registry, { system: 'target-pool', tool: 'pool-for', input: example.input });
      expect(result.lines).toEqual(example.lines);
    }
  });

  it('finds the smallest pool by brute force on small cases', () => {
    for (const target of [2, 4, 6]) {
      for (const needed of [1, 2, 3]) {
        for (const chance of [10, 50, 90]) {
          const { values } = runTool(registry, {
            system: 'target-pool',
            tool: 'pool-for',
            input: { target, needed, chance },
          });
          const passes = (dice: number) => {
            const { counts, total } = successCounts(dice, target);
            return Number(counts.slice(needed).reduce((a, b) => a + b, 0n)) / Number(total) >= chance / 100;
          };
          const dice = values!.dice as number;
          expect(passes(dice)).toBe(true);
          if (dice > needed) expect(passes(dice - 1)).toBe(false);
        }
      }
    }
  });
});

describe('follow-ups', () => {
  it('proposes trying again after a Failure, with the same input', () => {
    const input = { dice: 3, target: 4, needed: 2 };
    const failed = resolveTest(registry, { system: 'target-pool', test: 'check', input, dice: [4, 3, 1] });
    expect(failed.outcome.followUps).toEqual([
      expect.objectContaining({ test: 'check', label: 'Try again', input: expect.objectContaining(input) }),
    ]);
    const passed = resolveTest(registry, { system: 'target-pool', test: 'check', input, dice: [4, 5, 1] });
    expect(passed.outcome.followUps).toBeUndefined();
  });
});
