import type { OddsResponse } from '@verdict/core';
import type { NotationOdds } from '@verdict/dice';
import type { DisplayFact, HeadlineFact, OddsTable } from '@verdict/form';
import type { Problem } from '../play/problem.js';

/** What the odds worker is asked: a test's odds, or the exact distribution of dice notation. */
export type OddsRequest =
  | { readonly kind: 'test'; readonly system: string; readonly test: string; readonly input: unknown }
  | { readonly kind: 'notation'; readonly notation: string };

/**
 * The odds ready to show, worked out where they were computed (the worker): the numbers to put first, the single
 * facts, and every structured extra as tables of text. The page only draws them, so a 10,000-turn table is built
 * off the main thread.
 */
export interface OddsView {
  readonly headline: readonly HeadlineFact[];
  readonly facts: readonly DisplayFact[];
  readonly tables: readonly OddsTable[];
}

/** A test's odds and their view. */
export type TestOdds = { readonly ok: true; readonly value: OddsResponse } & OddsView;
/** A notation's distribution and its view. */
export type DiceOdds = { readonly ok: true; readonly value: NotationOdds } & OddsView;
/** What the engine refused, said plainly. */
export type OddsRefusal = { readonly ok: false; readonly problem: Problem };

/** The answer to an {@link OddsRequest}. */
export type OddsAnswer = TestOdds | DiceOdds | OddsRefusal;

/** A request as posted to the worker: `id` pairs it with its answer, so a stale answer is recognised. */
export interface OddsMessage {
  readonly id: number;
  readonly request: OddsRequest;
}

/** An answer as the worker posts it back. */
export interface OddsReply {
  readonly id: number;
  readonly answer: OddsAnswer;
}
