import type { ResultKind } from '@verdict/core';

/** How a result reads against a Difficulty: the rules' label, its tier and the signed degrees. */
export interface Degrees {
  readonly result: Extract<ResultKind, 'success' | 'failure'>;
  /** "Success, 2 degrees", "Failure, 1 degree", "Success, 0 degrees" (met the Difficulty: scraped by). */
  readonly label: string;
  /** Success: 1 + degrees; failure: -degrees. */
  readonly tier: number;
  /** Degrees of success (positive or 0) or of failure (negative). */
  readonly margin: number;
}

/**
 * Reads a result against a Difficulty: at or above it is a success with `result - difficulty` degrees
 * (0 = scraped by), below it a failure with `difficulty - result` degrees.
 *
 * @example
 * readDegrees(11, 8); // { result: 'success', label: 'Success, 3 degrees', tier: 4, margin: 3 }
 */
export function readDegrees(total: number, difficulty: number): Degrees {
  if (total >= difficulty) {
    const degrees = total - difficulty;
    return { result: 'success', label: `Success, ${plural(degrees)}`, tier: 1 + degrees, margin: degrees };
  }
  const degrees = difficulty - total;
  return { result: 'failure', label: `Failure, ${plural(degrees)}`, tier: -degrees, margin: -degrees };
}

function plural(degrees: number): string {
  return `${degrees} ${degrees === 1 ? 'degree' : 'degrees'}`;
}
