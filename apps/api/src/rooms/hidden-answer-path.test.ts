// An answer to a hidden request used to take one of two paths by its estimate, which the hidden input
// decides: a quick one was computed inside the room's transaction, a heavy one between two attempts. The two
// differed in what the roller could see: a client that hung up cancelled a heavy answer (nothing logged, the
// nonce unspent) but not a quick one (logged), and their busy answers were worded apart. Now every answer to
// a hidden request takes the heavy path, whatever its estimate, so both fare the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPlayer, type RoomsApp, roomsApp } from '../../test/rooms-app.js';
import { ClientAbortError, type Compute, QUICK_WORK } from '../compute/compute.js';
import { createJobEstimator } from '../compute/cost.js';
import { encodeJson } from '../compute/encode.js';
import { createJobExecutor } from '../compute/executor.js';
import { runJob } from '../compute/jobs.js';
import { estimateTestWork } from '../compute/test-work.js';
import { HIDDEN_ANSWER_COST } from './hidden.js';
import { rollInRoom } from './roll.js';
import { writeWithWork } from './roll-work.js';

let r: RoomsApp;
beforeAll(async () => {
  r = await roomsApp();
});
afterAll(async () => {
  await r.close();
});

const extended = (rating: number) => ({
  system: '2d6-pool',
  test: 'extended',
  input: { participants: [{ name: 'Pip', rating }], difficulty: 8, progressRequired: 1_000_000, maxTurns: 1 },
});
/** Two hidden inputs of one test, both within the hidden-answer budget: one quick by its estimate, one heavy. */
const hiddenInputs = { quick: extended(1), heavy: extended(98) };

/** Answers the hidden request of `request` as a client that has already hung up; what came of it. */
async function answerAfterHangUp(request: (typeof hiddenInputs)['quick']) {
  const { ctx } = r.rooms;
  const estimate = createJobEstimator(ctx.registry, estimateTestWork);
  const compute: Compute = async (job) => encodeJson(runJob(ctx.registry, job), Number.POSITIVE_INFINITY);
  const work = createJobExecutor({
    registry: ctx.registry,
    compute,
    estimate,
    deadlineMs: 600_000,
    maxResponseBytes: 1e7,
  });
  const cost = estimate({ kind: 'room-roll', ...request, from: { dice: [] } });
  const { player, seq } = await askPlayer(r, { ...request, hidden: true });
  const me = (await r.store.members(r.roomId)).find((m) => m.id === player.member.id)!;
  const before = (await r.store.room(r.roomId))!.lastSeq;
  const gone = AbortSignal.abort();
  const settled = await writeWithWork(
    r.roomId,
    { store: r.store, work, signal: gone, member: me.id, hidden: { floorMs: 50 } },
    (tx, jobs) => rollInRoom(ctx, tx, me, { request: seq, clientSeed: 'same' }, jobs),
  ).then(
    () => 'logged',
    (error: unknown) => (error instanceof ClientAbortError ? 'cancelled' : String(error)),
  );
  const after = (await r.store.room(r.roomId))!.lastSeq;
  return { cost: cost.work!, settled, appended: after - before };
}

describe('an answer to a hidden request', () => {
  it('fares the same whether its hidden input makes it quick or heavy', async () => {
    const quick = await answerAfterHangUp(hiddenInputs.quick);
    const heavy = await answerAfterHangUp(hiddenInputs.heavy);
    // The premises: the two hidden inputs fall on either side of the quick line, both within the budget.
    expect(quick.cost).toBeLessThanOrEqual(QUICK_WORK);
    expect(heavy.cost).toBeGreaterThan(QUICK_WORK);
    expect(heavy.cost).toBeLessThanOrEqual(HIDDEN_ANSWER_COST.work!);
    // A client gone before the answer's work started: nothing drawn, nothing logged, whatever the hidden input.
    expect({ settled: quick.settled, appended: quick.appended }).toEqual({
      settled: 'cancelled',
      appended: 0,
    });
    expect({ settled: heavy.settled, appended: heavy.appended }).toEqual({
      settled: 'cancelled',
      appended: 0,
    });
  });
});
