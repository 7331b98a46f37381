import { defineGameSystem, defineTest, defineTool, type GameSystemV1, resolveByRounds } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkContract } from './check-contract.js';
import { checkFollowUps, checkRoundsMatchWhole, checkToolExamples, checkToolInputs } from './check-play.js';
import { contextOf } from './fixtures/context.js';
import { settle } from './options.js';

// A race to 3 points, a d6 a round (a 4+ scores): played by rounds, and resolved whole either by the same rounds or
// (broken) by rolling one die too many first.
const raceInput = z.object({ target: z.int().min(1).max(5) });
const state = z.object({ round: z.int().min(0), points: z.int().min(0) });
const rounds = {
  start: () => ({ round: 0, points: 0 }),
  needs: () => [{ count: 1, sides: 6, group: 'd6' }],
  state,
  next: (
    input: { target: number },
    s: z.infer<typeof state>,
    { dice }: { dice: { d(n: number, g: string): number } },
  ) => {
    const points = s.points + (dice.d(6, 'd6') >= 4 ? 1 : 0);
    const next = { round: s.round + 1, points };
    if (points >= input.target) {
      return {
        state: next,
        steps: [],
        outcome: { result: 'success' as const, label: 'Done', tier: 1, effects: [], rounds: next.round },
      };
    }
    return { state: next, steps: [] };
  },
};
const odds = () => ({ outcomes: [{ label: 'Done', result: 'success' as const, tier: 1, probability: 1 }] });
const race = defineTest({
  title: 'Race',
  description: 'First to the target.',
  input: raceInput,
  needs: () => rounds.needs(),
  rounds,
  resolve: resolveByRounds(rounds),
  odds,
  examples: [{ title: 'To 2', input: { target: 2 }, seed: 'race', expected: { label: 'Done' } }],
});
const skewed = {
  ...race,
  resolve: (input: { target: number }, ctx: Parameters<typeof race.resolve>[1]) => {
    ctx.dice.d(6, 'd6');
    return race.resolve(input, ctx);
  },
};
const echo = defineTool({
  title: 'Echo',
  description: 'Says the number.',
  input: z.object({ n: z.int() }),
  run: ({ n }) => ({ lines: [`It is ${n}.`], values: { n } }),
  examples: [{ title: 'Two', input: { n: 2 }, lines: ['It is 2.'] }],
});
const crashy = defineTool({
  ...echo,
  // A bug on any other input than its example's.
  run: ({ n }) => {
    if (n !== 2) throw new TypeError(`cannot say ${n}`);
    return { lines: ['It is 2.'] };
  },
});

const system = (tests: GameSystemV1['tests'], tools: GameSystemV1['tools'] = {}) =>
  defineGameSystem({
    apiVersion: 1,
    id: 'race',
    name: 'Race',
    version: '1.0.0',
    description: 'Races.',
    tests,
    tools,
  });

describe('play checks', () => {
  it('pass on a system whose rounds, follow-ups and tools keep the contract', () => {
    const good = system({ race }, { echo });
    const context = contextOf(good, 'race');
    checkRoundsMatchWhole(context);
    checkFollowUps(context);
    checkToolExamples(context.registry, good, 'echo', echo);
    checkToolInputs(context.registry, good, 'echo', echo, settle({ propertyRuns: 50 }));
  });

  it('catch rounds that draw other dice than the whole test', () => {
    expect(() => checkRoundsMatchWhole(contextOf(system({ race: skewed }), 'race'))).toThrow(
      /rounds vs whole/,
    );
  });

  it('catch a follow-up that names no test of the system', () => {
    const lost = {
      ...race,
      resolve: (input: { target: number }, ctx: Parameters<typeof race.resolve>[1]) => {
        const { outcome, steps } = race.resolve(input, ctx);
        return { outcome: { ...outcome, followUps: [{ test: 'nope', label: 'Again', input: {} }] }, steps };
      },
    };
    expect(() => checkFollowUps(contextOf(system({ race: lost }), 'race'))).toThrow(/Unknown test 'nope'/);
  });

  it('catch a tool whose example lines are not what it says, and one that crashes on other input', () => {
    const wrong = { ...echo, examples: [{ title: 'Two', input: { n: 2 }, lines: ['It is two.'] }] };
    const withWrong = system({ race }, { echo: wrong });
    expect(() => checkToolExamples(checkContract(withWrong), withWrong, 'echo', wrong)).toThrow(
      /lines missing/,
    );
    const withCrashy = system({ race }, { echo: crashy });
    expect(() =>
      checkToolInputs(checkContract(withCrashy), withCrashy, 'echo', crashy, settle({ propertyRuns: 50 })),
    ).toThrow(/runTool threw TypeError/);
  });
});
