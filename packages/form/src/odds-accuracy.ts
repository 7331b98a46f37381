/**
 * @module
 * How exact a notation's odds are, in words (issue 37): an exact answer, or floating point with its error bound, and a
 * chance written with no more digits than its bound allows (a tail of 1e-100 reads `1.00e-100`, never a rounded 0%).
 */
import { formatPercent } from './probability.js';

/** What a notation's odds say about their own accuracy (`notationOdds` of `@verdict/dice`, `POST /v1/odds`). */
export interface OddsAccuracy {
  readonly exact: boolean;
  readonly error?: {
    readonly relative: number;
    readonly absolute: number;
    /** Below `total` the cut mass cannot land: there `absolute` is this, the floats' own. */
    readonly belowCut?: { readonly total: number; readonly absolute: number };
    /** Above `total` the cut mass cannot land (a negated exploding term): there `absolute` is this. */
    readonly aboveCut?: { readonly total: number; readonly absolute: number };
  };
  /** The probability exploding dice left past their series' cut (then part of `error.absolute`). */
  readonly truncated?: number;
}

/**
 * One sentence: which kind of answer it is, and its bound.
 *
 * @example
 * describeAccuracy({ exact: true }); // 'Exact: every chance comes from exact counts.'
 * describeAccuracy({ exact: false, error: { relative: 2.5e-12, absolute: 0 } });
 * // 'Floating point: every chance is within 2.5e-12 of itself (relative error).'
 * describeAccuracy({ exact: false, truncated: 3.5e-13,
 *   error: { relative: 2.1e-14, absolute: 3.5e-13, belowCut: { total: -24, absolute: 0 } } });
 * // '… or 3.5e-13 for what the exploding dice leave past the cut; the cut cannot reach totals below -24 (relative
 * // error alone there).'
 */
export function describeAccuracy(odds: OddsAccuracy): string {
  if (odds.exact) return 'Exact: every chance comes from exact counts.';
  if (!odds.error)
    return 'Floating point, with no error bound computed for these dice: the smallest chances may be rough.';
  const relative = `within ${odds.error.relative.toExponential(1)} of itself (relative error)`;
  const absolute =
    odds.error.absolute <= 0
      ? ''
      : odds.truncated
        ? `, or ${odds.error.absolute.toExponential(1)} for what the exploding dice leave past the cut`
        : `, or ${odds.error.absolute.toExponential(1)} for chances the floats cannot hold`;
  return `Floating point: every chance is ${relative}${absolute}${outOfReach(odds)}.`;
}

/**
 * Which totals the exploding dice's cut cannot reach, so that their chances keep the floats' own bound (issue 37,
 * h8-exact): below `belowCut`, above `aboveCut` (a negated exploding term's cut is its lowest totals).
 */
function outOfReach(odds: OddsAccuracy): string {
  if (!odds.truncated || !odds.error) return '';
  const side = (words: string, cut: { total: number; absolute: number } | undefined) =>
    cut
      ? `${words} ${cut.total}${cut.absolute > 0 ? ` (${cut.absolute.toExponential(1)} absolute there)` : ''}`
      : undefined;
  const sides = [side('below', odds.error.belowCut), side('above', odds.error.aboveCut)].filter(
    (s): s is string => s !== undefined,
  );
  if (sides.length === 0) return '';
  const alone = sides.some((s) => s.includes('absolute there')) ? '' : ' (relative error alone there)';
  return `; the cut cannot reach totals ${sides.join(' or ')}${alone}`;
}

/** Significant digits a chance may show, given its relative error (at most 3, at least 1). */
function digitsFor(odds: OddsAccuracy): number {
  if (odds.exact) return 3;
  if (!odds.error) return 1;
  return Math.max(1, Math.min(3, Math.floor(-Math.log10(odds.error.relative)) - 1));
}

/**
 * A chance as a percentage when it is at least 0.01%, else in scientific notation with the digits its bound allows
 * (`1.00e-100`); a chance below the floats' reach reads `<` its absolute bound. Given the total it is the chance of,
 * a total below where exploding dice's cut mass can land is held to the floats' own bound (`error.belowCut`), and one
 * above where a negated exploding term's cut can land (`error.aboveCut`).
 *
 * @example
 * formatChance(1e-100, { exact: false, error: { relative: 6e-13, absolute: 0 } }); // '1.00e-100'
 * formatChance(0.25, { exact: true }); // '25.0%'
 */
export function formatChance(probability: number, odds: OddsAccuracy, total?: number): string {
  if (probability >= 1e-4) return formatPercent(probability);
  const below = odds.error?.belowCut;
  const above = odds.error?.aboveCut;
  const absolute =
    below && total !== undefined && total < below.total
      ? below.absolute
      : above && total !== undefined && total > above.total
        ? above.absolute
        : (odds.error?.absolute ?? 0);
  if (absolute > 0 && probability <= 2 * absolute) return `<${(3 * absolute).toExponential(0)}`;
  if (probability === 0) return '0';
  return probability.toExponential(digitsFor(odds) - 1);
}
