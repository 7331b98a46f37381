// Web bug 5: a possible outcome must never read 0%. Past 25 rounds a contest's odds are floats, and an outcome
// whose chance is below the smallest float (here: no winner after 1,000 rounds of Will 25 against Will 10, about
// 1e-1300) underflowed to exactly 0 while it stays possible. It reads "<0.01%", as every tiny chance does.
import { oddsTest } from '@verdict/core';
import { formatProbability, oddsSections } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { manifestOf, registry } from './manifests.test-helper.js';

const cases = [
  ['directed-contest', { attacker: { will: 25 }, target: { will: 10 }, maxRounds: 1000 }],
  ['resist', { attacker: { skill: 25 }, target: { will: 3 }, maxRounds: 1000 }],
  [
    'mutual-contest',
    {
      parties: [
        { will: 25, wits: 1 },
        { will: 10, wits: 2 },
      ],
      maxRounds: 1000,
    },
  ],
] as const;

describe('a possible outcome whose float chance underflows', () => {
  for (const [test, input] of cases) {
    it(`${test}: every possible outcome, headline part and ending reads more than 0%`, () => {
      const odds = oddsTest(registry, { system: 'd20-roll-under', test, input });
      const unresolved = odds.outcomes.find((outcome) => outcome.result === 'unresolved');
      expect(unresolved, 'the round limit can be reached').toBeDefined();
      for (const outcome of odds.outcomes) {
        expect(outcome.probability, outcome.label).toBeGreaterThan(0);
        expect(formatProbability(outcome.probability, outcome.fraction), outcome.label).not.toBe('0%');
      }
      expect(formatProbability(unresolved!.probability, unresolved!.fraction)).toBe('<0.01%');
      const { headline, tables } = oddsSections(odds, manifestOf('d20-roll-under', test).labels as never);
      for (const fact of headline) expect(fact.text, fact.label).not.toBe('0%');
      for (const table of tables) for (const row of table.rows) expect(row, table.title).not.toContain('0%');
    });
  }
});
