import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

interface Job {
  readonly client: string;
  readonly work: number;
  readonly name: string;
}
const job = (client: string, name: string, work = 1): Job => ({ client, work, name });
const drainNames = (queue: FairQueue<Job>) => {
  const names: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) names.push(next.name);
  return names;
};

describe('FairQueue', () => {
  it("serves another client's job before a client's second one, whatever was sent first", () => {
    const queue = new FairQueue<Job>();
    for (const name of ['a1', 'a2', 'a3']) queue.push(job('a', name, 1000));
    queue.push(job('b', 'b1'));
    expect(drainNames(queue)).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('remembers who was served even once their lane emptied: a newcomer goes before them', () => {
    const queue = new FairQueue<Job>();
    queue.push(job('a', 'a1'));
    expect(queue.shift()?.name).toBe('a1'); // a's job is running now; its lane is empty
    queue.push(job('a', 'a2'));
    queue.push(job('b', 'b1'));
    expect(drainNames(queue)).toEqual(['b1', 'a2']);
  });

  it("keeps a client's lighter jobs first, and equal ones in arrival order", () => {
    const queue = new FairQueue<Job>();
    queue.push(job('a', 'heavy', 100));
    queue.push(job('a', 'light', 1));
    queue.push(job('a', 'light too', 1));
    queue.push(job('a', 'unknown', Number.POSITIVE_INFINITY));
    expect(drainNames(queue)).toEqual(['light', 'light too', 'heavy', 'unknown']);
  });

  it('counts, removes and drains waiting jobs', () => {
    const queue = new FairQueue<Job>();
    const gone = job('a', 'gone');
    queue.push(gone);
    queue.push(job('a', 'kept'));
    queue.push(job('b', 'b1'));
    expect(queue.size).toBe(3);
    expect(queue.waiting('a')).toBe(2);
    expect(queue.remove(gone)).toBe(true);
    expect(queue.remove(gone)).toBe(false);
    expect(queue.size).toBe(2);
    expect(
      queue
        .drain()
        .map((j) => j.name)
        .sort(),
    ).toEqual(['b1', 'kept']);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });
});
