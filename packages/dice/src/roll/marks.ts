import type { RandomSource } from '../random-source.js';

/**
 * What happened to a die, for frontends to draw: `rerolled` (replaced by the next die), `exploded` (it made
 * the next die), `explosion` (made by the one before), `compounded` (added into the die before it),
 * `penetrated` (an explosion counting one less), `dropped`, `success`, `failure`, `critical-success`,
 * `critical-failure`, `min`/`max` (raised or lowered to the limit).
 */
export type DieMark =
  | 'rerolled'
  | 'exploded'
  | 'explosion'
  | 'compounded'
  | 'penetrated'
  | 'dropped'
  | 'success'
  | 'failure'
  | 'critical-success'
  | 'critical-failure'
  | 'min'
  | 'max';

/** One die drawn by a notation: the value it counts as and what happened to it. */
export interface DieFate {
  /** The value it counts as: the face, a Fate die's -1/0/+1, a custom face, after min/max and penetration. */
  value: number;
  /** Whether it counts (false when rerolled or dropped). */
  kept: boolean;
  marks: DieMark[];
  /** The label of its group of dice (`fire` in `2d6[fire]`). */
  label?: string;
}

/** Where an evaluation draws faces from, and whether it records each die. */
export interface DrawContext {
  /** Draws one face index (1..sides) for `group`. */
  next(sides: number, group: string): number;
  /** Draws `count` faces at once for a plain group (same faces as `count` calls of `next`). */
  nextMany(count: number, sides: number, group: string, into: number[]): void;
  /** Every die drawn, when recording (`undefined` for bulk rolling). */
  readonly fates: DieFate[] | undefined;
  /** Labelled groups and their values, when recording. */
  readonly labels: { label: string; value: number }[] | undefined;
  /** For bulk rolling: draws come straight from this source, and nothing is recorded. */
  readonly source?: RandomSource;
}

export function mark(fate: DieFate | undefined, m: DieMark): void {
  if (fate && !fate.marks.includes(m)) fate.marks.push(m);
}
