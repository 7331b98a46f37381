import { DiceError, type NotationOdds, notationOdds } from '@verdict/dice';
import { type DisplayLabels, oddsHeadline, oddsTables } from '@verdict/form';
import { type Problem, toProblem } from '../play/problem.js';
import type { DiceOdds, OddsRefusal } from './odds-request.js';

/** A notation's odds in the words of the test panels: a distribution of totals with its mean and spread first. */
const NOTATION_LABELS: DisplayLabels = {
  odds: {
    distribution: { label: 'Totals' },
    'distribution.value': { label: 'Total' },
    'distribution.probability': { label: 'Chance' },
  },
};

/**
 * A notation's exact distribution (`@verdict/dice`'s `notationOdds`, as `verdict odds <notation>` and the API's
 * `POST /v1/odds`) and its view: average, spread, lowest and highest first, then the totals with "At least" and
 * "At most". A notation refused (bad notation, too costly) is the dice engine's own message.
 *
 * @example
 * computeNotationOdds('2d6').headline[0]; // { key: 'mean', label: 'Average', text: '7', ... }
 */
export function computeNotationOdds(notation: string): DiceOdds | OddsRefusal {
  let odds: NotationOdds;
  try {
    odds = notationOdds(notation);
  } catch (error) {
    return { ok: false, problem: diceProblem(error) };
  }
  const headline = oddsHeadline({
    outcomes: [],
    headline: [
      { key: 'mean', label: 'Average', value: odds.mean, format: 'number' },
      { key: 'standardDeviation', label: 'Standard deviation', value: odds.standardDeviation },
      { key: 'min', label: 'Lowest', value: odds.min, format: 'integer' },
      { key: 'max', label: 'Highest', value: odds.max, format: 'integer' },
    ],
  });
  const tables = oddsTables({ outcomes: [], distribution: odds.distribution }, NOTATION_LABELS);
  return { ok: true, value: odds, headline, facts: [], tables };
}

/** A notation refused (bad notation, too costly): the dice engine's own message, a user's problem. */
function diceProblem(error: unknown): Problem {
  if (!(error instanceof DiceError)) return toProblem(error);
  return { message: error.message, issues: error.issues, user: true, code: error.code };
}
