import type { ResultKind } from '@verdict/core';

/** How a check ends, read from the successes rolled and the successes needed. */
export interface Reading {
  readonly result: ResultKind;
  /** The rules' name for it. */
  readonly label: 'Overwhelming Success' | 'Success' | 'Failure';
  /** Orders the labels: 2 above 1 on the success side, -1 on the failure side. */
  readonly tier: number;
  /** Successes over (or, negative, under) what was needed. */
  readonly margin: number;
}

/**
 * Reads a roll: at least twice the successes needed is an Overwhelming Success, at least the successes
 * needed a Success, fewer a Failure. Resolve and odds both call it, so they cannot disagree on a label.
 *
 * @example
 * readOutcome(2, 2); // { result: 'success', label: 'Success', tier: 1, margin: 0 }
 * readOutcome(4, 2); // { result: 'success', label: 'Overwhelming Success', tier: 2, margin: 2 }
 */
export function readOutcome(successes: number, needed: number): Reading {
  const margin = successes - needed;
  if (successes >= 2 * needed) return { result: 'success', label: 'Overwhelming Success', tier: 2, margin };
  if (successes >= needed) return { result: 'success', label: 'Success', tier: 1, margin };
  return { result: 'failure', label: 'Failure', tier: -1, margin };
}
