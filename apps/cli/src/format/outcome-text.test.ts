import { resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { outcomeFacts } from './outcome-text.js';

const registry = createAppRegistry();
const facts = (system: string, test: string, input: unknown, dice: number[]) =>
  outcomeFacts(resolveTest(registry, { system, test, input, dice }).outcome);

describe("an outcome's facts", () => {
  it('say "1 round", "2 rounds"', () => {
    const contest = { attacker: { will: 12 }, target: { will: 11 } };
    expect(facts('d20-roll-under', 'directed-contest', contest, [15])).toMatch(/, 1 round$/);
    expect(facts('d20-roll-under', 'directed-contest', contest, [5, 5, 15])).toMatch(/, 2 rounds$/);
  });

  it('say "1 failure level", "0 success levels", "2 success levels"', () => {
    const value = { tested: { contributions: [{ boon: 13 }] }, opposing: { difficulty: 13 } };
    expect(facts('t13', 'value', value, [])).toBe('failure, tier -1, 0 success levels, 1 failure level');
    const dice = { main: { dice: '1d20' }, proficiencies: 1, difficulty: 5 };
    expect(facts('t13', 'dice', dice, [10])).toBe('success, tier 2, 2 success levels, 0 failure levels');
  });

  it('say "1 turn", "3 turns"', () => {
    const extended = { difficulty: 6, progressRequired: 2, participants: [{ rating: 0 }] };
    expect(facts('2d6-pool', 'extended', extended, [6, 6])).toMatch(/, 1 turn$/);
    expect(facts('2d6-pool', 'extended', extended, [1, 1, 1, 1, 4, 4])).toMatch(/, 3 turns$/);
  });
});
