/**
 * @module
 * What an answer to a request whose input is still hidden may be told (issue 24.2, 24.5). Why such an answer
 * fails, when its hidden input decides it, would tell that input one refusal at a time (the count of dice a
 * test used maps to its difficulty), so each such refusal is one answer whatever the cause: entered dice get
 * {@link diceDoNotFit}, generated dice {@link answerRefused}. The room's own rules (a full log, a closed
 * request) depend on nothing hidden and are answered as themselves. A hidden request whose answers could
 * take more than the hidden-answer budget is refused when the GM asks ({@link admitRequest}), so that every
 * answer takes the same time class; the GM knows the input, so naming it tells nobody else anything.
 */

import { admitEntry, entryBound, type SizeLimits } from './admission.js';
import type { Refusal } from './commands.js';

/** A refusal of an answer to a hidden request, or of the request itself for its answers' sake. */
export interface HiddenRefusal {
  readonly code: 'dice_do_not_fit' | 'answer_refused' | Refusal['code'];
  readonly message: string;
  readonly path: string;
  readonly issue: string;
}

/**
 * The refusal codes whose reason can depend on a hidden input (and the dice entered against it): an answer
 * refused with one of these, for a hidden input's sake, is refused with the one text of its kind instead.
 * A worker whose stack or memory ran out depends on the input too.
 */
export const HIDDEN_DECIDES: ReadonlySet<string> = new Set([
  'invalid_input',
  'invalid_state',
  'dice_exhausted',
  'dice_left_over',
  'face_out_of_range',
  'limit_exceeded',
  'deadline_exceeded',
  'worker_failed',
]);

/**
 * The one refusal of entered dice that do not fit request `request`, whatever its hidden input made of them.
 *
 * @example
 * diceDoNotFit(4).code; // 'dice_do_not_fit'
 */
export function diceDoNotFit(request: number): HiddenRefusal {
  return {
    code: 'dice_do_not_fit',
    message: `These dice do not fit request ${request}. Its input is hidden, so the server does not say why; the GM sees the attempt. Check the dice with the GM, or let the server roll them.`,
    path: '/dice',
    issue: `these dice do not fit request ${request}`,
  };
}

/**
 * The one refusal of a generated answer to request `request` that its hidden input made fail before its draw.
 *
 * @example
 * answerRefused(4).code; // 'answer_refused'
 */
export function answerRefused(request: number): HiddenRefusal {
  return {
    code: 'answer_refused',
    message: `This answer to request ${request} could not be rolled. Its input is hidden, so the server does not say why; the GM sees the attempt. Check with the GM.`,
    path: '/request',
    issue: `an answer to request ${request} that can be rolled`,
  };
}

/**
 * The refusal of a hidden request whose worst-case answer (`worstWork` steps; undefined when nothing bounds
 * it) is past `budget` steps, or undefined when its answers fit.
 *
 * @example
 * hiddenBudgetRefusal(3_500_000, 2_000_000)?.code; // 'limit_exceeded'
 */
export function hiddenBudgetRefusal(
  worstWork: number | undefined,
  budget: number,
): HiddenRefusal | undefined {
  if (worstWork !== undefined && Number.isFinite(worstWork) && worstWork <= budget) return undefined;
  const at =
    worstWork === undefined ? 'cannot be bounded' : `could take ${worstWork.toLocaleString('en-US')} steps`;
  return {
    code: 'limit_exceeded',
    message: `An answer to this hidden request ${at}, past the ${budget.toLocaleString('en-US')} steps one answer to a hidden request may take (so that answers take the same time whatever the hidden input): ask for fewer turns, rounds or participants, or ask in the open.`,
    path: '/input',
    issue: `an answer of at most ${budget} steps (the hidden-answer budget)`,
  };
}

/** What {@link admitRequest} weighs: the request and what the server estimates of its answers. */
export interface RequestToAdmit {
  /** The request's input: whole, or the GM's part when it is asked in parts (`inParts`). */
  readonly input: unknown;
  readonly hidden: boolean;
  readonly inParts: boolean;
  /** Whether the test has a cost model (its work can be bounded from its input). */
  readonly costModel: boolean;
  /** For a whole input: the engine's estimate of an answer (steps, bytes), and what its roll records at most. */
  readonly worst?: { readonly work: number | undefined; readonly output?: number | undefined };
  readonly recorded?: number | undefined;
}

/**
 * The refusal of a request whose answers could not be admitted, or undefined. A whole input: an answer's entry
 * must fit the room ({@link admitEntry}), and a hidden one's work the hidden-answer `budget`. In parts, the
 * input is whole only with each answer, so its answers are admitted then; but a hidden request for a test with
 * no cost model is refused now, since no answer's work could be bounded.
 *
 * @example
 * admitRequest(room.bytes, { input, hidden: true, inParts: false, costModel: true, worst }, limits, 2_000_000);
 */
export function admitRequest(
  bytes: number,
  request: RequestToAdmit,
  limits: SizeLimits,
  budget: number,
): Refusal | HiddenRefusal | undefined {
  if (request.inParts) {
    return request.hidden && !request.costModel ? hiddenBudgetRefusal(undefined, budget) : undefined;
  }
  const worst = request.worst ?? { work: undefined };
  const refusal = admitEntry(bytes, entryBound(request.input, worst.output, request.recorded), limits);
  if (refusal) return refusal;
  return request.hidden ? hiddenBudgetRefusal(worst.work, budget) : undefined;
}

/**
 * Why entered dice may not answer a request (issue 34, N2), or undefined: a request whose input is hidden
 * and whose answers show their label (`outcome` visibility). Its roller knows the total they typed, so the
 * label would tell them the hidden input at once (a 2d6 total and "Failure, 3 degrees" give the difficulty).
 * Its answers are refused for a reason every member sees in the chain (the request's visibility, and that its
 * input is hidden), never for the hidden input. A rule of this server's admission, not of the log: a log
 * written before it, holding such answers, still verifies (and their count is `computable`'s).
 *
 * @example
 * enteredDiceRefusal({ hidden: true, visibility: 'outcome', request: 4 }, true)?.path; // '/dice'
 */
export function enteredDiceRefusal(
  plan: { readonly hidden: boolean; readonly visibility: string; readonly request?: number },
  entered: boolean,
): Refusal | undefined {
  if (!entered || !plan.hidden || plan.visibility !== 'outcome') return undefined;
  const message = `Request ${plan.request} hides its input and shows its answers' label, which entered dice would turn into the hidden input: answer it with dice the server rolls (a clientSeed), or the GM asks again with visibility blind`;
  return {
    code: 'invalid_body',
    message,
    path: '/dice',
    issue: `entered dice cannot answer request ${plan.request}, whose input is hidden and whose answers show their label`,
  };
}
