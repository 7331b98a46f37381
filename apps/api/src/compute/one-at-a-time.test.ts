// One task at a time per key, the waiting ones by client lanes (the one whose oldest task came first, among
// clients with none running), and keys independent of each other.
import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.js';

/** A task that records its start and ends when `release` is called. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

describe('oneAtATime', () => {
  it("runs a key's tasks one at a time, another client's waiting task before a busy client's next", async () => {
    const started: string[] = [];
    const first = gate();
    const task = (name: string, wait?: Promise<void>) => async () => {
      started.push(name);
      await wait;
      return name;
    };
    const results = [
      oneAtATime('room-1', 'a', task('a1', first.done)),
      oneAtATime('room-1', 'a', task('a2')),
      oneAtATime('room-1', 'b', task('b1')),
      oneAtATime('room-2', 'a', task('other room')),
    ];
    await expect.poll(() => started).toEqual(['a1', 'other room']);
    first.release();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1', 'other room']);
    expect(started).toEqual(['a1', 'other room', 'b1', 'a2']);
  });

  it("passes a task's failure to its caller only, and goes on with the next", async () => {
    const failing = oneAtATime('room-3', 'a', async () => {
      throw new Error('no');
    });
    const next = oneAtATime('room-3', 'b', async () => 'ran');
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe('ran');
  });
});
