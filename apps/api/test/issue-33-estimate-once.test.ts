// Issue 33, item 1 (F1): the cost estimate runs on the event loop before anything is queued, and the API ran it twice
// for `POST /v1/odds` (`notationRefusal`, then `notationCost`) and two or three times for Discord's `/odds` and
// `/roll` (`isLight`, `notationRefusal`, then the job's own estimate). Each request now estimates its notation once,
// counted by `@verdict/dice`'s estimate meter (runs of the estimator in this thread, never timed). The Discord handler
// runs in process with the API's own executor and a real worker pool (`dist/worker.js`): a worker loads its own copy
// of the engine, so the job's own estimate there is not counted, and the follow-ups run to the end.
import { fileURLToPath } from 'node:url';
import { createEstimateMeter, meteredEstimate, secureSource } from '@verdict/dice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobEstimator } from '../src/compute/cost.js';
import { createJobExecutor, type JobExecutor } from '../src/compute/executor.js';
import { estimateTestWork } from '../src/compute/test-work.js';
import { createInteractionHandler } from '../src/discord/handler.js';
import type { Interaction } from '../src/discord/interaction.js';
import { createWorkerPool, type WorkerPool } from '../src/node/worker-pool.js';
import { createAppRegistry } from '../src/registry.js';

const registry = createAppRegistry();
const estimate = createJobEstimator(registry, estimateTestWork);
let pool: WorkerPool;
let work: JobExecutor;

beforeAll(async () => {
  pool = createWorkerPool({
    size: 1,
    file: new URL('../dist/worker.js', import.meta.url),
    setup: { systems: [], cwd: fileURLToPath(new URL('..', import.meta.url)), maxResponseBytes: 10_000_000 },
  });
  await pool.ready;
  // A wide deadline: the machine may be busy.
  work = createJobExecutor({
    registry,
    estimate,
    compute: pool.run,
    deadlineMs: 60_000,
    maxResponseBytes: 10_000_000,
  });
}, 120_000);

afterAll(async () => {
  await pool?.close();
});

/** Runs `work` (and what it left to run later) and counts the estimates it made. */
async function estimatesOf(work: (later: (task: () => Promise<void>) => void) => unknown): Promise<number> {
  const meter = createEstimateMeter();
  const tasks: (() => Promise<void>)[] = [];
  await meteredEstimate(meter, async () => {
    try {
      await work((task) => tasks.push(task));
    } catch {
      // A refusal is an answer too: what matters is how many estimates it took.
    }
    for (const task of tasks) await task();
  });
  return meter.runs;
}

describe('POST /v1/odds estimates its notation once', () => {
  it.each(['3d6', '8d6!kh3', '1d2*30000000', '10000d1000000!>1kh1'])('%s', async (notation) => {
    expect(await estimatesOf(() => estimate({ kind: 'notation-odds', notation }))).toBe(1);
  });
});

describe("Discord's /odds and /roll estimate their notation once", () => {
  const sent: string[] = [];
  const errors: string[] = [];
  let handle: ReturnType<typeof createInteractionHandler>;
  beforeAll(() => {
    handle = createInteractionHandler(
      {
        publicKey: '0'.repeat(64),
        applicationId: '112233445566778899',
        heavyPerUserPerMinute: 0,
        // Follow-ups are recorded here rather than sent to Discord.
        fetch: async (_, init) => {
          sent.push(String(init?.body));
          return new Response(null, { status: 204 });
        },
      },
      {
        registry,
        random: secureSource(),
        log: (record) => errors.push(JSON.stringify(record)),
        now: () => performance.now(),
        date: () => new Date(),
        work,
      },
    );
  });
  let id = 0;
  const command = (name: string, notation: string): Interaction => ({
    type: 2,
    id: String(++id),
    token: `token-${id}`,
    application_id: '112233445566778899',
    member: { user: { id: '42', username: 'player42' } },
    data: { name, options: [{ name: 'notation', type: 3, value: notation }] },
  });

  it.each([
    ['odds', '3d6', /Exact odds|3d6/],
    ['odds', '100d10', /100d10/],
    ['odds', '1d2*30000000', /maxDistributionEntries/],
    ['odds', '100d1000000!>1kh1', /more than the 10,001 whose odds can be listed/],
    ['roll', '3d6', /3d6/],
    ['roll', '100d10', /100d10/],
    ['roll', '1d2*30000000', /maxDistributionEntries/],
  ])('/%s %s', async (name, notation, said) => {
    const before = sent.length;
    let answer: unknown;
    const runs = await estimatesOf(async (later) => {
      answer = await handle(command(name, notation), later);
    });
    expect(runs).toBe(1);
    // Answered as before: at once, or by a follow-up.
    expect(JSON.stringify(answer) + sent.slice(before).join('')).toMatch(said);
    expect(errors).toEqual([]);
  });
});
