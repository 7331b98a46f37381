/** How one d20 roll against an effective value came out, as the rules' contests see it. */
export type RollKind = 'critical-success' | 'success' | 'failure' | 'critical-failure';

/** Every kind, best first. */
export const ROLL_KINDS: readonly RollKind[] = ['critical-success', 'success', 'failure', 'critical-failure'];

/** The rules' names for each kind, for steps. */
export const ROLL_KIND_NAMES: Readonly<Record<RollKind, string>> = {
  'critical-success': 'Critical Success',
  success: 'Success',
  failure: 'Failure',
  'critical-failure': 'Critical Failure',
};

/**
 * Classifies a d20 face against an effective value: a natural 1 or 2 is a critical success and a natural
 * 19 or 20 a critical failure whatever the value; otherwise at or under the value succeeds.
 *
 * @example
 * classify(2, 0); // 'critical-success'
 * classify(9, 9); // 'success'
 */
export function classify(face: number, effective: number): RollKind {
  if (face <= 2) return 'critical-success';
  if (face >= 19) return 'critical-failure';
  return face <= effective ? 'success' : 'failure';
}

/** Whether a kind is a success (critical or not). */
export function succeeded(kind: RollKind): boolean {
  return kind === 'critical-success' || kind === 'success';
}

/**
 * How many of the 20 faces give each kind, by counting faces.
 *
 * @example
 * countKinds(9); // { 'critical-success': 2, success: 7, failure: 9, 'critical-failure': 2 }
 */
export function countKinds(effective: number): Record<RollKind, number> {
  const counts: Record<RollKind, number> = {
    'critical-success': 0,
    success: 0,
    failure: 0,
    'critical-failure': 0,
  };
  for (let face = 1; face <= 20; face++) counts[classify(face, effective)]++;
  return counts;
}
