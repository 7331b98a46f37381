/**
 * Answers to a request whose input is still hidden (issue 24.2, 24.5) must not tell that input:
 * - entered dice: why they do not fit (too few, left over, out of range, past a limit or the deadline)
 *   would tell it, one refusal at a time. Every such refusal is one answer, `dice_do_not_fit`, the same
 *   whatever the hidden input and the dice; each is counted for the member and shown to the GM
 *   (`failedAttempts` in the room);
 * - generated dice: a computation that fails for the merged input (past the engine's budget or the
 *   hidden-answer budget, a limit met while rolling, a worker whose memory or stack the input exhausted), or
 *   a merged input that does not fit the test, would tell it too. Every such refusal is one answer,
 *   `answer_refused`, counted like the above ({@link hiddenAnswerWork} marks the failures that come from the
 *   answer's computation; `server_busy`, the room's own limits and bugs are answered as themselves);
 * - any answer: its rate-limit charge (and so its `RateLimit-*` headers) would tell the hidden input's
 *   cost, so it is charged {@link HIDDEN_ANSWER_COST}, the same for every hidden input;
 * - any answer: its compute time would tell the hidden input (a higher difficulty, more turns). The GM's
 *   request is refused when its worst-case answer is past {@link HIDDEN_ANSWER_COST} (the GM knows the
 *   input: {@link hiddenRequestRefusal}), and every answer, refusals included, is held until
 *   {@link HIDDEN_ANSWER_FLOOR_MS} after its arrival ({@link holdToFloor}), so all answers to hidden
 *   requests come back at the same time class. It carries `Verdict-Answer-Floor` saying so.
 */
import { ClientAbortError } from '../compute/compute.js';
import type { JobCost } from '../compute/cost.js';
import type { JobExecutor } from '../compute/executor.js';
import { mapError, problemOf } from '../http/errors.js';
import { ProblemError } from '../http/problem.js';
import type { RoomsContext } from './context.js';
import { isRoomRule } from './state.js';
import type { Member, Room } from './store/types.js';

/** The refusals whose reason depends on the hidden input (and the dice entered against it). */
const DICE_CODES: ReadonlySet<string> = new Set([
  'invalid_input',
  'invalid_state',
  'dice_exhausted',
  'dice_left_over',
  'face_out_of_range',
  'limit_exceeded',
  'deadline_exceeded',
  // The worker's stack or memory ran out: that too depends on the hidden input.
  'worker_failed',
]);

/**
 * The hidden-answer budget: the most work one answer to a hidden request may take at worst (2,000,000 of
 * the engine's steps, about 2 ms, a 125th of `ENGINE_BUDGET.maxWork`; a 2d6-pool extended test of 5
 * participants over 50 turns fits), checked from the input when the GM asks. Every answer to a hidden
 * request is charged exactly this to the rate limit (3 requests' worth), whatever the hidden input, since
 * all the roller sees of the input is its test.
 */
export const HIDDEN_ANSWER_COST: JobCost = { work: 2_000_000 };

/**
 * How long after its arrival every answer to a hidden request is sent at the earliest (1,000 ms): far more
 * than the budgeted worst case takes in a worker, so an answer's timing does not depend on the hidden input
 * (unless the server is so busy that even the floor is passed; then the answer is late, as any would be).
 */
export const HIDDEN_ANSWER_FLOOR_MS = 1_000;

/** The header every answer to a hidden request carries: the floor it was held to, in ms. */
export const ANSWER_FLOOR_HEADER = 'verdict-answer-floor';

/**
 * The refusal of a hidden request whose worst-case answer is past the hidden-answer budget (the GM knows
 * the input, so naming it tells nobody else anything), or undefined when its answers fit.
 *
 * @example
 * hiddenRequestRefusal({ work: 3_500_000 }); // undefined
 */
export function hiddenRequestRefusal(worst: JobCost) {
  const budget = HIDDEN_ANSWER_COST.work!;
  if (worst.work !== undefined && Number.isFinite(worst.work) && worst.work <= budget) return undefined;
  const at =
    worst.work === undefined ? 'cannot be bounded' : `could take ${worst.work.toLocaleString('en-US')} steps`;
  return problemOf(
    'limit_exceeded',
    `An answer to this hidden request ${at}, past the ${budget.toLocaleString('en-US')} steps one answer to a hidden request may take (so that answers take the same time whatever the hidden input): ask for fewer turns, rounds or participants, or ask in the open.`,
    [{ path: '/input', message: `an answer of at most ${budget} steps (the hidden-answer budget)` }],
  );
}

/**
 * Runs `answer` and sends its result, or its refusal, no sooner than `floorMs` after `arrivedAt` (on
 * `now`'s clock), with the {@link ANSWER_FLOOR_HEADER}.
 *
 * @example
 * const response = await holdToFloor(performance.now, arrivedAt, HIDDEN_ANSWER_FLOOR_MS, () => roll());
 */
export async function holdToFloor(
  now: () => number,
  arrivedAt: number,
  floorMs: number,
  answer: () => Promise<Response>,
): Promise<Response> {
  const settled = await answer().then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
  const wait = arrivedAt + floorMs - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const header = { [ANSWER_FLOOR_HEADER]: String(floorMs) };
  if ('response' in settled) {
    settled.response.headers.set(ANSWER_FLOOR_HEADER, header[ANSWER_FLOOR_HEADER]);
    return settled.response;
  }
  const { error } = settled;
  if (error instanceof ProblemError) throw new ProblemError(error.problem, { ...error.headers, ...header });
  throw error;
}

/**
 * The seq of the hidden request a roll answers, or undefined when it answers none or the request's input
 * is in the open (or revealed).
 *
 * @example
 * const hidden = await hiddenRequestAnswered(ctx, room, { request: 4 }); // 4
 */
export async function hiddenRequestAnswered(
  ctx: RoomsContext,
  room: Room,
  body: { readonly request?: number },
): Promise<number | undefined> {
  if (body.request === undefined) return undefined;
  const content = await ctx.store.content(room.id, body.request);
  if (!content || content.revealedSeq !== null) return undefined;
  const entry = await ctx.store.entry(room.id, body.request);
  return entry?.type === 'request' ? body.request : undefined;
}

/** Failures that depend on a hidden input: of an answer's computation, or of its merged input. */
const dependsOnHiddenInput = new WeakSet<object>();

/**
 * Marks `error` as depending on a hidden input (unless the server's load or a bug caused it: those are
 * answered as themselves), and returns it to be thrown.
 *
 * @example
 * throw markHidden(problemOf('invalid_input', 'Your input does not fit request 4...'));
 */
export function markHidden(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || error instanceof ClientAbortError) return error;
  const { problem, unexpected } = mapError(error);
  if (!unexpected && problem.code !== 'server_busy') dependsOnHiddenInput.add(error);
  return error;
}

/**
 * The executor an answer to a hidden request is computed with: `work`, but every failure of its
 * computation (its estimate included) is marked as depending on the hidden input ({@link markHidden}),
 * and a roll estimated past the hidden-answer budget fails before it starts (an answer to a request in
 * parts: its input was not whole when the GM asked, so only now is its worst case known).
 *
 * @example
 * writeWithWork(room.id, { store, work: hiddenAnswerWork(work) }, attempt);
 */
export function hiddenAnswerWork(work: JobExecutor): JobExecutor {
  const marked = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      throw markHidden(error);
    }
  };
  return {
    ...work,
    estimate(job) {
      const cost = marked(() => work.estimate(job));
      const overBudget = job.kind === 'room-roll' ? hiddenRequestRefusal(cost) : undefined;
      if (overBudget) throw markHidden(overBudget);
      return cost;
    },
    runOnLoop: (job) => marked(() => work.runOnLoop(job)),
    bytes: (job, o) =>
      work.bytes(job, o).catch((error: unknown) => {
        throw markHidden(error);
      }),
    value: <T>(job: Parameters<JobExecutor['value']>[0], o?: Parameters<JobExecutor['value']>[1]) =>
      work.value<T>(job, o).catch((error: unknown) => {
        throw markHidden(error);
      }),
  };
}

/**
 * Rethrows `error`, unless its reason depends on the hidden input: then counts the attempt and throws the
 * one refusal for every such case, `dice_do_not_fit` for entered dice, `answer_refused` for generated ones.
 *
 * @example
 * try { await roll(); } catch (error) { await refuseHiddenAnswer(ctx, room, me, 4, error, { entered: true }); }
 */
export async function refuseHiddenAnswer(
  ctx: RoomsContext,
  room: Room,
  me: Member,
  request: number,
  error: unknown,
  answer: { readonly entered: boolean },
): Promise<never> {
  const marked = typeof error === 'object' && error !== null && dependsOnHiddenInput.has(error);
  if (answer.entered) {
    // The room's own rules (a full log, a closed request) depend on nothing hidden: they say what they are.
    if (!marked && (isRoomRule(error) || !DICE_CODES.has(String(mapError(error).problem.code)))) throw error;
    await ctx.store.failedAttempt(room.id, request, me.id);
    throw problemOf(
      'dice_do_not_fit',
      `These dice do not fit request ${request}. Its input is hidden, so the server does not say why; the GM sees the attempt. Check the dice with the GM, or let the server roll them.`,
      [{ path: '/dice', message: `these dice do not fit request ${request}` }],
    );
  }
  if (!marked) throw error;
  await ctx.store.failedAttempt(room.id, request, me.id);
  throw answerRefused(request);
}

/**
 * The one refusal of a generated answer to a hidden request that the hidden input made fail.
 *
 * @example
 * answerRefused(4).problem.code; // 'answer_refused'
 */
export function answerRefused(request: number) {
  return problemOf(
    'answer_refused',
    `This answer to request ${request} could not be rolled. Its input is hidden, so the server does not say why; the GM sees the attempt. Check with the GM.`,
    [{ path: '/request', message: `an answer to request ${request} that can be rolled` }],
  );
}
