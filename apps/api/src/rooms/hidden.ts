/**
 * The server's side of answers to a request whose input is still hidden (issue 24.2, 24.5). Which refusals
 * are masked, and their one text each, are rules of `@verdict/room` (`rules/hidden-answers.ts`); here:
 * - which failures come from the answer's computation ({@link hiddenAnswerWork} marks them; `server_busy`,
 *   the room's own limits and bugs are answered as themselves), and counting each masked refusal for the
 *   member, shown to the GM (`failedAttempts` in the room);
 * - its rate-limit charge (so its `RateLimit-*` headers): {@link HIDDEN_ANSWER_COST}, the same for every
 *   hidden input;
 * - its time: the GM's request is refused when its worst-case answer is past the budget (`admitRequest`),
 *   and every answer, refusals included, is held until {@link HIDDEN_ANSWER_FLOOR_MS} after its arrival
 *   ({@link holdToFloor}), carrying `Verdict-Answer-Floor` saying so.
 */
import { answerRefused, diceDoNotFit, HIDDEN_DECIDES, hiddenBudgetRefusal } from '@verdict/room';
import { ClientAbortError } from '../compute/compute.js';
import type { JobCost } from '../compute/cost.js';
import type { JobExecutor } from '../compute/executor.js';
import { mapError } from '../http/errors.js';
import { ProblemError } from '../http/problem.js';
import type { RoomsContext } from './context.js';
import { isRoomRule, problemOfRefusal } from './state.js';
import type { Member, Room } from './store/types.js';

/**
 * The hidden-answer budget: the most work one answer to a hidden request may take at worst (2,000,000 of
 * the engine's steps, about 2 ms, a 125th of `ENGINE_BUDGET.maxWork`; a 2d6-pool extended test of 5
 * participants over 50 turns fits), checked from the input when the GM asks. Every answer to a hidden
 * request is charged exactly this to the rate limit (3 requests' worth), whatever the hidden input, since
 * all the roller sees of the input is its test.
 */
export const HIDDEN_ANSWER_COST: JobCost = { work: 2_000_000 };

export { HIDDEN_ANSWER_FLOOR_MS } from './options.js';

/** The header every answer to a hidden request carries: the floor it was held to, in ms. */
export const ANSWER_FLOOR_HEADER = 'verdict-answer-floor';

/**
 * Runs `answer` and gives its result, or throws its refusal, no sooner than `floorMs` after `arrivedAt` (on
 * `now`'s clock); a refusal carries the {@link ANSWER_FLOOR_HEADER} (the route sets it on a result's response).
 *
 * @example
 * const rolled = await holdToFloor(performance.now, arrivedAt, HIDDEN_ANSWER_FLOOR_MS, () => roll());
 */
export async function holdToFloor<T>(
  now: () => number,
  arrivedAt: number,
  floorMs: number,
  answer: () => Promise<T>,
): Promise<T> {
  const settled = await answer().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const wait = arrivedAt + floorMs - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if ('value' in settled) return settled.value;
  const { error } = settled;
  if (error instanceof ProblemError)
    throw new ProblemError(error.problem, { ...error.headers, [ANSWER_FLOOR_HEADER]: String(floorMs) });
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
  room: Pick<Room, 'id'>,
  body: { readonly request?: number },
): Promise<number | undefined> {
  if (body.request === undefined) return undefined;
  const content = await ctx.store.content(room.id, body.request);
  if (!content || content.revealedSeq !== null) return undefined;
  const entry = await ctx.store.entry(room.id, body.request);
  return entry?.type === 'request' ? body.request : undefined;
}

/**
 * The seq of the hidden request the test of rounds started at `of` answers, when its input was hidden when the test
 * started (its rounds are then answers to that request: held to the floor, masked, charged a fixed cost), or
 * undefined.
 *
 * @example
 * const hidden = await hiddenTestAnswered(ctx, room, 9); // 4
 */
export async function hiddenTestAnswered(
  ctx: RoomsContext,
  room: Pick<Room, 'id'>,
  of: number,
): Promise<number | undefined> {
  const start = await ctx.store.entry(room.id, of);
  if (start?.type !== 'rounds.started' || start.answers === null) return undefined;
  const content = await ctx.store.content(room.id, start.answers);
  const request = await ctx.store.entry(room.id, start.answers);
  if (!content || request?.type !== 'request') return undefined;
  return content.revealedSeq === null || content.revealedSeq > of ? start.answers : undefined;
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
      const overBudget = job.kind === 'room-roll' && hiddenBudgetRefusal(cost.work, HIDDEN_ANSWER_COST.work!);
      if (overBudget) throw markHidden(problemOfRefusal(overBudget));
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
  room: Pick<Room, 'id'>,
  me: Member,
  request: number,
  error: unknown,
  answer: { readonly entered: boolean },
): Promise<never> {
  const marked = typeof error === 'object' && error !== null && dependsOnHiddenInput.has(error);
  if (answer.entered) {
    // The room's own rules (a full log, a closed request) depend on nothing hidden: they say what they are.
    if (!marked && (isRoomRule(error) || !HIDDEN_DECIDES.has(String(mapError(error).problem.code))))
      throw error;
    await ctx.store.failedAttempt(room.id, request, me.id);
    throw problemOfRefusal(diceDoNotFit(request));
  }
  if (!marked) throw error;
  await ctx.store.failedAttempt(room.id, request, me.id);
  throw problemOfRefusal(answerRefused(request));
}
