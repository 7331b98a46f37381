// Issue 12: the same seed gives the same dice whether a test is resolved whole or played round by round (the
// stateless stepTest carrying `position`, or a play session), pinned by golden vectors: a change to the seed
// stream, to how rounds resume, or to a contest's order of rolls breaks them.
import { createRegistry, playToEnd, resolveTest, startPlay, stepTest } from '@verdict/core';
import { SEED_ALGORITHM } from '@verdict/dice';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';

const registry = createRegistry([d20RollUnder, twoD6Pool]);

/** Each: a test, an input, a seed, the faces it draws, its label, and the stream position after each round. */
const GOLDEN = [
  {
    system: 'd20-roll-under',
    test: 'resist',
    input: { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } },
    seed: 'verdict-golden-resist-1',
    faces: [6, 7, 17],
    label: 'Attack fails',
    positions: [2, 3],
  },
  {
    system: 'd20-roll-under',
    test: 'directed-contest',
    input: { attacker: { will: 11 }, target: { will: 11 } },
    seed: 'verdict-golden-2',
    faces: [5, 6, 10, 9, 9, 7, 4, 17],
    label: 'Attacker wins',
    positions: [2, 4, 6, 8],
  },
  {
    system: 'd20-roll-under',
    test: 'mutual-contest',
    input: {
      parties: [
        { name: 'Ragnhild', will: 12, wits: 10 },
        { name: 'Sven', will: 12, wits: 11 },
      ],
    },
    seed: 'verdict-golden-mutual-contest-3',
    faces: [10, 5, 6, 10, 6, 5, 4, 7, 8, 14],
    label: 'Second party wins',
    positions: [2, 4, 6, 8, 10],
  },
  {
    system: '2d6-pool',
    test: 'extended',
    input: { difficulty: 8, progressRequired: 6, participants: [{ rating: 1 }, { rating: 2, bonusDice: 1 }] },
    seed: 'verdict-golden-4',
    faces: [6, 6, 1, 5, 3, 6, 3, 3],
    label: 'Success',
    positions: [8],
  },
] as const;

describe(`one seed convention (${SEED_ALGORITHM}, rounds resume at their position)`, () => {
  for (const golden of GOLDEN) {
    const request = { system: golden.system, test: golden.test, input: golden.input, seed: golden.seed };

    it(`${golden.test}: resolved whole, the seed draws the golden faces`, () => {
      const whole = resolveTest(registry, request);
      expect(whole.dice.map((d) => d.face)).toEqual(golden.faces);
      expect(whole.outcome.label).toBe(golden.label);
    });

    it(`${golden.test}: round by round over stepTest with position, the same dice and outcome`, () => {
      let round = stepTest(registry, request);
      const rounds = [round];
      while (!round.done) {
        round = stepTest(registry, { ...request, state: round.state, position: round.position! });
        rounds.push(round);
      }
      expect(rounds.flatMap((r) => r.dice.map((d) => d.face))).toEqual(golden.faces);
      expect(rounds.map((r) => r.position)).toEqual(golden.positions);
      expect(round.outcome).toEqual(resolveTest(registry, request).outcome);
    });

    it(`${golden.test}: a play session, round by round, gives resolveTest's Outcome exactly`, () => {
      const play = playToEnd(registry, startPlay(registry, { ...request, mode: 'rounds' }));
      expect(play.outcome).toEqual(resolveTest(registry, request));
      expect(play.rounds.map((r) => r.stream!.to)).toEqual(golden.positions);
    });
  }

  it('names the parties of a Mutual Contest by the names given', () => {
    const mutual = GOLDEN[2];
    const { outcome } = resolveTest(registry, { ...mutual });
    expect(outcome.parties).toEqual({ first: 'Ragnhild', second: 'Sven' });
  });
});
