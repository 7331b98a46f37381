// Test helper: exact odds by brute force, resolving every sequence of entered dice through the engine.
import { createRegistry, diceNeeded, oddsTest, resolveTest } from '@verdict/core';
import { t13 } from './index.js';

export const registry = createRegistry([t13]);

/** Every sequence of faces for dice with these sides, in order. */
export function* sequences(sides: readonly number[]): Generator<number[]> {
  const faces = sides.map(() => 1);
  for (;;) {
    yield [...faces];
    let i = faces.length - 1;
    while (i >= 0 && faces[i] === sides[i]) faces[i--] = 1;
    if (i < 0) return;
    faces[i]! += 1;
  }
}

/** Probabilities by key, from every dice sequence the test can draw. */
export interface Enumerated {
  readonly labels: Map<string, number>;
  readonly successLevels: Map<number, number>;
  readonly failureLevels: Map<number, number>;
  readonly crisisResults: Map<string, number>;
  readonly crises: Map<string, number>;
}

/** Resolves a test with every possible sequence of entered dice and tallies the outcomes. */
export function enumerate(test: 'value' | 'dice', input: unknown): Enumerated {
  const request = { system: 't13', test, input };
  const sides = diceNeeded(registry, request).flatMap((n) => Array.from({ length: n.count }, () => n.sides));
  const weight = 1 / sides.reduce((p, s) => p * s, 1);
  const out: Enumerated = {
    labels: new Map(),
    successLevels: new Map(),
    failureLevels: new Map(),
    crisisResults: new Map(),
    crises: new Map(),
  };
  const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + weight);
  for (const dice of sequences(sides)) {
    const { outcome } = resolveTest(registry, { ...request, dice });
    add(out.labels, outcome.label);
    add(out.successLevels, outcome.successLevels!);
    add(out.failureLevels, outcome.failureLevels!);
    if (typeof outcome.crisisResult === 'string') add(out.crisisResults, outcome.crisisResult);
    if (typeof outcome.crisis === 'string') add(out.crises, outcome.crisis);
  }
  return out;
}

/** The test's odds, as maps comparable with {@link enumerate}. */
export function oddsMaps(test: 'value' | 'dice', input: unknown): Enumerated & { sum: number } {
  const odds = oddsTest(registry, { system: 't13', test, input }) as unknown as {
    outcomes: { label: string; probability: number }[];
    successLevels: { value: number; probability: number }[];
    failureLevels: { value: number; probability: number }[];
    crisisResults?: { result: string; probability: number }[];
    crises?: { crisis: string; probability: number }[];
  };
  return {
    sum: odds.outcomes.reduce((s, o) => s + o.probability, 0),
    labels: new Map(odds.outcomes.map((o) => [o.label, o.probability])),
    successLevels: new Map(odds.successLevels.map((o) => [o.value, o.probability])),
    failureLevels: new Map(odds.failureLevels.map((o) => [o.value, o.probability])),
    crisisResults: new Map((odds.crisisResults ?? []).map((o) => [o.result, o.probability])),
    crises: new Map((odds.crises ?? []).map((o) => [o.crisis, o.probability])),
  };
}

/** The keys where two probability maps differ by more than 1e-12 (missing keys count as 0); [] when they agree. */
export function oddsDiff<K>(a: Map<K, number>, b: Map<K, number>): [K, number, number][] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys]
    .map((k): [K, number, number] => [k, a.get(k) ?? 0, b.get(k) ?? 0])
    .filter(([, x, y]) => Math.abs(x - y) > 1e-12);
}

/** Compares every map of an enumeration with the odds. */
export function enumerationDiff(test: 'value' | 'dice', input: unknown): Record<string, unknown[]> {
  const brute = enumerate(test, input);
  const odds = oddsMaps(test, input);
  const diff: Record<string, unknown[]> = {};
  for (const key of ['labels', 'successLevels', 'failureLevels', 'crisisResults', 'crises'] as const) {
    const d = oddsDiff<unknown>(brute[key], odds[key]);
    if (d.length > 0) diff[key] = d;
  }
  if (Math.abs(odds.sum - 1) > 1e-12) diff.sum = [odds.sum];
  return diff;
}
