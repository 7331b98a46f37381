/**
 * Everything needed to play a roll again exactly: which test, its input, and where the dice came from
 * (a seed, or the faces a player entered). History entries and share links carry one.
 */
export interface RollRecord {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  /** 'whole': resolved at once; 'rounds': played round by round (round k's seed is `${seed}:${k}`). */
  readonly mode: 'whole' | 'rounds';
  readonly seed?: string;
  /** Entered faces: all of them ('whole'), or each round's ('rounds'). */
  readonly dice?: readonly number[] | readonly (readonly number[])[];
}

/** The seed of round `k` (from 1) of a round-by-round play with seed `seed`. */
export function roundSeed(seed: string, round: number): string {
  return `${seed}:${round}`;
}

/** Checks that an unknown value (from storage or a link) is a {@link RollRecord}. */
export function isRollRecord(value: unknown): value is RollRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  if (typeof r.system !== 'string' || typeof r.test !== 'string' || !('input' in r)) return false;
  if (r.mode !== 'whole' && r.mode !== 'rounds') return false;
  if (r.seed !== undefined && typeof r.seed !== 'string') return false;
  if (r.dice !== undefined && !isFaces(r.dice, r.mode === 'rounds')) return false;
  return r.seed !== undefined || r.dice !== undefined;
}

function isFaces(value: unknown, nested: boolean): boolean {
  if (!Array.isArray(value)) return false;
  return nested
    ? value.every((round) => Array.isArray(round) && round.every(Number.isInteger))
    : value.every(Number.isInteger);
}
