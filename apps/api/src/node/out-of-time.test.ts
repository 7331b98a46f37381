// Issue 33, L2: a cheap job that waited behind heavy ones, then ran out of its deadline on a worker, was told
// 422 deadline_exceeded ("ask for less"); it is the server that was busy.
import { describe, expect, it } from 'vitest';
import { outOfTime } from './worker-pool.js';

describe('a job stopped at its deadline', () => {
  it('is 503 server_busy, with Retry-After, when it waited for a worker longer than it ran', () => {
    const problem = outOfTime({ queuedAt: 0, startedAt: 1_900, named: 2_000 }, 2_000);
    expect(problem.problem).toMatchObject({ status: 503, code: 'server_busy' });
    expect(problem.headers).toMatchObject({ 'retry-after': '1' });
    expect(problem.message).toContain('waited 1900 ms for a worker');
  });

  it('is 422 deadline_exceeded ("ask for less") when it had most of its time on a worker', () => {
    const problem = outOfTime({ queuedAt: 0, startedAt: 300, named: 2_000 }, 2_000);
    expect(problem.problem).toMatchObject({ status: 422, code: 'deadline_exceeded' });
    expect(problem.message).toContain('ask for less');
  });
});
