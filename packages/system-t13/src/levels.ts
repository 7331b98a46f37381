import type { ResultKind } from '@verdict/core';

/** The labels of the Success/Failure Level ladder, best first. */
export type LevelLabel =
  | 'Superior Success'
  | 'Complete Success'
  | 'Moderate Success'
  | 'Borderline'
  | 'Stalemate'
  | 'Moderate Failure'
  | 'Complete Failure'
  | 'Serious Failure';

/** One rung of the ladder: its tier, result, and the Success and Failure Levels it carries. */
export interface Rung {
  readonly label: LevelLabel;
  readonly tier: number;
  readonly result: ResultKind;
  readonly successLevels: number;
  readonly failureLevels: number;
  /** What it means at the table. */
  readonly meaning: string;
}

/** The T13 ladder: both counts at once (a Borderline is a success that takes a Failure Level). */
export const LADDER: readonly Rung[] = [
  rung('Superior Success', 3, 'success', [3, 0], 'better than hoped'),
  rung('Complete Success', 2, 'success', [2, 0], 'got what was wanted'),
  rung('Moderate Success', 1, 'success', [1, 0], 'succeeded, but wanted more'),
  rung('Borderline', 0, 'success', [1, 1], '"yes, but": a success that takes a Failure Level'),
  rung('Stalemate', 0, 'stalemate', [0, 0], 'nearly there, neither yet'),
  rung('Moderate Failure', -1, 'failure', [0, 1], 'narrowly failed, may try again'),
  rung('Complete Failure', -2, 'failure', [0, 2], 'failed, no second chance'),
  rung('Serious Failure', -3, 'failure', [0, 3], 'failed, and it got worse'),
];

/**
 * A rung of the ladder by label.
 *
 * @example
 * ladderRung('Borderline'); // { tier: 0, result: 'success', successLevels: 1, failureLevels: 1, ... }
 */
export function ladderRung(label: LevelLabel): Rung {
  return LADDER.find((r) => r.label === label)!;
}

/** Success and Failure Levels, counted at once. */
export interface Levels {
  readonly successLevels: number;
  readonly failureLevels: number;
}

/** An extra Success or Failure Level and why, reported as an effect. */
export interface ExtraLevel {
  readonly kind: 'success-level' | 'failure-level';
  readonly count: number;
  readonly text: string;
}

/**
 * Adds extra levels to a rung's levels.
 *
 * @example
 * addLevels(ladderRung('Moderate Success'), [{ kind: 'failure-level', count: 1, text: 'Misfit' }]); // 1 SL, 1 FL
 */
export function addLevels(base: Levels, extras: readonly ExtraLevel[]): Levels {
  let successLevels = base.successLevels;
  let failureLevels = base.failureLevels;
  for (const extra of extras) {
    if (extra.kind === 'success-level') successLevels += extra.count;
    else failureLevels += extra.count;
  }
  return { successLevels, failureLevels };
}

/** "1 Success Level", "2 Failure Levels". */
export function levelText(count: number, kind: 'Success' | 'Failure'): string {
  return `${count} ${kind} Level${count === 1 ? '' : 's'}`;
}

function rung(
  label: LevelLabel,
  tier: number,
  result: ResultKind,
  [successLevels, failureLevels]: readonly [number, number],
  meaning: string,
): Rung {
  return { label, tier, result, successLevels, failureLevels, meaning };
}
