// Issue 16: "Unless something is actively working against it, progress should remain even if the characters stop
// working towards it for a while": an extended test can resume from the progress already made.
import { createRegistry, isVerdictError, oddsTest, resolveTest, stepTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { extendedInput } from './extended-input.js';
import { extendedOdds } from './extended-odds.js';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);
const request = { system: '2d6-pool', test: 'extended' } as const;
const rubble = {
  difficulty: 8,
  progressRequired: 5,
  progressMade: 3,
  participants: [{ name: 'Grog', rating: 0 }],
  timescale: 'hour',
};

describe('resuming an extended test', () => {
  it('starts from the progress already made, and its steps say so', () => {
    const { outcome, steps } = resolveTest(registry, { ...request, input: rubble, dice: [6, 4] });
    expect(outcome).toMatchObject({ label: 'Success', turns: 1, progress: 5, time: '1 hour' });
    expect(steps.map((s) => s.text)).toEqual([
      'Turn 1 (hour 1)',
      'Resuming a test begun earlier: 3 of 5 progress already made',
      'Grog: 2d6 (6, 4), highest two 6 + 4 = 10, beats 8 by 2: +2 progress',
      'Progress 3 + 2 = 5 of 5',
      '5 >= 5: passed in 1 hour',
    ]);
    expect(outcome.effects).toEqual([
      {
        kind: 'time',
        text: 'Finished in 1 hour (resumed with 3 progress already made)',
        turns: 1,
        timescale: 'hour',
      },
    ]);
  });

  it('round by round, the first state carries the progress made', () => {
    const first = stepTest(registry, { ...request, input: rubble, dice: [4, 4] });
    expect(first).toMatchObject({ done: false, state: { turn: 1, progress: 3 } });
    const second = stepTest(registry, { ...request, input: rubble, state: first.state, dice: [5, 5] });
    expect(second).toMatchObject({ done: true, outcome: { progress: 5, turns: 2 } });
  });

  it('counts its turns from the resumption, progress kept when they run out', () => {
    const { outcome } = resolveTest(registry, {
      ...request,
      input: { ...rubble, maxTurns: 1 },
      dice: [2, 3],
    });
    expect(outcome).toMatchObject({ label: 'Unresolved', turns: 1, progress: 3 });
    expect(outcome.effects[0]!.text).toBe(
      'Progress 3 of 5 is kept after 1 hour (resumed with 3 progress already made)',
    );
  });

  it('has odds from that progress: the same as a fresh test with the progress still needed', () => {
    const resumed = extendedOdds(extendedInput().parse({ ...rubble, progressRequired: 9, progressMade: 4 }));
    const fresh = extendedOdds(extendedInput().parse({ ...rubble, progressRequired: 5, progressMade: 0 }));
    expect(resumed).toEqual(fresh);
    const odds = oddsTest(registry, { ...request, input: rubble });
    // 2 progress in one turn needs a 10 or more on 2d6 (6/36); the turns repeat until then.
    expect((odds.turns as { probability: number }[])[0]!.probability).toBeCloseTo(6 / 36, 15);
  });

  it.each([
    [5, 'expected less progress made than progressRequired (5): at 5 the test is already passed'],
    [-1, 'expected progressMade of 0 or more'],
    [2.5, 'expected progressMade as a whole number of 0 or more'],
  ])('refuses progressMade %j, naming the field', (progressMade, message) => {
    try {
      resolveTest(registry, { ...request, input: { ...rubble, progressMade }, dice: [6, 6] });
      expect.unreachable();
    } catch (error) {
      expect(isVerdictError(error) && error.code).toBe('invalid_input');
      expect(isVerdictError(error) && error.issues).toEqual([{ path: ['input', 'progressMade'], message }]);
    }
  });
});
