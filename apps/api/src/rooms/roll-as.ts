/**
 * A roll through the one door (issue 36): what `POST /v1/rooms/{id}/rolls` and Discord's linked tables both
 * call. The role and visibility are checked, the write admitted against the writer's storage quota, the roll
 * resolved through `writeWithWork` (a heavy one in the worker pool, its draw reserved, no transaction open),
 * an `Idempotency-Key` replayed or remembered in the roll's own transaction, the bytes written charged; an
 * answer to a request whose input is still hidden is computed on its own path (`hidden-write.ts`), charged a
 * fixed cost, its failures that depend on the hidden input masked, and held to the answer floor.
 */
import type { Fingerprint, RollBody } from '@verdict/room';
import type { JobExecutor } from '../compute/executor.js';
import type { RoomsContext } from './context.js';
import { admitWrite, checkRole } from './door-checks.js';
import {
  HIDDEN_ANSWER_COST,
  hiddenAnswerWork,
  hiddenRequestAnswered,
  holdToFloor,
  refuseHiddenAnswer,
} from './hidden.js';
import { replay } from './idempotent.js';
import { type RollAnswer, rollInRoom } from './roll.js';
import { writeWithWork } from './roll-work.js';
import type { Member } from './store/types.js';
import type { WriteCharge } from './write-charge.js';

/** How a front end rolls: who writes, and what its transport adds. */
export interface RollVia {
  /** Who writes: the storage quota's key (an address, or `discord:<user>`), and the worker pool's lane by default. */
  readonly client: string;
  /** The worker pool's lane, when not `client` (HTTP: the address as the rate limiter counts it). */
  readonly lane?: string;
  /** Keep the engine's reasoning in the answer (Discord shows it; never in the log). */
  readonly steps?: boolean;
  /** Aborted when the client went away: before the draw begins nothing is rolled; after, it is logged all the same. */
  readonly signal?: AbortSignal;
  /** When the request arrived, on the executor's clock: its deadline, and a hidden answer's floor, count from then. */
  readonly arrivedAt?: number;
  /** The rate limit's charges of this write (HTTP's `writeCharge`), given the fixed cost of a hidden answer. */
  readonly charge?: (fixed?: typeof HIDDEN_ANSWER_COST) => WriteCharge;
  /** An `Idempotency-Key` and the request's fingerprint: replayed, or remembered with the entry. */
  readonly idempotency?: { readonly key: string; readonly print: Fingerprint };
}

/** A roll's result: its answer, as JSON text too (what a replay answers), and whether it is a replay. */
export interface Rolled {
  readonly answer: RollAnswer;
  readonly text: string;
  readonly replayed: boolean;
  /** The floor it was held to (ms), for an answer to a hidden request. */
  readonly floorMs?: number;
}

/**
 * A roll by `me` into the room (see the module). Undefined when the room no longer exists.
 *
 * @example
 * await rollAs(ctx, work, roomId, me, { system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed: 'abc' }, { client: 'discord:42' });
 */
export async function rollAs(
  ctx: RoomsContext,
  work: JobExecutor,
  roomId: string,
  me: Member,
  body: RollBody,
  via: RollVia,
): Promise<Rolled | undefined> {
  checkRole(me.role, 'roll', body.visibility);
  await admitWrite(ctx, 'roll', via.client);
  const room = { id: roomId };
  // An answer to a hidden request: charged the same whatever its input, and why it fails for its hidden input
  // is never said (hidden.ts).
  const hidden = await hiddenRequestAnswered(ctx, room, body);
  const charge = via.charge?.(hidden === undefined ? undefined : HIDDEN_ANSWER_COST);
  const { idempotency } = via;
  let written = 0;
  const write = () =>
    writeWithWork(
      roomId,
      {
        store: ctx.store,
        // For a hidden request's answer, its computation's failures are marked (hidden.ts).
        work: hidden === undefined ? work : hiddenAnswerWork(work),
        member: me.id,
        client: via.lane ?? via.client,
        ...(via.signal === undefined ? {} : { signal: via.signal }),
        ...(via.arrivedAt === undefined ? {} : { arrivedAt: via.arrivedAt }),
        ...(charge === undefined ? {} : { charge: charge.estimate }),
        // A hidden answer's worker time would tell its hidden input: never charged.
        ...(charge === undefined || hidden !== undefined ? {} : { onWorkerTime: charge.workerTime }),
        ...(hidden === undefined ? {} : { hidden: { floorMs: ctx.answerFloorMs } }),
      },
      async (tx, jobs): Promise<Rolled> => {
        const first = idempotency && (await replay(tx, me.id, idempotency.key, idempotency.print));
        if (first)
          return { answer: JSON.parse(first.response) as RollAnswer, text: first.response, replayed: true };
        const before = tx.room.bytes;
        const answer = await rollInRoom(ctx, tx, me, body, jobs, { steps: via.steps === true });
        written = tx.room.bytes - before;
        // Its dice drawn, it is appended whatever its size (admitted by its estimate before the draw: `admitEntry`).
        const text = JSON.stringify(answer);
        if (idempotency)
          await tx.remember(me.id, idempotency.key, { ...idempotency.print, status: 201, response: text });
        return { answer, text, replayed: false };
      },
    );
  const rolled = async () => {
    const result =
      hidden === undefined
        ? await write()
        : await write().catch((error: unknown) =>
            refuseHiddenAnswer(ctx, room, me, hidden, error, { entered: body.dice !== undefined }),
          );
    if (result && !result.replayed) {
      ctx.quota.charge(via.client, written);
      charge?.written(written);
    }
    return result;
  };
  if (hidden === undefined) return rolled();
  // Answered no sooner than a fixed floor after its arrival, refused or not, so its timing does not tell the
  // hidden input (hidden.ts).
  const result = await holdToFloor(() => work.now(), via.arrivedAt ?? work.now(), ctx.answerFloorMs, rolled);
  return result && { ...result, floorMs: ctx.answerFloorMs };
}
