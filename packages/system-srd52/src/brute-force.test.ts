import { createRegistry, oddsTest, parseInput } from '@verdict/core';
import type { Dice, RolledDie } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { srd52 } from './index.js';

const registry = createRegistry([srd52]);

class Exhausted {
  constructor(readonly sides: number) {}
}

/** Dice that play `faces` in order and stop, naming the sides of the next die, when they run out. */
function scripted(faces: readonly number[]): Dice {
  let at = 0;
  const next = (sides: number) => {
    if (at >= faces.length) throw new Exhausted(sides);
    return faces[at++]!;
  };
  return {
    d: (sides) => next(sides),
    roll: (count, sides) =>
      Array.from({ length: count }, (): RolledDie => ({ face: next(sides), sides, drop: () => {} })),
  };
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduce = (n: bigint, d: bigint) => {
  const g = gcd(n, d);
  return `${n / g}/${d / g}`;
};

/**
 * The exact chance of each label by playing the test on every sequence of faces (depth first, each die's faces
 * weighted equally): no formula of the package is used.
 */
function enumerate(testId: string, raw: unknown): Record<string, string> {
  const test = registry.test('srd52', testId);
  const input = parseInput(test, raw);
  const weights = new Map<string, bigint>();
  // Weights over the common denominator 20^k for the deepest sequence: kept as [numerator, denominator] pairs.
  const found: [string, bigint][] = [];
  let denominator = 1n;
  const visit = (faces: number[], weight: bigint) => {
    try {
      const { outcome } = test.resolve(input, { dice: scripted(faces) });
      found.push([outcome.label, weight]);
    } catch (error) {
      if (!(error instanceof Exhausted)) throw error;
      for (let f = 1; f <= error.sides; f++) visit([...faces, f], weight * BigInt(error.sides));
    }
  };
  visit([], 1n);
  for (const [, w] of found) denominator = denominator > w ? denominator : w;
  // Each weight is the product of the sides drawn, so 1/w is its chance; sum over the lcm-free common denominator.
  let total = 1n;
  for (const [, w] of found) total = (total * w) / gcd(total, w);
  for (const [label, w] of found) weights.set(label, (weights.get(label) ?? 0n) + total / w);
  return Object.fromEntries([...weights].map(([label, n]) => [label, reduce(n, total)]));
}

const exact = (test: string, input: unknown) =>
  Object.fromEntries(
    oddsTest(registry, { system: 'srd52', test, input }).outcomes.map((o) => [o.label, o.fraction]),
  );

const cases: [string, unknown][] = [
  ['check', { abilityModifier: 3, dc: 15 }],
  ['check', { abilityModifier: 3, dc: 15, advantage: ['a'] }],
  ['check', { abilityModifier: 1, dc: 14, disadvantage: ['d'], guidance: true }],
  ['check', { abilityModifier: 3, dc: 15, heroicInspiration: true }],
  ['check', { abilityModifier: 2, dc: 16, advantage: ['a'], heroicInspiration: true }],
  [
    'check',
    {
      abilityModifier: 2,
      dc: 12,
      disadvantage: ['d'],
      heroicInspiration: true,
      dice: [{ count: 1, sides: 4, sign: '-' }],
    },
  ],
  ['check', { abilityModifier: 3, dc: 15, heroicInspiration: true, reroll: 0 }],
  ['save', { abilityModifier: 1, dc: 13, bless: true, bane: true }],
  ['save', { abilityModifier: 0, dc: 12, exhaustion: 2, advantage: ['a'], heroicInspiration: true }],
  ['attack', { abilityModifier: 5, ac: 15 }],
  ['attack', { abilityModifier: 5, ac: 18, critOn: 18, advantage: ['a'], bless: true }],
  ['attack', { abilityModifier: 5, ac: 15, heroicInspiration: true, disadvantage: ['d'] }],
  ['attack', { abilityModifier: 2, ac: 12, autoCrit: true, damage: [{ count: 1, sides: 4, type: 'Fire' }] }],
  ['contest', { opposer: { abilityModifier: 5 }, actor: { abilityModifier: 3 }, tie: 'standoff' }],
  [
    'contest',
    { opposer: { abilityModifier: 1, guidance: true }, actor: { abilityModifier: 2, advantage: ['a'] } },
  ],
  [
    'group',
    {
      dc: 12,
      members: [{ abilityModifier: 0 }, { abilityModifier: 2 }, { abilityModifier: 5, guidance: true }],
    },
  ],
  ['death-saves', { successes: 1, failures: 1 }],
  ['death-saves', { successes: 2, failures: 1, bless: true }],
  ['death-saves', { successes: 1, failures: 2, heroicInspiration: true }],
  ['death-saves', { successes: 2, failures: 2, advantage: ['a'], heroicInspiration: true }],
  ['death-saves', { successes: 2, failures: 1, heroicInspiration: true, reroll: { round: 1, die: 0 } }],
  [
    'death-saves',
    { successes: 2, failures: 0, hitPointMaximum: 10, events: [{ round: 1, kind: 'damage', amount: 3 }] },
  ],
  [
    'death-saves',
    {
      successes: 2,
      failures: 2,
      stable: true,
      hitPointMaximum: 10,
      events: [{ round: 2, kind: 'damage', amount: 3, critical: true }],
    },
  ],
  ['death-saves', { successes: 2, failures: 1, events: [{ round: 2, kind: 'stabilize' }] }],
];

describe('exact odds against brute-force enumeration of every face', () => {
  it.each(cases)('%s %j', (test, input) => {
    expect(exact(test, input)).toEqual(enumerate(test, input));
  });

  it('damage: mean and distribution against enumeration (2d4 fire + 1d4 - 3 cold, Resistance to cold, halved)', () => {
    const input = {
      parts: [
        { count: 2, sides: 4, type: 'Fire' },
        { count: 1, sides: 4, modifier: -3, type: 'Cold' },
      ],
      resistances: ['Cold'],
      halfOnSave: true,
    };
    const odds = oddsTest(registry, { system: 'srd52', test: 'damage', input }) as unknown as {
      distribution: { damage: number; fraction: string }[];
    };
    const byValue = new Map<number, number>();
    for (let a = 1; a <= 4; a++)
      for (let b = 1; b <= 4; b++)
        for (let c = 1; c <= 4; c++) {
          const v = Math.floor((a + b) / 2) + Math.floor(Math.floor(Math.max(0, c - 3) / 2) / 2);
          byValue.set(v, (byValue.get(v) ?? 0) + 1);
        }
    expect(Object.fromEntries(odds.distribution.map((r) => [r.damage, r.fraction]))).toEqual(
      Object.fromEntries([...byValue].map(([v, n]) => [v, reduce(BigInt(n), 64n)])),
    );
  });
});
