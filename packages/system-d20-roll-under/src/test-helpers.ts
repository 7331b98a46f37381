// Helpers for this package's own tests (not exported from index.ts, so not in the build).
import {
  createRegistry,
  isVerdictError,
  parseInput,
  type StepResponse,
  stepTest,
  type TestDefinitionV1,
} from '@verdict/core';
import { createTray, type Dice, formatFraction, seededSource } from '@verdict/dice';
import { d20RollUnder } from './index.js';
import { denominator, exactWeights, type Twentieths } from './weights.js';

/** A test of this system by id. */
export function testOf(id: keyof typeof d20RollUnder.tests): TestDefinitionV1 {
  return d20RollUnder.tests[id];
}

const MORE = Symbol('more dice');

/**
 * Brute force: resolves the test with every sequence of d20 faces, growing a sequence whenever the
 * resolver asks for one more die, and sums 1/20 per die for each label (and each ending): exact fractions.
 */
export function enumerateAll(
  id: keyof typeof d20RollUnder.tests,
  raw: unknown,
): {
  labels: Map<string, string>;
  endings: Map<string, string>;
  /** By the outcome's `winner`, 'neither' when it has none. */
  winners: Map<string, string>;
  sequences: number;
} {
  const test = testOf(id);
  const input = parseInput(test, raw);
  const labels = new Map<string, Twentieths>();
  const endings = new Map<string, Twentieths>();
  const winners = new Map<string, Twentieths>();
  let sequences = 0;
  const add = (map: Map<string, Twentieths>, key: string, w: Twentieths) =>
    map.set(key, exactWeights.add(map.get(key) ?? exactWeights.zero, w));
  const visit = (prefix: number[]): void => {
    let used = 0;
    const draw = (sides: number) => {
      if (sides !== 20) throw new Error(`unexpected d${sides}`);
      if (used >= prefix.length) throw MORE;
      return prefix[used++]!;
    };
    const dice: Dice = {
      d: (sides) => draw(sides),
      roll: (count, sides) =>
        Array.from({ length: count }, () => ({ face: draw(sides), sides, drop: () => undefined })),
    };
    try {
      const { outcome } = test.resolve(input, { dice });
      if (used !== prefix.length) throw new Error('a sequence was not used up');
      sequences++;
      const w: Twentieths = { n: 1n, k: prefix.length };
      add(labels, outcome.label, w);
      add(endings, String(outcome.ending ?? outcome.label), w);
      add(winners, outcome.winner ?? 'neither', w);
    } catch (error) {
      if (error !== MORE) throw error;
      for (let face = 1; face <= 20; face++) visit([...prefix, face]);
    }
  };
  visit([]);
  const print = (map: Map<string, Twentieths>) =>
    new Map([...map].map(([k, w]) => [k, formatFraction(w.n, 20n ** BigInt(w.k))]));
  return { labels: print(labels), endings: print(endings), winners: print(winners), sequences };
}

/** Resolves a test `runs` times with seeded dice (one source, a fresh tray each time) and counts labels. */
export function simulate(
  id: keyof typeof d20RollUnder.tests,
  raw: unknown,
  options: { runs: number; seed: string },
): Map<string, number> {
  const test = testOf(id);
  const input = parseInput(test, raw);
  const source = seededSource(options.seed);
  const counts = new Map<string, number>();
  for (let i = 0; i < options.runs; i++) {
    const { outcome } = test.resolve(input, { dice: createTray({ source }) });
    counts.set(outcome.label, (counts.get(outcome.label) ?? 0) + 1);
  }
  return counts;
}

/** The odds of a test as exact fractions by label, and by ending when the test lists endings. */
export function exactOdds(
  id: keyof typeof d20RollUnder.tests,
  raw: unknown,
): {
  labels: Map<string, string | undefined>;
  endings: Map<string, string | undefined>;
  /** The headline's chances by winner ('side.attacker' read as 'attacker'), those of 0 left out as brute force does. */
  winners: Map<string, string | undefined>;
} {
  const test = testOf(id);
  const odds = test.odds(parseInput(test, raw));
  const endings = (odds.endings ?? []) as { ending: string; fraction?: string }[];
  return {
    labels: new Map(odds.outcomes.map((o) => [o.label, o.fraction])),
    endings: new Map(endings.map((e) => [e.ending, e.fraction])),
    winners: new Map(
      (odds.headline ?? []).filter((h) => h.value > 0).map((h) => [h.key.replace(/^side\./, ''), h.fraction]),
    ),
  };
}

/** The float odds of a test by label. */
export function floatOdds(id: keyof typeof d20RollUnder.tests, raw: unknown): Map<string, number> {
  const test = testOf(id);
  return new Map(test.odds(parseInput(test, raw)).outcomes.map((o) => [o.label, o.probability]));
}

/**
 * Brute force through round-by-round play: each round is played with `stepTest` for every face of the first
 * d20 and, when the round needs it, every face of the second, with the same choices every round; paths that
 * reach the same JSON state are merged. Exact fractions by label.
 */
export function enumerateSteps(
  id: 'directed-contest' | 'mutual-contest',
  input: unknown,
  choices: unknown,
): Map<string, string> {
  const registry = createRegistry([d20RollUnder]);
  const request = { system: d20RollUnder.id, test: id, input, choices };
  const labels = new Map<string, Twentieths>();
  let states = new Map<string, { state: unknown; weight: Twentieths }>([
    ['start', { state: undefined, weight: exactWeights.one }],
  ]);
  const play = (state: unknown, dice: number[]) => {
    try {
      return stepTest(registry, { ...request, ...(state === undefined ? {} : { state }), dice });
    } catch (error) {
      if (isVerdictError(error) && error.code === 'dice_exhausted') return undefined;
      throw error;
    }
  };
  while (states.size > 0) {
    const next = new Map<string, { state: unknown; weight: Twentieths }>();
    for (const { state, weight } of states.values()) {
      const settle = (round: StepResponse, w: Twentieths) => {
        if (round.outcome) {
          labels.set(
            round.outcome.label,
            exactWeights.add(labels.get(round.outcome.label) ?? exactWeights.zero, w),
          );
          return;
        }
        const key = JSON.stringify(round.state);
        const seen = next.get(key);
        next.set(key, { state: round.state, weight: exactWeights.add(seen?.weight ?? exactWeights.zero, w) });
      };
      for (let first = 1; first <= 20; first++) {
        const one = exactWeights.mul(weight, exactWeights.face(1));
        const alone = play(state, [first]);
        if (alone) {
          settle(alone, one);
          continue;
        }
        for (let second = 1; second <= 20; second++) {
          settle(play(state, [first, second])!, exactWeights.mul(one, exactWeights.face(1)));
        }
      }
    }
    states = next;
  }
  return new Map([...labels].map(([k, w]) => [k, formatFraction(w.n, denominator(w))]));
}
