/**
 * Room rolls without holding a transaction open on a worker (issue 17). A roll's resolution is a pure
 * function of its job (test, input, and the room's server seed, client seed and nonce, or entered dice), so:
 *
 * 1. A write attempt opens the room's transaction and checks everything as before (closed, full, roles, the
 *    request it answers, the next nonce). The roll's job runs in the worker pool, never on the event loop
 *    (see `compute/executor.ts`; only without a pool is it resolved right there). A roll quick by its estimate
 *    is awaited inside the transaction for at most {@link IN_TRANSACTION_MS}, then appended, as it always
 *    was. A heavy one, or a quick one still running then (its estimate was fooled, or the machine is busy),
 *    makes the attempt throw {@link PendingWork} naming its job (and the computation already under way): the
 *    transaction commits the draw's reservation alone (step 3), having written nothing else.
 * 2. The job runs (or goes on running) in the worker pool, under the request's deadline, with no transaction open.
 * 3. The write is attempted again; if its job is still exactly the computed one (same seed, nonce, input),
 *    the computed resolution is appended; if only the log's head moved on, the drawn roll is decided again on
 *    it. A draw computed outside the transaction is reserved in the database by the attempt that found it
 *    (`draw-reservations.ts`), so no server ends the epoch, nor takes its nonce, before it is appended: it is
 *    never drawn again. Only a reservation that expired (its server stalled far past the deadline) can leave
 *    a changed draw, computed again at most {@link MAX_COMPUTES} times.
 *
 * Rolls of one room on this server run one at a time, so they never invalidate each other's work. They wait in a fair queue (`compute/one-at-a-time.ts`) with one
 * lane per member, the member whose oldest waiting roll came first: a member sending heavy rolls delays another
 * member's roll by at most the one roll of theirs being computed. Past the deadline, counted from the
 * request's arrival (queue time included), nothing is appended if the roll's job had not started; a
 * generated roll whose job had started (its dice being drawn) is appended with no result (`lapsedRoll`).
 */
import { lapsedRoll } from '@verdict/room';
import { ClientAbortError } from '../compute/compute.js';
import type { JobCost } from '../compute/cost.js';
import type { DecidedRoll } from '../compute/decide-roll.js';
import type { JobExecutor } from '../compute/executor.js';
import type { ComputeJob } from '../compute/jobs.js';
import { oneAtATime } from '../compute/one-at-a-time.js';
import { mapError, problemOf } from '../http/errors.js';
import { DRAW_GRACE_MS, type DrawHold, drawHold, waitingForDraws } from './draw-reservations.js';
import { writeHidden } from './hidden-write.js';
import type { RoomStore, RoomWriter } from './store/types.js';

/**
 * Whether a command ends an epoch (a rotation or a close): it changes the server seed and nonces a roll draws
 * from, so it waits for the room's reserved draws on every server (`writeEpochEnd` of `draw-reservations.ts`).
 */
export const endsEpoch = (kind: string) => kind === 'rotate' || kind === 'close';

/** How many times one roll may be computed before it gives up (503 `server_busy`): only after its reservation expired. */
export const MAX_COMPUTES = 3;

/**
 * How long a write attempt waits for a quick roll's job with the room's transaction open: long enough for a
 * worker's round trip on a busy machine, short enough that a fooled estimate holds the room (and, on SQLite,
 * every write) that long at most. Past it the job goes on in its worker, and is awaited outside the transaction.
 */
export const IN_TRANSACTION_MS = 100;

/** A heavy job found inside a write attempt: computed outside the transaction, then the write is retried. */
export class PendingWork {
  constructor(
    readonly job: ComputeJob,
    readonly cost: JobCost,
    readonly key: string,
    /** The computation already under way (a quick job that outlasted {@link IN_TRANSACTION_MS}). */
    readonly running?: Promise<unknown>,
    /** Whether its draw was reserved in the attempt (which then commits: `writeAttempt`). */
    readonly reserved = false,
  ) {}
}

/** Runs jobs inside one write attempt. */
export interface TxWork {
  /**
   * The job's result: the one computed before this attempt when the job is the same, or computed now when
   * it is quick (see the module). Throws {@link PendingWork} otherwise (the caller must not have written anything).
   */
  run<T>(job: ComputeJob): Promise<T>;
  /** The job's estimate, from its input alone (for admission before the draw: `admitEntry` of `@verdict/room`). */
  estimate(job: ComputeJob): JobCost;
}

/** What a write with work needs. */
export interface RoomWorkOptions {
  readonly store: RoomStore;
  readonly work: JobExecutor;
  /**
   * Aborted when the client went away: before the roll's job starts, nothing is computed nor appended; once
   * it has started (its dice are being drawn) it runs to its end and is appended all the same (issue 24.3).
   */
  readonly signal?: AbortSignal;
  /** Called once with the job's estimate (the API charges the client's rate limit by it). */
  readonly charge?: (cost: JobCost) => void;
  /**
   * Told, each time the roll's job leaves a worker, how long it held it (the API charges the client's rate limit
   * by it too: `write-charge.ts`). Not told for an answer to a hidden request (its time would tell the input).
   */
  readonly onWorkerTime?: (ms: number) => void;
  /** The rolling member: their lane in the room's queue (default: one shared lane). */
  readonly member?: string;
  /** When the request arrived, on the executor's clock (default: now): the deadline counts from then. */
  readonly arrivedAt?: number;
  /** The client's key (its address): its lane in the worker pool's queue. */
  readonly client?: string;
  /**
   * An answer to a request whose input is still hidden (`hidden-write.ts`): its path does not depend on its
   * estimate (which depends on the hidden input): never on the event loop nor awaited in the transaction,
   * computed at once outside the room's queue, and committed no sooner than `floorMs` after its arrival; a
   * failure after its draw is logged as `failed` whatever it was.
   */
  readonly hidden?: { readonly floorMs: number };
}

/**
 * Writes to a room with `attempt`, computing its heavy jobs between attempts (see the module). Resolves
 * with the attempt's result, or undefined when the room does not exist.
 *
 * @example
 * const answer = await writeWithWork(roomId, { store, work }, (tx, jobs) => rollInRoom(ctx, tx, me, body, jobs));
 */
export function writeWithWork<T>(
  roomId: string,
  options: RoomWorkOptions,
  attempt: (tx: RoomWriter, work: TxWork) => Promise<T>,
): Promise<T | undefined> {
  const arrivedAt = options.arrivedAt ?? options.work.now();
  if (options.hidden) return writeHidden(roomId, { ...options, arrivedAt }, options.hidden.floorMs, attempt);
  const hold = drawHold(options.store, roomId, () => options.work.left(arrivedAt) + DRAW_GRACE_MS);
  let computed: { key: string; draw: string; value: unknown } | undefined;
  let charged = false;
  const compute = (job: ComputeJob, cost: JobCost) => {
    const left = options.work.left(arrivedAt);
    if (left <= 0) return Promise.reject(busy(false, options.work.deadlineMs));
    return options.work
      .value(job, {
        cost,
        timeoutMs: left,
        // No signal: once a roll's dice are drawn it is appended whatever the client does (issue 24.3), so
        // a client that leaves (perhaps because the roll takes long, which can depend on its dice) stops nothing.
        ...(options.client === undefined ? {} : { client: options.client }),
        ...(options.onWorkerTime === undefined ? {} : { onWorkerTime: options.onWorkerTime }),
      })
      .catch((error: unknown) => lapsed(job, error, false));
  };
  const txWork = (tx: RoomWriter): TxWork => ({
    async run<R>(job: ComputeJob): Promise<R> {
      // The job is built by the same code each attempt, from the same body and stored entries: its JSON
      // text is the same exactly when every field is (a changed nonce, seed or input changes it).
      const key = jobKey(job);
      if (computed?.key === key) return computed.value as R;
      // Drawn already, and the draw's inputs are the same (only the log's head moved on: another entry was
      // appended meanwhile): the drawn roll is decided again on the new head, never drawn again nor dropped
      // (issue 34, N7). A roll as drawn is decided in the transaction, as a lapsed roll is (roll.ts).
      const drawn = computed?.draw === drawKey(job) ? drawnRoll(computed.value) : undefined;
      if (drawn) return drawn as R;
      const cost = options.work.estimate(job);
      if (!charged) {
        charged = true;
        options.charge?.(cost);
      }
      const outside = !options.work.onLoop(job) && !options.work.quick(cost);
      // Waits (drawing nothing) while another live draw holds its nonce, or, for a draw to begin outside the
      // transaction, while an epoch's end waits (draw-reservations.ts).
      await hold.check(tx, job, outside);
      if (options.work.onLoop(job)) return options.work.runOnLoop(job) as R;
      // Drawn outside the transaction: reserved first, so no epoch ends before it is appended.
      if (outside) throw new PendingWork(job, cost, key, undefined, await hold.reserve(tx, job));
      const running = compute(job, cost);
      const waited = await Promise.race([running, pause(IN_TRANSACTION_MS, PENDING)]);
      if (waited !== PENDING) return waited as R;
      running.catch(() => {}); // awaited after the rollback: not an unhandled rejection meanwhile
      // Its draw has begun: reserved whatever waits, so no epoch ends before it is appended.
      throw new PendingWork(job, cost, key, running, await hold.reserve(tx, job));
    },
    estimate: (job) => options.work.estimate(job),
  });
  const attempts = () =>
    oneAtATime(roomId, options.member ?? '', async () => {
      for (let computes = 0; ; computes++) {
        try {
          return await writeAttempt(options.store, roomId, hold, (tx) => attempt(tx, txWork(tx)));
        } catch (error) {
          if (!(error instanceof PendingWork)) throw error;
          if (error.running) {
            computed = { key: error.key, draw: drawKey(error.job), value: await error.running };
            continue;
          }
          if (computes >= MAX_COMPUTES || options.work.left(arrivedAt) <= 0)
            throw busy(computes >= MAX_COMPUTES, options.work.deadlineMs);
          // Once drawn, appended whatever the client does: its leaving does not stop the job (issue 24.3).
          if (computes === 0 && options.signal?.aborted) throw new ClientAbortError('the client went away');
          computed = {
            key: error.key,
            draw: drawKey(error.job),
            value: await compute(error.job, error.cost),
          };
        }
      }
    });
  const outOfTime = () => busy(false, options.work.deadlineMs);
  return waitingForDraws(attempts, { left: () => options.work.left(arrivedAt), outOfTime }).catch(
    async (error: unknown) => {
      await hold.releaseAlone();
      throw error;
    },
  );
}

/**
 * One write attempt of a roll holding `hold`: when it throws {@link PendingWork} with its draw just reserved,
 * the transaction commits (the reservation alone: an attempt writes nothing before its job runs) and the
 * PendingWork is rethrown; when it resolves, the held reservation is deleted with what it appended.
 */
export async function writeAttempt<T>(
  store: RoomStore,
  roomId: string,
  hold: DrawHold,
  attempt: (tx: RoomWriter) => Promise<T>,
): Promise<T | undefined> {
  const result = await store.write(roomId, async (tx) => {
    try {
      const value = await attempt(tx);
      await hold.releaseIn(tx);
      return { value };
    } catch (error) {
      if (error instanceof PendingWork && error.reserved) return { pending: error };
      throw error;
    }
  });
  if (result === undefined) return undefined;
  if ('pending' in result) throw result.pending;
  return result.value;
}

/**
 * A generated room roll whose computation started (its dice began to be drawn) but gave no result: the
 * no-result roll of `@verdict/room` (`lapsedRoll`), appended with its nonce like any roll, so the log shows it
 * and whether a drawn roll is logged never depends on how its dice went (issue 24.3). Its reason is
 * `deadline` when the deadline passed, `failed` for any other failure of the computation (its worker's
 * memory or stack, a limit met while rolling, an answer past the size limit). An answer to a hidden request
 * (`hidden`) is always `failed`: which failure it met could depend on the hidden input. A job that never
 * started (`server_busy`: no worker in time, or the server shutting down), the client leaving before it
 * started, and entered dice (no nonce spent) are rethrown.
 */
export function lapsed(job: ComputeJob, error: unknown, hidden: boolean): unknown {
  const roll = job.kind === 'room-roll' && 'nonce' in job.from;
  // A round drawn from the room's seed material spends its nonce too: a round.lapsed (rounds.ts).
  const round = job.kind === 'room-round' && 'seed' in job.next;
  if (!(roll || round) || error instanceof ClientAbortError) throw error;
  const { code } = mapError(error).problem;
  if (code === 'server_busy') throw error;
  const reason = code === 'deadline_exceeded' && !hidden ? 'deadline' : 'failed';
  if (job.kind === 'room-round') return { lapsed: reason } satisfies LapsedRound;
  return lapsedRoll(job.input, reason);
}

/** What a round's job answers when its draw began but it got no result (see {@link lapsed}). */
export interface LapsedRound {
  readonly lapsed: 'deadline' | 'failed';
}

/**
 * A job's key: its JSON, with a room roll's state (Maps and Sets) as lists, but not the time and salt its entry
 * is decided with (fresh each attempt): a roll computed outside the transaction is appended with those of the
 * attempt that computed it, unless the room's head, a nonce, a seed or the input changed meanwhile.
 */
export function jobKey(job: ComputeJob): string {
  const decide = job.kind === 'room-roll' ? job.decide : undefined;
  const keyed = decide ? { ...job, decide: { ...decide, at: undefined, salt: undefined } } : job;
  return JSON.stringify(keyed, (_, value: unknown) =>
    value instanceof Map || value instanceof Set ? [...value] : value,
  );
}

/** The key of a job's draw alone: its test, input and dice material, without the state it is decided on. */
function drawKey(job: ComputeJob): string {
  return job.kind === 'room-roll' ? jobKey({ ...job, decide: undefined }) : jobKey(job);
}

/** The roll a decided room roll drew (`DecidedRoll.roll`), with its steps when asked for; else undefined. */
function drawnRoll(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('roll' in value) || !('decided' in value))
    return undefined;
  const { roll, steps } = value as DecidedRoll;
  return steps ? { ...roll, steps } : roll;
}

const PENDING = Symbol('pending');
const pause = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

export function busy(raced: boolean, deadlineMs: number) {
  const why = raced
    ? `the room's log moved on ${MAX_COMPUTES} times while this roll was computed`
    : `the rolls ahead of this one in the room took the whole deadline of ${deadlineMs} ms`;
  return problemOf(
    'server_busy',
    `The server is busy: ${why}. Nothing was rolled; retry in a moment.`,
    undefined,
    {
      'retry-after': '1',
    },
  );
}
