/** The Mann–Whitney U test of `a` against `b`: z (negative: `a` smaller) and its two-sided p-value. */
export function mannWhitney(a: readonly number[], b: readonly number[]): { z: number; p: number };
/** The best accuracy of telling `a` from `b` by one value and a threshold (0.5 is chance). */
export function classifierAccuracy(a: readonly number[], b: readonly number[]): number;
/** The median of `values`. */
export function median(values: readonly number[]): number;
/** The Wilcoxon signed-rank test of paired samples: z (negative: `a` smaller) and its two-sided p-value. */
export function signedRank(a: readonly number[], b: readonly number[]): { z: number; p: number };
