// Issue 34 (N1): an answer to a hidden request must not be observable before its floor, by any channel. It
// used to be appended (and pushed on every member's event stream, and read by `GET .../entries`) as soon as it
// was computed, and only its HTTP answer was held: a hard hidden difficulty (more turns to roll) showed on
// another member's stream later than an easy one, so one answer told them apart 84% of the time. Now it is
// computed at once and committed at its floor (rooms/hidden-write.ts). Checked on the real server:
// - by causality, not by time: no read or stream shows the answer before `floor` ms after it was sent;
// - as distributions: the HTTP answer's and the stream arrival's times for an easy and a hard hidden
//   difficulty, 200 samples each, are compared by a rank test (Mann–Whitney), which no machine speed moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRoom, join, openEvents, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';
import { classifierAccuracy, mannWhitney, median, signedRank } from './two-sample.mjs';

/** The floor, lowered from its default (1,000 ms) by its configuration so the samples take less time. */
const FLOOR_MS = 300;
const SAMPLES = 200;
/** Pairs taken at once. */
const AT_ONCE = 3;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent', HIDDEN_ANSWER_FLOOR_MS: String(FLOOR_MS) });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

/** The review's input: its answer's work grows with the hidden difficulty (more turns are rolled). */
const extended = (difficulty: number) => ({
  difficulty,
  progressRequired: 40,
  maxTurns: 30,
  participants: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, rating: 2 })),
});

/** A room of its own where the GM asks Pia a hidden request of `difficulty`, and watches the room's stream. */
async function asked(difficulty: number) {
  const { gm, invite } = await createRoom(server.url, 'Timing');
  const pia = await join(server.url, gm.roomId, invite, 'Pia');
  const body = { to: [pia.memberId], system: '2d6-pool', test: 'extended', input: extended(difficulty) };
  const request = await post(server.url, gm, 'requests', { ...body, hidden: true });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const seq = request.body.entry.seq as number;
  const stream = await openEvents(server.url, gm, { lastEventId: String(seq) });
  expect(stream.status).toBe(200);
  return { gm, pia, seq, stream };
}

/** Pia answers in a room `asked` prepared: ms from her send to the HTTP answer, and to its arrival on the GM's stream. */
async function answer(room: Awaited<ReturnType<typeof asked>>, i: number) {
  const { pia, seq, stream } = room;
  const sent = performance.now();
  const shown = stream
    .until((events) => events.some((e) => e.event === 'entry' && Number(e.id) > seq))
    .then(() => performance.now() - sent);
  const answered = await post(server.url, pia, 'rolls', { request: seq, clientSeed: `timing-${i}` });
  const http = performance.now() - sent;
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  const arrived = await shown;
  stream.close();
  return { http, stream: arrived };
}

/**
 * A pair of samples taken side by side, under the same load: an easy and a hard hidden difficulty, each in a
 * room of its own, answered at the same moment (which is sent first is drawn).
 */
async function pair(i: number) {
  const [easy, hard] = await Promise.all([asked(6), asked(11)]);
  if (Math.random() < 0.5) {
    const [e, h] = await Promise.all([answer(easy, 2 * i), answer(hard, 2 * i + 1)]);
    return { easy: e, hard: h };
  }
  const [h, e] = await Promise.all([answer(hard, 2 * i + 1), answer(easy, 2 * i)]);
  return { easy: e, hard: h };
}

describe('an answer to a hidden request', () => {
  it('is in no read nor stream before its floor after it was sent', async () => {
    for (let i = 0; i < 3; i++) {
      const { gm, pia, seq, stream } = await asked(11);
      const seen: { at: number; lastSeq: number; entries: number }[] = [];
      const sent = performance.now();
      let done = false;
      const answer = post(server.url, pia, 'rolls', { request: seq, clientSeed: `reads-${i}` }).finally(
        () => {
          done = true;
        },
      );
      const shown = stream
        .until((events) => events.some((e) => e.event === 'entry' && Number(e.id) > seq))
        .then(() => performance.now() - sent);
      // Read the room and its entries until the answer is sent: any read that shows it must be past the floor.
      while (!done) {
        const view = await call(server.url, 'GET', `/v1/rooms/${gm.roomId}`, { token: gm.token });
        const entries = await call(server.url, 'GET', `/v1/rooms/${gm.roomId}/entries?after=${seq}`, {
          token: gm.token,
        });
        seen.push({
          at: performance.now() - sent,
          lastSeq: view.body.room.lastSeq,
          entries: entries.body.entries.length,
        });
      }
      expect((await answer).status).toBe(201);
      const early = seen.filter((s) => s.at < FLOOR_MS && (s.entries > 0 || s.lastSeq > seq));
      expect(early, 'reads that showed the answer before its floor').toEqual([]);
      expect(await shown).toBeGreaterThanOrEqual(FLOOR_MS);
      stream.close();
    }
  }, 120_000);

  it('reaches its roller and every other member at times that do not tell an easy hidden difficulty from a hard one', async () => {
    const pairs: Awaited<ReturnType<typeof pair>>[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < SAMPLES) pairs.push(await pair(next++));
      }),
    );
    const report = (['http', 'stream'] as const).map((key) => {
      const [easy, hard] = [pairs.map((p) => p.easy[key]), pairs.map((p) => p.hard[key])];
      const round = (x: number) => Math.round(x * 100) / 100;
      return {
        key,
        medians: [round(median(easy)), round(median(hard))],
        // As two samples (Mann–Whitney), and as pairs taken under the same load (Wilcoxon signed-rank).
        z: round(mannWhitney(easy, hard).z),
        pairedZ: round(signedRank(easy, hard).z),
        accuracy: round(classifierAccuracy(easy, hard)),
      };
    });
    console.log(JSON.stringify(report));
    // The same distribution: each |z| under 4 (two-sided p about 6e-5 when they are the same, so a check fails
    // by chance about once in 16,000 runs); the leak this replaces gave z beyond -9 at these sample sizes.
    for (const r of report) {
      expect(Math.abs(r.z), JSON.stringify(r)).toBeLessThan(4);
      expect(Math.abs(r.pairedZ), JSON.stringify(r)).toBeLessThan(4);
    }
    // Every arrival is past the floor (causally: the answer is committed no sooner than the floor after it arrived).
    const all = pairs.flatMap((p) => [p.easy, p.hard]);
    expect(all.filter((r) => r.stream < FLOOR_MS || r.http < FLOOR_MS)).toEqual([]);
  }, 600_000);
});
