import { formatFraction } from '@verdict/dice';

/** A probability with its exact fraction when known. */
export interface Tallied {
  readonly probability: number;
  readonly fraction?: string;
}

/** Adds up probabilities (and exact counts over one denominator) by key. */
export interface Tally<TKey> {
  /** Adds a probability, with its exact count when the denominator is known. */
  add(key: TKey, probability: number, count?: bigint): void;
  /** Every key with its total, in the order first added. */
  entries(): [TKey, Tallied][];
}

/**
 * A tally of probabilities by key; with a `total`, exact counts give fractions.
 *
 * @example
 * const tally = createTally<string>(100n);
 * tally.add('Moderate Success', 0.37, 37n);
 * tally.entries(); // [['Moderate Success', { probability: 0.37, fraction: '37/100' }]]
 */
export function createTally<TKey>(total?: bigint): Tally<TKey> {
  const byKey = new Map<string, { key: TKey; probability: number; count?: bigint | undefined }>();
  return {
    add(key, probability, count) {
      const id = JSON.stringify(key);
      const seen = byKey.get(id);
      if (!seen) byKey.set(id, { key, probability, count });
      else {
        seen.probability += probability;
        seen.count = seen.count !== undefined && count !== undefined ? seen.count + count : undefined;
      }
    },
    entries() {
      return [...byKey.values()].map(({ key, probability, count }) => [
        key,
        total !== undefined && count !== undefined
          ? { probability: Number(count) / Number(total), fraction: formatFraction(count, total) }
          : { probability },
      ]);
    },
  };
}

/** A distribution of level counts: `[{ value, probability, fraction? }]`, ascending. */
export function levelDistribution(
  tally: Tally<number>,
): { value: number; probability: number; fraction?: string }[] {
  return tally
    .entries()
    .map(([value, t]) => ({ value, ...t }))
    .sort((a, b) => a.value - b.value);
}
