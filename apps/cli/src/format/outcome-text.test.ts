import { resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { outcomeFacts } from './outcome-text.js';

const registry = createAppRegistry();
const facts = (system: string, test: string, input: unknown, dice: number[]) =>
  outcomeFacts(resolveTest(registry, { system, test, input, dice }).outcome);

describe("an outcome's facts", () => {
  it('say the rounds as the web does ("Rounds 1", never "1 rounds")', () => {
    const contest = { attacker: { will: 12 }, target: { will: 11 } };
    expect(facts('d20-roll-under', 'directed-contest', contest, [15])).toMatch(/Rounds 1$/);
    expect(facts('d20-roll-under', 'directed-contest', contest, [5, 5, 15])).toMatch(/Rounds 2$/);
  });

  it('say Success and Failure Levels as the web does', () => {
    const value = { tested: { contributions: [{ boon: 13 }] }, opposing: { difficulty: 13 } };
    // The label ("Moderate Failure") says its result: it is not said again (issue 38, N13).
    expect(facts('t13', 'value', value, [])).toBe('Success Levels 0, Failure Levels 1');
    const dice = { main: { dice: '1d20' }, proficiencies: 1, difficulty: 5 };
    expect(facts('t13', 'dice', dice, [10])).toBe(
      'Success Levels 2, Failure Levels 0, Score 10, Difficulty 5',
    );
  });

  it('say the turns as the web does', () => {
    const extended = { difficulty: 6, progressRequired: 2, participants: [{ rating: 0 }] };
    expect(facts('2d6-pool', 'extended', extended, [6, 6])).toMatch(/^Turns 1\b/);
    expect(facts('2d6-pool', 'extended', extended, [1, 1, 1, 1, 4, 4])).toMatch(/^Turns 3\b/);
  });
});
