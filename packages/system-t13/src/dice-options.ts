import type { DicePlan } from './dice-plan.js';
import { collapse } from './gematria.js';
import { type ExtraLevel, levelText } from './levels.js';

/**
 * How a Score reads for the Crisis table and the options: a pass (at least the Difficulty; a Borderline counts),
 * a fail, or, for a tie under `tie: 'stalemate'`, neither.
 */
export type Reading = 'pass' | 'fail' | 'stalemate';

/** How many levels each option adds to a Score (on a pass as Success Levels, on a fail as Failure Levels; numerology always SL). */
export interface OptionCounts {
  readonly doubles: number;
  readonly multiples: number;
  readonly numerology: number;
}

/**
 * The options' extra levels as counts: doubles (11+ with matching tens and units), multiples of the
 * Difficulty, numerology (the collapsed Score equal to the Geometry). A Stalemate is neither a pass nor a fail,
 * so doubles and multiples, which count "on a pass" or "on a fail", add nothing to it.
 *
 * @example
 * optionCounts({ ...plan, difficulty: 10, doubles: true, multiples: true }, 44, 'pass'); // { doubles: 1, multiples: 2, numerology: 0 }
 */
export function optionCounts(plan: DicePlan, score: number, reading: Reading): OptionCounts {
  const numerology = plan.geometry !== undefined && score >= 1 && collapse(score) === plan.geometry ? 1 : 0;
  if (reading === 'stalemate') return { doubles: 0, multiples: 0, numerology };
  const pass = reading === 'pass';
  const doubles = plan.doubles && score >= 11 && Math.floor(score / 10) % 10 === score % 10 ? 1 : 0;
  const d = plan.difficulty;
  const multiples = plan.multiples
    ? Math.max(0, pass ? Math.floor(score / d) - 2 : score > 0 ? Math.ceil(d / score) - 2 : 0)
    : 0;
  return { doubles, multiples, numerology };
}

/** Doubles, multiples and numerology on the Score, explained. */
export function optionLevels(plan: DicePlan, score: number, reading: Reading): ExtraLevel[] {
  const counts = optionCounts(plan, score, reading);
  const pass = reading === 'pass';
  const out: ExtraLevel[] = [];
  const onPass = (count: number, why: string): ExtraLevel =>
    pass
      ? { kind: 'success-level', count, text: `${why}: +${levelText(count, 'Success')}` }
      : { kind: 'failure-level', count, text: `${why}: +${levelText(count, 'Failure')}` };
  if (counts.doubles > 0) out.push(onPass(1, `Doubles: a Score of ${score} on a ${reading}`));
  if (counts.multiples > 0) {
    const d = plan.difficulty;
    const why = pass
      ? `Multiples: ${score} is ${Math.floor(score / d)} times the Difficulty ${d}`
      : `Multiples: the Difficulty ${d} is over ${Math.ceil(d / score) - 1} times the Score ${score}`;
    out.push(onPass(counts.multiples, why));
  }
  if (counts.numerology > 0) {
    out.push({
      kind: 'success-level',
      count: 1,
      text: `Numerology: ${score} collapses to ${plan.geometry}, the Geometry: +1 Success Level`,
    });
  }
  return out;
}
