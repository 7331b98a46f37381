import type { ResultKind } from '@verdict/core';

/** One row of the check's result table. */
export interface CheckRow {
  readonly label: CheckLabel;
  readonly result: ResultKind;
  readonly tier: number;
  readonly critical?: 'success' | 'failure';
  /** What it means at the table (effects text); absent for a plain Success or Failure. */
  readonly effect?: string;
}

/** The check's labels, exactly as the rules name them. */
export type CheckLabel =
  | 'Extraordinary Success'
  | 'Extreme Success'
  | 'Strong Success'
  | 'Success'
  | 'Failure'
  | 'Extreme Failure'
  | 'Catastrophic Failure';

/** The result table, best first. */
export const CHECK_ROWS: Readonly<Record<CheckLabel, CheckRow>> = {
  'Extraordinary Success': {
    label: 'Extraordinary Success',
    result: 'success',
    tier: 4,
    critical: 'success',
    effect:
      'The best possible success: the task succeeds beyond hope, with style, grace and ease, and more is accomplished than expected; the GM decides any bonus',
  },
  'Extreme Success': {
    label: 'Extreme Success',
    result: 'success',
    tier: 3,
    critical: 'success',
    effect: 'The task is very well performed; the GM decides whether there is a bonus',
  },
  'Strong Success': {
    label: 'Strong Success',
    result: 'success',
    tier: 2,
    effect:
      'It looked good and was maybe slightly better than normal; the GM may give a slight extra advantage or information',
  },
  Success: { label: 'Success', result: 'success', tier: 1 },
  Failure: { label: 'Failure', result: 'failure', tier: -1 },
  'Extreme Failure': {
    label: 'Extreme Failure',
    result: 'failure',
    tier: -2,
    critical: 'failure',
    effect:
      'The task fails badly: the character reveals their intent, loses the initiative and probably suffers some rebound',
  },
  'Catastrophic Failure': {
    label: 'Catastrophic Failure',
    result: 'failure',
    tier: -3,
    critical: 'failure',
    effect:
      'The task fails in an embarrassing, terrible way that may be dangerous: the GM may injure pride and health, and the character may lose the defence action',
  },
};

/**
 * The check's result for a face against an effective value; the first matching row of the table wins.
 * Strong Success needs `r < E / 2` (succeeding by more than half the effective value), written `2r < E`.
 *
 * @example
 * checkRow(5, 12, true).label; // 'Strong Success'
 * checkRow(6, 12, true).label; // 'Success'
 */
export function checkRow(face: number, effective: number, strongSuccess: boolean): CheckRow {
  if (face === 1) return CHECK_ROWS['Extraordinary Success'];
  if (face === 2) return CHECK_ROWS['Extreme Success'];
  if (face === 20) return CHECK_ROWS['Catastrophic Failure'];
  if (face === 19) return CHECK_ROWS['Extreme Failure'];
  if (face <= effective)
    return strongSuccess && 2 * face < effective ? CHECK_ROWS['Strong Success'] : CHECK_ROWS.Success;
  return CHECK_ROWS.Failure;
}
