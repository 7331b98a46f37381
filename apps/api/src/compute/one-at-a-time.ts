/**
 * Tasks that run one at a time per key on this server (each room's rolls: see `rooms/roll-work.ts`), the
 * waiting ones in a {@link FairQueue} with one lane per client (a member): the oldest waiting task of a client with
 * none running goes next, so a client sending many tasks delays another's by at most the one of theirs running.
 */
import { FairQueue } from './fair-queue.js';

interface Waiting {
  readonly client: string;
  readonly work: number;
  readonly run: () => Promise<void>;
}

/** Each key with a task running now, and its tasks waiting in clients' lanes. */
const keys = new Map<string, FairQueue<Waiting>>();

/**
 * Runs `task` once no other task of `key` runs on this server, after the tasks waiting in the lanes of
 * clients served longer ago than `client`.
 *
 * @example
 * const answer = await oneAtATime(roomId, memberId, () => store.write(roomId, attempt));
 */
export function oneAtATime<T>(key: string, client: string, task: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const run = () => task().then(resolve, reject);
    const running = keys.get(key);
    if (running) {
      running.push({ client, work: 0, run });
      return;
    }
    const waiting = new FairQueue<Waiting>();
    keys.set(key, waiting);
    // The first task takes its client's turn too, so the next one of theirs waits behind other clients.
    waiting.push({ client, work: 0, run });
    void (async () => {
      // A task counts as running until the next is chosen, so a client who just had a turn waits behind the
      // others waiting (one at a time, a task ends before the next starts: none would ever be running).
      for (let task = waiting.shift(); task; ) {
        await task.run();
        const next = waiting.shift();
        waiting.done(task);
        task = next;
      }
      keys.delete(key);
    })();
  });
}
