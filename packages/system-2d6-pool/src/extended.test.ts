import { createRegistry, diceNeeded, isVerdictError, resolveTest, stepTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);
const request = { system: '2d6-pool', test: 'extended' } as const;
const resolve = (input: unknown, dice?: number[]) =>
  resolveTest(registry, { ...request, input, ...(dice ? { dice } : { seed: 'extended' }) });

const rubble = {
  difficulty: 8,
  progressRequired: 5,
  participants: [
    { name: 'Grog', rating: 2, bonusDice: 1, penaltyDice: 1 },
    { name: 'Ulla', rating: 1 },
  ],
  timescale: 'hour',
};
const rubbleDice = [2, 6, 4, 3, 5, 1, 2, 1, 1, 3, 2, 4, 4, 1, 6, 6, 1, 1, 2, 2, 2];

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('extended test', () => {
  it('clears the rubble in 3 hours, turn by turn in the steps', () => {
    const response = resolve(rubble, rubbleDice);
    expect(response.outcome).toEqual({
      result: 'success',
      label: 'Success',
      tier: 1,
      turns: 3,
      progress: 6,
      time: '3 hours',
      effects: [{ kind: 'time', text: 'Finished in 3 hours', turns: 3, timescale: 'hour' }],
    });
    expect(response.steps.map((s) => s.text)).toEqual([
      'Turn 1 (hour 1)',
      'Grog: 4d6 (2, 6, 4, 3), highest two 6 + 4 = 10, beats 8 by 2: +2 progress',
      'Ulla: 3d6 (5, 1, 2), highest two 5 + 2 = 7, below 8: no progress',
      'Progress 0 + 2 = 2 of 5',
      'Turn 2 (hour 2)',
      'Grog: 4d6 (1, 1, 3, 2), highest two 3 + 2 = 5, below 8: no progress',
      'Ulla: 3d6 (4, 4, 1), highest two 4 + 4 = 8, meets 8: no progress',
      'Progress 2 + 0 = 2 of 5',
      'Turn 3 (hour 3)',
      'Grog: 4d6 (6, 6, 1, 1), highest two 6 + 6 = 12, beats 8 by 4: +4 progress',
      'Ulla: 3d6 (2, 2, 2), highest two 2 + 2 = 4, below 8: no progress',
      'Progress 2 + 4 = 6 of 5',
      '6 >= 5: passed in 3 hours',
    ]);
    expect(response.dice.filter((d) => d.group === 'Ulla')).toHaveLength(9);
    expect(response.dice.slice(0, 4).map((d) => d.kept)).toEqual([false, true, true, false]);
  });

  it('plays the same test turn by turn from a JSON state', () => {
    const turns = [rubbleDice.slice(0, 7), rubbleDice.slice(7, 14), rubbleDice.slice(14)];
    let state: unknown;
    const steps: unknown[] = [];
    const dice: unknown[] = [];
    let last: ReturnType<typeof stepTest> | undefined;
    for (const faces of turns) {
      last = stepTest(registry, { ...request, input: rubble, dice: faces, ...(state ? { state } : {}) });
      state = JSON.parse(JSON.stringify(last.state));
      steps.push(...last.steps);
      dice.push(...last.dice);
      if (!last.done) expect(last.needs.map((n) => n.count)).toEqual([4, 3]);
    }
    const whole = resolve(rubble, rubbleDice);
    expect(last!.done).toBe(true);
    expect(last!.needs).toEqual([]);
    expect(last!.outcome).toEqual(whole.outcome);
    expect(steps).toEqual(whole.steps);
    expect(dice).toEqual(whole.dice);
    expect(state).toEqual({ turn: 3, progress: 6 });
  });

  it('refuses to play on from a state where the test has ended, or a state that does not fit', () => {
    const ended = errorOf(() =>
      stepTest(registry, {
        ...request,
        input: rubble,
        state: { turn: 3, progress: 6 },
        dice: [1, 1, 1, 1, 1, 1, 1],
      }),
    );
    expect(ended.code).toBe('invalid_state');
    const broken = errorOf(() => stepTest(registry, { ...request, input: rubble, state: { turn: -1 } }));
    expect(broken.code).toBe('invalid_state');
    expect(broken.issues.map((i) => i.path.join('.'))).toEqual(['state.turn', 'state.progress']);
  });

  it('is unresolved after maxTurns, progress kept', () => {
    const input = { difficulty: 10, progressRequired: 6, participants: [{ rating: 0 }], maxTurns: 2 };
    const response = resolve(input, [6, 6, 3, 4]);
    expect(response.outcome).toMatchObject({
      result: 'unresolved',
      label: 'Unresolved',
      tier: 0,
      turns: 2,
      progress: 2,
    });
    expect(response.outcome.effects).toEqual([
      { kind: 'progress', text: 'Progress 2 of 6 is kept after 2 turns', progress: 2 },
    ]);
    expect(response.steps[1]!.text).toBe(
      'Participant 1: 2d6 (6, 6), highest two 6 + 6 = 12, beats 10 by 2: +2 progress',
    );
    expect(response.steps.at(-1)!.text).toBe('2 < 6 after 2 turns: unresolved');
  });

  it("rolls 2d6 + rating with roll: 'flat', and says bonus and penalty dice do not apply", () => {
    const input = {
      difficulty: 9,
      progressRequired: 3,
      participants: [{ name: 'Mira', rating: 2, bonusDice: 2 }],
      roll: 'flat',
      timescale: 'day',
    };
    const response = resolve(input, [5, 4, 6, 2]);
    expect(response.outcome).toMatchObject({ turns: 2, progress: 3, time: '2 days' });
    expect(response.steps.slice(0, 3).map((s) => s.text)).toEqual([
      'Turn 1 (day 1)',
      'A flat roll is 2d6 + rating: bonus and penalty dice do not apply',
      'Mira: 2d6 (5, 4) + 2 = 11, beats 9 by 2: +2 progress',
    ]);
  });

  it('uses negative pools for participants below two dice', () => {
    const input = { difficulty: 6, progressRequired: 1, participants: [{ rating: -2 }] };
    const response = resolve(input, [6, 6, 6, 1]);
    expect(response.steps[1]!.text).toBe(
      'Participant 1: 4d6 (6, 6, 6, 1), lowest two 1 + 6 = 7, beats 6 by 1: +1 progress',
    );
  });

  it("refuses more participants than the GM's limit, naming it", () => {
    const error = errorOf(() => resolve({ ...rubble, maxParticipants: 1 }, rubbleDice));
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toEqual([
      {
        path: ['input', 'participants'],
        message: "at most 1 participant (the GM's limit, maxParticipants): got 2",
      },
    ]);
  });

  it.each([
    [{ ...rubble, difficulty: 12 }, 'input.difficulty', 'expected a Difficulty from 6 to 11'],
    [
      { ...rubble, progressRequired: 0 },
      'input.progressRequired',
      'expected progressRequired from 1 to 1000000',
    ],
    [{ ...rubble, participants: [] }, 'input.participants', 'expected at least one participant'],
    [{ ...rubble, timescale: 'year' }, 'input.timescale', 'expected a timescale: turn, hour, day or week'],
    [{ ...rubble, roll: 'd20' }, 'input.roll', "expected roll to be 'pool' or 'flat'"],
    [
      { ...rubble, participants: [{ name: 'Grog' }] },
      'input.participants.0.rating',
      'expected the rating as a whole number',
    ],
  ])('refuses bad input, naming the field (%#)', (input, path, message) => {
    const error = errorOf(() => resolve(input));
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toEqual([
      { path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message },
    ]);
  });

  it.each([
    [{ ...rubble, maxTurns: 10_001 }, ['input', 'maxTurns'], "at most 10000 turns (the contract's limit)"],
    [
      { ...rubble, participants: Array.from({ length: 101 }, () => ({ rating: 0 })) },
      ['input', 'participants'],
      "at most 100 participants (the contract's limit)",
    ],
  ])('refuses input over the limits the schema states, naming them (%#)', (input, path, message) => {
    const error = errorOf(() => resolve(input));
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toEqual([{ path, message }]);
  });

  it.each([
    [
      { ...rubble, participants: [{ rating: 10_000 }] },
      ['input', 'participants', 0, 'rating'],
      'at most 10000 dice in one pool: this pool rolls 10002',
    ],
  ])('refuses input over the limits before any die is drawn (%#)', (input, path, message) => {
    const error = errorOf(() => resolve(input));
    expect(error.code).toBe('limit_exceeded');
    expect(error.issues).toEqual([{ path, message }]);
  });

  it('allows a flat roll for any rating (no pool is built)', () => {
    const input = { ...rubble, roll: 'flat', participants: [{ rating: 10_000 }] };
    expect(resolve(input, [1, 1]).outcome).toMatchObject({ turns: 1, label: 'Success' });
  });

  it('names the missing die of a turn', () => {
    const error = errorOf(() => resolve(rubble, rubbleDice.slice(0, 5)));
    expect(error.code).toBe('dice_exhausted');
    expect(error.message).toBe('Missing die 6 (a d6 for Ulla): 5 entered, more are needed');
    expect(errorOf(() => resolve(rubble, [...rubbleDice, 3])).code).toBe('dice_left_over');
  });

  it("needs the first turn's pools, one group per participant", () => {
    expect(diceNeeded(registry, { ...request, input: rubble })).toEqual([
      { count: 4, sides: 6, group: 'Grog', label: "Grog's roll" },
      { count: 3, sides: 6, group: 'Ulla', label: "Ulla's roll" },
    ]);
  });
});
