/**
 * A fair queue: one lane of waiting tasks per client (an address, a room member). The next task comes from
 * the lane whose client was served longest ago (a client never served, or forgotten, first; ties in the
 * order the lanes appeared), so one client's pile of heavy jobs delays another client's job by at most the
 * one it has running, however many it sent. Within a lane, lighter estimated work goes first (equal work
 * keeps arrival order). Both the worker pool and each room's roll queue (`one-at-a-time.ts`) use it.
 */

/** Clients whose last turn is remembered at most; one forgotten counts as served longest ago. */
const REMEMBERED = 4096;

/** What the queue needs of a task: whose it is, and its estimated work (Infinity when unknown). */
export interface FairTask {
  readonly client: string;
  readonly work: number;
}

/**
 * @example
 * const queue = new FairQueue<{ client: string; work: number }>();
 * queue.push({ client: 'a', work: 9 }); queue.push({ client: 'a', work: 9 }); queue.push({ client: 'b', work: 1 });
 * queue.shift(); // a's first; then b's (a was just served), then a's second
 */
export class FairQueue<T extends FairTask> {
  /** Lanes of waiting tasks, in the order they appeared. */
  readonly #lanes = new Map<string, T[]>();
  /** When each client was last served (a counter), oldest first: a Map keeps insertion order. */
  readonly #served = new Map<string, number>();
  #turn = 0;
  #size = 0;

  /** Tasks waiting, in every lane. */
  get size(): number {
    return this.#size;
  }

  /** Tasks of `client` waiting. */
  waiting(client: string): number {
    return this.#lanes.get(client)?.length ?? 0;
  }

  /** Queues a task in its client's lane (lightest first within it). */
  push(task: T): void {
    const lane = this.#lanes.get(task.client);
    if (lane === undefined) {
      this.#lanes.set(task.client, [task]);
    } else {
      const at = lane.findIndex((waiting) => waiting.work > task.work);
      lane.splice(at < 0 ? lane.length : at, 0, task);
    }
    this.#size++;
  }

  /** Takes the next task: the head of the lane of the client served longest ago. */
  shift(): T | undefined {
    let next: { client: string; lane: T[]; served: number } | undefined;
    for (const [client, lane] of this.#lanes) {
      const served = this.#served.get(client) ?? -1;
      if (next === undefined || served < next.served) next = { client, lane, served };
    }
    if (next === undefined) return undefined;
    const task = next.lane.shift()!;
    if (next.lane.length === 0) this.#lanes.delete(next.client);
    this.#size--;
    this.#served.delete(next.client);
    this.#served.set(next.client, this.#turn++);
    if (this.#served.size > REMEMBERED) this.#served.delete(this.#served.keys().next().value!);
    return task;
  }

  /** Takes a task out wherever it waits (its client gave up); false when it was not waiting. */
  remove(task: T): boolean {
    const lane = this.#lanes.get(task.client);
    const at = lane?.indexOf(task) ?? -1;
    if (lane === undefined || at < 0) return false;
    lane.splice(at, 1);
    if (lane.length === 0) this.#lanes.delete(task.client);
    this.#size--;
    return true;
  }

  /** Takes every waiting task out, in no particular order. */
  drain(): T[] {
    const all = [...this.#lanes.values()].flat();
    this.#lanes.clear();
    this.#size = 0;
    return all;
  }
}
