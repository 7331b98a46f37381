import type { DieRecord } from '@verdict/dice';
import type { NumberFormatV1 } from './display.js';
import type { FollowUpV1 } from './follow-up.js';
import type { DiceSummary } from './output-limits.js';

/** What a test resolved to, seen from the tested side (a contest: the attacker or the first party). */
export type ResultKind = 'success' | 'failure' | 'stalemate' | 'unresolved';

/** A narrative consequence, as data: `{ kind: 'condition', text: '-2 to all tests while exposed' }`. */
export interface Effect {
  readonly kind: string;
  readonly text: string;
  readonly [extra: string]: unknown;
}

/** One line of reasoning, in order: `{ kind: 'roll', text: 'Rolled 15 on d20' }`. */
export interface Step {
  /** 'value' | 'modifier' | 'roll' | 'compare' | 'round' | 'note', or a system's own kind. */
  readonly kind: string;
  readonly text: string;
  readonly [extra: string]: unknown;
}

/** The outcome of a test, exactly as it goes over the wire. */
export interface Outcome {
  readonly result: ResultKind;
  /** The rules' own name for it, exactly ("Strong Success"). */
  readonly label: string;
  /** Orders labels within a system: positive on the success side, negative on the failure side. */
  readonly tier: number;
  readonly margin?: number;
  readonly successLevels?: number;
  readonly failureLevels?: number;
  readonly critical?: 'success' | 'failure';
  readonly winner?: string;
  readonly rounds?: number;
  readonly turns?: number;
  readonly effects: readonly Effect[];
  /**
   * Names given in the input for the sides of a contest, by `winner` value and dice group
   * ({ first: 'Ragnhild', second: 'Sven' }): a frontend shows these before the test's generic `labels`.
   */
  readonly parties?: Readonly<Record<string, string>>;
  /** Tests this outcome proposes next, as data (the Horror Check's recovery check). */
  readonly followUps?: readonly FollowUpV1[];
  readonly [extra: string]: unknown;
}

/** What a test's `resolve` returns: the outcome and the reasoning. The core adds the dice. */
export interface Resolution {
  readonly outcome: Outcome;
  readonly steps: readonly Step[];
}

/** The body of a resolved test: the public Outcome shape of the contract. */
export interface OutcomeResponse {
  readonly system: string;
  readonly test: string;
  readonly outcome: Outcome;
  /** Every die drawn, in order; past `OUTPUT_LIMITS.maxDiceShown` the first and last ones, summarised between. */
  readonly dice: readonly DieRecord[];
  /** Present when dice were left out of `dice`: what they were, aggregated. */
  readonly diceSummary?: DiceSummary;
  readonly steps: readonly Step[];
  /** Present when the dice were generated: the same seed replays the same roll. */
  readonly seed?: string;
}

/** The probability of one way a test can end. */
export interface OddsOutcome {
  readonly label: string;
  readonly result: ResultKind;
  readonly tier: number;
  readonly winner?: string;
  readonly probability: number;
  /** The exact probability, "numerator/denominator", where cheap. */
  readonly fraction?: string;
  readonly [extra: string]: unknown;
}

/**
 * One number a test puts first among its odds, beside the total chance of each kind of result that every frontend
 * shows anyway: a T13 Proficiency Crisis chance, an extended test's expected and median turns, a contest's chance
 * for each side. Frontends show these in order, before the tiers, with `label` and `format`, and need no
 * knowledge of the system.
 *
 * @example
 * const crisis: OddsHeadlineV1 = {
 *   key: 'crisis',
 *   label: 'Chance of a Proficiency Crisis',
 *   value: 1 / 18,
 *   format: 'percent',
 *   fraction: '1/18',
 * };
 */
export interface OddsHeadlineV1 {
  /** Stable, for scripts and tests (`crisis`, `expectedTurns`, `side.attacker`); an odds extra of the same key says the same. */
  readonly key: string;
  /** The words to show, in the rules' terms and with the names given in the input ("Sorcerer wins"). */
  readonly label: string;
  /** A finite number: a probability from 0 to 1 when `format` is 'percent'. */
  readonly value: number;
  /** 'percent': a probability shown as a percentage (0.132 -> "13.2%"); 'integer': a whole count; 'number': as is. */
  readonly format: NumberFormatV1;
  /** The exact value, "numerator/denominator", where the system has it. */
  readonly fraction?: string;
  /** What it means, in a sentence, for a tooltip or a screen reader (and why a number is missing, if one is). */
  readonly help?: string;
}

/** What a test's `odds` returns: every outcome's probability, and system-specific extras beside it. */
export interface OddsResult {
  readonly outcomes: readonly OddsOutcome[];
  /**
   * The numbers a player of this system looks for first, in order (optional; a frontend shows the total chance
   * of each kind of result before them).
   */
  readonly headline?: readonly OddsHeadlineV1[];
  readonly [extra: string]: unknown;
}

/** The body of an odds request: the public Odds shape of the contract. */
export interface OddsResponse extends OddsResult {
  readonly system: string;
  readonly test: string;
}
