/**
 * A fair queue: one lane of waiting tasks per client (an address, a room member). The next task comes from the
 * lane whose oldest waiting task arrived first, among the clients with no task running; only when every waiting
 * client has one running does a client get a second (the queue never idles a worker). So a client holds at most
 * one worker while others wait, however many tasks or addresses it sends from: a pool of addresses gets no lane
 * that is "older" than a victim's by being new (issue 33, F3), since a lane's age is its oldest task's arrival.
 * Within a lane, lighter estimated work goes first (equal work keeps arrival order). Both the worker pool and
 * each room's roll queue (`one-at-a-time.ts`) use it; each calls {@link FairQueue.done} when a task it took ends.
 */

/** What the queue needs of a task: whose it is, and its estimated work (Infinity when unknown). */
export interface FairTask {
  readonly client: string;
  readonly work: number;
}

interface Waiting<T> {
  readonly task: T;
  /** Its place in the order of arrival, over the whole queue. */
  readonly arrival: number;
}

/**
 * @example
 * const queue = new FairQueue<{ client: string; work: number }>();
 * queue.push({ client: 'a', work: 9 }); queue.push({ client: 'a', work: 9 }); queue.push({ client: 'b', work: 1 });
 * const first = queue.shift(); // a's first (it came first); a now has a task running
 * queue.shift(); // b's, though a's second came before it: a has one running
 * queue.done(first!);
 */
export class FairQueue<T extends FairTask> {
  /** Lanes of waiting tasks, lightest first. */
  readonly #lanes = new Map<string, Waiting<T>[]>();
  /** Tasks taken and not yet done, by client. */
  readonly #running = new Map<string, number>();
  #arrivals = 0;
  #size = 0;

  /** Tasks waiting, in every lane. */
  get size(): number {
    return this.#size;
  }

  /** Tasks of `client` waiting. */
  waiting(client: string): number {
    return this.#lanes.get(client)?.length ?? 0;
  }

  /** Tasks of `client` taken and not yet done. */
  running(client: string): number {
    return this.#running.get(client) ?? 0;
  }

  /** Queues a task in its client's lane (lightest first within it). */
  push(task: T): void {
    const waiting = { task, arrival: this.#arrivals++ };
    const lane = this.#lanes.get(task.client);
    if (lane === undefined) {
      this.#lanes.set(task.client, [waiting]);
    } else {
      const at = lane.findIndex((other) => other.task.work > task.work);
      lane.splice(at < 0 ? lane.length : at, 0, waiting);
    }
    this.#size++;
  }

  /**
   * Takes the next task: the head of the lane whose oldest task arrived first, among clients with nothing
   * running if there are any. The task counts as running until {@link done}.
   */
  shift(): T | undefined {
    let next: { client: string; lane: Waiting<T>[]; oldest: number; idle: boolean } | undefined;
    for (const [client, lane] of this.#lanes) {
      const idle = this.running(client) === 0;
      // A lane holds at most a few dozen tasks (the pool caps each client's), so its oldest is found by a scan.
      let oldest = Number.POSITIVE_INFINITY;
      for (const waiting of lane) oldest = Math.min(oldest, waiting.arrival);
      if (next === undefined || (idle && !next.idle) || (idle === next.idle && oldest < next.oldest)) {
        next = { client, lane, oldest, idle };
      }
    }
    if (next === undefined) return undefined;
    const { task } = next.lane.shift()!;
    if (next.lane.length === 0) this.#lanes.delete(next.client);
    this.#size--;
    this.#running.set(next.client, this.running(next.client) + 1);
    return task;
  }

  /** Says that a task taken by {@link shift} has ended (answered, failed or cancelled). */
  done(task: T): void {
    const running = this.running(task.client) - 1;
    if (running > 0) this.#running.set(task.client, running);
    else this.#running.delete(task.client);
  }

  /** Takes a task out wherever it waits (its client gave up); false when it was not waiting. */
  remove(task: T): boolean {
    const lane = this.#lanes.get(task.client);
    const at = lane?.findIndex((waiting) => waiting.task === task) ?? -1;
    if (lane === undefined || at < 0) return false;
    lane.splice(at, 1);
    if (lane.length === 0) this.#lanes.delete(task.client);
    this.#size--;
    return true;
  }

  /** Takes every waiting task out, in no particular order. */
  drain(): T[] {
    const all = [...this.#lanes.values()].flat().map((waiting) => waiting.task);
    this.#lanes.clear();
    this.#size = 0;
    return all;
  }
}
