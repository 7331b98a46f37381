import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGameSystem, defineTest } from '../contract.js';
import { resolveTest } from '../engine.js';
import { isVerdictError, type VerdictError } from '../errors.js';
import { coinSystem } from '../fixtures/coin-system.js';
import { createRegistry } from '../registry.js';
import { stepTest } from '../step-test.js';
import { playNext, playToEnd, startPlay } from './session.js';

const registry = createRegistry([coinSystem]);
const duel = { system: 'coin', test: 'duel', input: { maxRounds: 50 } } as const;

const errorOf = (fn: () => unknown): VerdictError => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected a VerdictError');
};

describe('the seed convention', () => {
  it('gives the same dice for a seed whether a test is resolved whole or played round by round', () => {
    for (const seed of ['olaf', 'ragnhild', '0123456789abcdef', 'a longer seed with spaces']) {
      const whole = resolveTest(registry, { ...duel, seed });
      const rounds = playToEnd(registry, startPlay(registry, { ...duel, mode: 'rounds', seed }));
      expect(rounds.outcome).toEqual(whole);
      // Played one round at a time over the stateless stepTest, carrying the position.
      let step = stepTest(registry, { ...duel, seed });
      const dice = [...step.dice];
      while (!step.done) {
        step = stepTest(registry, { ...duel, seed, state: step.state, position: step.position! });
        dice.push(...step.dice);
      }
      expect(dice).toEqual(whole.dice);
    }
  });

  it('carries the position in the stream: round k starts where round k - 1 stopped', () => {
    let play = startPlay(registry, { ...duel, mode: 'rounds', seed: 'olaf' });
    expect(play.position).toBe(0);
    play = playNext(registry, play);
    const first = play.rounds[0]!;
    expect(first.stream).toEqual({ from: 0, to: play.position });
    expect(play.position).toBeGreaterThanOrEqual(first.dice.length);
    if (play.status === 'playing') {
      play = playNext(registry, play);
      expect(play.rounds[1]!.stream!.from).toBe(first.stream!.to);
    }
  });

  it('makes a fresh seed at the first generated roll, from the random source given', () => {
    const random = seededSource('session tests');
    const play = playNext(registry, startPlay(registry, { ...duel, mode: 'rounds' }), {}, { random });
    expect(play.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(play.rounds[0]!.dice[0]!.source).toBe('generated');
  });
});

describe('a play round by round', () => {
  it('says the dice each round needs, conditional dice included, and ends with one Outcome', () => {
    let play = startPlay(registry, { ...duel, mode: 'rounds' });
    expect(play.status).toBe('ready');
    expect(play.needs).toEqual([
      { count: 1, sides: 6, group: 'first' },
      { count: 1, sides: 6, group: 'second', conditional: true },
    ]);
    play = playNext(registry, play, { dice: [2, 5] });
    expect(play.status).toBe('playing');
    expect(play.needs).toHaveLength(2);
    // A 6 ends the round before the second die: entered anyway, it is not needed (conditional).
    play = playNext(registry, play, { dice: [6, 3] });
    expect(play.status).toBe('done');
    expect(play.needs).toEqual([]);
    expect(play.outcome).toMatchObject({
      system: 'coin',
      test: 'duel',
      outcome: { label: 'First wins', rounds: 2, winner: 'first' },
    });
    expect(play.outcome!.dice.map((d) => d.face)).toEqual([2, 5, 6]);
    expect(play.outcome!.seed).toBeUndefined();
    expect(play.followUps).toEqual([{ test: 'check', label: 'Check', input: { target: 3 } }]);
    expect(JSON.parse(JSON.stringify(play))).toEqual(play);
  });

  it('refuses faces left over exactly as resolve does, and leaves the session as it was', () => {
    const play = startPlay(registry, { system: 'coin', test: 'check', input: { target: 3 } });
    const before = JSON.stringify(play);
    const extra = errorOf(() => playNext(registry, play, { dice: [2, 5] }));
    expect(extra.code).toBe('dice_left_over');
    expect(extra.issues[0]!.path).toEqual(['dice', 1]);
    expect(JSON.stringify(play)).toBe(before);
    const rounds = startPlay(registry, { ...duel, mode: 'rounds' });
    const tooMany = errorOf(() => playNext(registry, rounds, { dice: [2, 5, 4] }));
    expect(tooMany.code).toBe('dice_left_over');
    expect(errorOf(() => playNext(registry, rounds, { dice: [2] })).code).toBe('dice_exhausted');
    expect(errorOf(() => playNext(registry, rounds, { dice: [2, 7] })).code).toBe('face_out_of_range');
  });

  it('mixes generated and entered rounds: entered faces after a generated round play round 2', () => {
    let play = startPlay(registry, { ...duel, mode: 'rounds', seed: 'mixed' });
    play = playNext(registry, play);
    if (play.status === 'done') return;
    play = playNext(registry, play, { dice: [1, 2] });
    expect(play.rounds.map((r) => [r.round, r.source])).toEqual([
      [1, 'generated'],
      [2, 'entered'],
    ]);
  });

  it('refuses rounds for a test without them, a finished play, and choices a test does not take', () => {
    expect(
      errorOf(() =>
        startPlay(registry, { system: 'coin', test: 'check', input: { target: 3 }, mode: 'rounds' }),
      ).issues[0]!.path,
    ).toEqual(['mode']);
    const done = playNext(
      registry,
      startPlay(registry, { system: 'coin', test: 'check', input: { target: 3 } }),
      {
        dice: [1],
      },
    );
    expect(errorOf(() => playNext(registry, done)).code).toBe('invalid_state');
    const choices = errorOf(() =>
      playNext(registry, startPlay(registry, { ...duel, mode: 'rounds' }), {
        dice: [2, 5],
        choices: { x: 1 },
      }),
    );
    expect(choices.code).toBe('invalid_input');
    expect(choices.issues[0]!.path).toEqual(['choices']);
  });

  it('validates the input when the play starts, naming the field', () => {
    const error = errorOf(() => startPlay(registry, { ...duel, input: { maxRounds: 0 } }));
    expect(error.code).toBe('invalid_input');
    expect(error.issues[0]!.path).toEqual(['input', 'maxRounds']);
  });
});

describe('a whole play', () => {
  it('resolves like resolveTest, generated or entered', () => {
    const seeded = playNext(registry, startPlay(registry, { ...duel, seed: 'whole' }));
    expect(seeded.outcome).toEqual(resolveTest(registry, { ...duel, seed: 'whole' }));
    expect(seeded.rounds).toHaveLength(1);
    const entered = playNext(registry, startPlay(registry, duel), { dice: [6] });
    expect(entered.outcome).toEqual(resolveTest(registry, { ...duel, dice: [6] }));
    expect(entered.rounds[0]!.entered).toEqual([6]);
  });
});

describe('the follow-ups of a finished play', () => {
  // A 1.0 system proposes its follow-up test as an effect (`kind: 'follow-up'` with `test` and `input`) only.
  const older = defineGameSystem({
    apiVersion: 1,
    id: 'older',
    name: 'Older',
    version: '1.0.0',
    description: 'A system written for 1.0: its follow-up is an effect.',
    tests: {
      check: defineTest({
        title: 'Check',
        description: 'Any roll proposes a recovery check.',
        input: z.object({ target: z.int().min(1).max(6) }),
        needs: () => [{ count: 1, sides: 6, group: 'check' }],
        resolve: (input, { dice }) => {
          dice.d(6, 'check');
          const effect = {
            kind: 'follow-up',
            text: 'Recover',
            test: 'check',
            input: { target: input.target - 1 },
          };
          return { outcome: { result: 'success', label: 'Done', tier: 1, effects: [effect] }, steps: [] };
        },
        odds: () => ({ outcomes: [{ label: 'Done', result: 'success', tier: 1, probability: 1 }] }),
        examples: [],
      }),
    },
  });

  it("reads a 1.0 system's follow-up effects as the outcome's follow-ups", () => {
    const played = playNext(
      createRegistry([older]),
      startPlay(createRegistry([older]), { system: 'older', test: 'check', input: { target: 4 } }),
      { dice: [2] },
    );
    expect(played.followUps).toEqual([{ test: 'check', label: 'Recover', input: { target: 3 } }]);
  });
});
