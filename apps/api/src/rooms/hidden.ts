/**
 * Answers to a request whose input is still hidden (issue 24.2, 24.5) must not tell that input:
 * - entered dice: why they do not fit (too few, left over, out of range, past a limit or the deadline)
 *   would tell it, one refusal at a time. Every such refusal is one answer, `dice_do_not_fit`, the same
 *   whatever the hidden input and the dice; each is counted for the member and shown to the GM
 *   (`failedAttempts` in the room);
 * - any answer: its rate-limit charge (and so its `RateLimit-*` headers) would tell the hidden input's
 *   cost, so it is charged {@link HIDDEN_ANSWER_COST}, the same for every hidden input.
 */
import { ENGINE_BUDGET } from '@verdict/core';
import type { JobCost } from '../compute/cost.js';
import { mapError, problemOf } from '../http/errors.js';
import type { RoomsContext } from './context.js';
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
 * What an answer to a hidden request is charged to the rate limit: the worst case of any test, the engine's
 * budget (a larger input is refused when the GM asks), since all the roller sees of the input is its test.
 */
export const HIDDEN_ANSWER_COST: JobCost = { work: ENGINE_BUDGET.maxWork };

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

/**
 * Rethrows `error`, unless its reason depends on the hidden input: then counts the attempt and throws the
 * one refusal for every such case.
 *
 * @example
 * try { await roll(); } catch (error) { await refuseHiddenAnswer(ctx, room, me, 4, error); }
 */
export async function refuseHiddenAnswer(
  ctx: RoomsContext,
  room: Room,
  me: Member,
  request: number,
  error: unknown,
): Promise<never> {
  const { problem } = mapError(error);
  if (!DICE_CODES.has(String(problem.code))) throw error;
  await ctx.store.failedAttempt(room.id, request, me.id);
  throw problemOf(
    'dice_do_not_fit',
    `These dice do not fit request ${request}. Its input is hidden, so the server does not say why; the GM sees the attempt. Check the dice with the GM, or let the server roll them.`,
    [{ path: '/dice', message: `these dice do not fit request ${request}` }],
  );
}
