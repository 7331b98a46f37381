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

  // Issue 33, F3: the lane "served longest ago" first let a pool of addresses starve a client, since every new
  // address had never been served. Lanes go by their oldest waiting task's arrival instead.
  it('never puts a pool of new addresses ahead of a client that has waited longer', () => {
    const queue = new FairQueue<Job>();
    queue.push(job('victim', 'v0'));
    const v0 = queue.shift()!;
    queue.done(v0); // the victim has been served once, and nothing of theirs runs
    queue.push(job('pool-1', 'p1', 1e6));
    queue.push(job('victim', 'v1'));
    for (let i = 2; i <= 10; i++) queue.push(job(`pool-${i}`, `p${i}`, 1e6));
    expect(queue.shift()?.name).toBe('p1');
    expect(queue.shift()?.name).toBe('v1');
  });

  it('gives a client a second worker only when every waiting client has one', () => {
    const queue = new FairQueue<Job>();
    queue.push(job('a', 'a1'));
    queue.push(job('a', 'a2'));
    queue.push(job('b', 'b1'));
    const a1 = queue.shift()!;
    expect(a1.name).toBe('a1');
    expect(queue.running('a')).toBe(1);
    expect(queue.shift()?.name).toBe('b1'); // a2 came first, but a has one running
    expect(queue.shift()?.name).toBe('a2'); // everyone waiting has one running: the queue does not idle
    expect(queue.running('a')).toBe(2);
    queue.done(a1);
    expect(queue.running('a')).toBe(1);
  });

  it('goes by arrival again once a client has nothing running', () => {
    const queue = new FairQueue<Job>();
    queue.push(job('a', 'a1'));
    const a1 = queue.shift()!;
    queue.push(job('a', 'a2'));
    queue.push(job('b', 'b1'));
    queue.done(a1);
    expect(drainNames(queue)).toEqual(['a2', 'b1']);
  });
});
