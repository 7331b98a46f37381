import type { OddsOutcome, OddsResult } from '@verdict/core';
import type { ContestSpec } from './contest.js';
import { contestOdds, type EndingOdds } from './contest-odds.js';
import type { CriticalSuccessMode } from './directed-rules.js';

/** The odds of a Contest of Wills, and beside them the odds under each choice for a critical success. */
export type CriticalSuccessOdds = OddsResult & {
  readonly endings: EndingOdds[];
  /** The contest-wide choice the `outcomes` follow (the input's `criticalSuccess`). */
  readonly criticalSuccess: CriticalSuccessMode;
  /** The outcomes if the GM makes the same choice at every critical success: -5 each time, or the win each time. */
  readonly byCriticalSuccess: Readonly<Record<CriticalSuccessMode, readonly OddsOutcome[]>>;
};

/**
 * The exact odds of a Contest of Wills by its input's `criticalSuccess`, with the outcomes under either choice
 * beside them, so a table can see what the GM's choice changes. Choices made round by round are not in the
 * odds: they follow the contest-wide option.
 *
 * @example
 * criticalSuccessOdds(directedSpec, input).byCriticalSuccess.automatic; // the outcomes if every critical success wins at once
 */
export function criticalSuccessOdds<
  TInput extends { readonly criticalSuccess: CriticalSuccessMode },
  TEnding extends string,
  TChoices,
>(spec: ContestSpec<TInput, TEnding, TChoices>, input: TInput): CriticalSuccessOdds {
  const own = contestOdds(spec, input);
  const other: CriticalSuccessMode = input.criticalSuccess === 'penalty' ? 'automatic' : 'penalty';
  const otherOutcomes = contestOdds(spec, { ...input, criticalSuccess: other }).outcomes;
  return {
    ...own,
    criticalSuccess: input.criticalSuccess,
    byCriticalSuccess:
      other === 'automatic'
        ? { penalty: own.outcomes, automatic: otherOutcomes }
        : { penalty: otherOutcomes, automatic: own.outcomes },
  };
}
