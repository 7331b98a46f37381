// The template's tool and follow-up beyond what the testkit checks: the tool's answer against brute force, and the
// follow-up's input. (The template's own tests are the testkit alone: that is what a copy of it runs.)
import { createRegistry, resolveTest, runTool } from '@verdict/core';
import { targetPool } from '@verdict/system-template';
import { describe, expect, it } from 'vitest';

/** In how many of the 6^dice rolls each number of successes comes up (the binomial counts, by brute force). */
function successCounts(dice: number, target: number): { counts: bigint[]; total: bigint } {
  const counts: bigint[] = Array.from({ length: dice + 1 }, () => 0n);
  const faces = Array.from({ length: dice }, () => 1);
  for (;;) {
    counts[faces.filter((face) => face >= target).length]! += 1n;
    let i = 0;
    while (i < dice && faces[i] === 6) faces[i++] = 1;
    if (i === dice) break;
    faces[i]!++;
  }
  return { counts, total: 6n ** BigInt(dice) };
}

const registry = createRegistry([targetPool]);

describe('the pool-for tool', () => {
  it('reproduces its examples through the engine', () => {
    for (const example of targetPool.tools['pool-for'].examples) {
      const result = runTool(registry, { system: targetPool.id, tool: 'pool-for', input: example.input });
      expect(result.lines).toEqual(example.lines);
    }
  });

  it('finds the smallest pool by brute force on small cases', () => {
    // Pools of at most 7 dice (6^7 rolls each): the cases below all land there.
    let checked = 0;
    for (const target of [2, 4, 5]) {
      for (const needed of [1, 2]) {
        for (const chance of [10, 50, 70]) {
          const { values } = runTool(registry, {
            system: targetPool.id,
            tool: 'pool-for',
            input: { target, needed, chance },
          });
          const passes = (dice: number) => {
            const { counts, total } = successCounts(dice, target);
            return Number(counts.slice(needed).reduce((a, b) => a + b, 0n)) / Number(total) >= chance / 100;
          };
          const dice = values!.dice as number;
          expect(dice, `target ${target}, needed ${needed}, chance ${chance}`).toBeLessThanOrEqual(7);
          expect(passes(dice)).toBe(true);
          if (dice > needed) expect(passes(dice - 1)).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBe(18);
  });
});

describe('follow-ups', () => {
  it('proposes trying again after a Failure, with the same input', () => {
    const input = { dice: 3, target: 4, needed: 2 };
    const failed = resolveTest(registry, { system: targetPool.id, test: 'check', input, dice: [4, 3, 1] });
    expect(failed.outcome.followUps).toEqual([
      expect.objectContaining({ test: 'check', label: 'Try again', input: expect.objectContaining(input) }),
    ]);
    const passed = resolveTest(registry, { system: targetPool.id, test: 'check', input, dice: [4, 5, 1] });
    expect(passed.outcome.followUps).toBeUndefined();
  });
});
