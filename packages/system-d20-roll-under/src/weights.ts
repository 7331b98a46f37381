// The contests' Markov chains are written once over these three kinds of weight: floats for the
// probabilities, exact fractions for `fraction`, and booleans for which endings are possible at all (a
// float can underflow to 0 for an ending that can still happen, so listing is decided by reachability).

/** Arithmetic over probabilities of d20 faces: `face(count)` is `count / 20`. */
export interface Weights<T> {
  readonly zero: T;
  readonly one: T;
  face(count: number): T;
  add(a: T, b: T): T;
  mul(a: T, b: T): T;
}

/** Floating-point probabilities. */
export const floatWeights: Weights<number> = {
  zero: 0,
  one: 1,
  face: (count) => count / 20,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
};

/** Whether a branch can happen at all. */
export const possibleWeights: Weights<boolean> = {
  zero: false,
  one: true,
  face: (count) => count > 0,
  add: (a, b) => a || b,
  mul: (a, b) => a && b,
};

/** An exact probability `n / 20^k`: every denominator in a d20 chain is a power of 20. */
export interface Twentieths {
  readonly n: bigint;
  readonly k: number;
}

const pow20 = (k: number): bigint => 20n ** BigInt(k);

/** Exact probabilities as numerators over powers of 20 (reduced only when printed). */
export const exactWeights: Weights<Twentieths> = {
  zero: { n: 0n, k: 0 },
  one: { n: 1n, k: 0 },
  face: (count) => ({ n: BigInt(count), k: 1 }),
  add: (a, b) =>
    a.k >= b.k ? { n: a.n + b.n * pow20(a.k - b.k), k: a.k } : { n: a.n * pow20(b.k - a.k) + b.n, k: b.k },
  mul: (a, b) => ({ n: a.n * b.n, k: a.k + b.k }),
};

/** The denominator of an exact weight. */
export function denominator(weight: Twentieths): bigint {
  return pow20(weight.k);
}
