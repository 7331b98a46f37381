// Issue 24.3 / 25.3: whether a roll is accepted depends only on its input and the room, decided before its
// dice are drawn; once drawn it is appended whatever its outcome, its size or what its client does. Before,
// 30 honest rolls of an extended test (1 able participant, 99 with rating -46, progress 1, 8 turns) logged 7,
// all quick successes: the others were refused after the draw for their size (which the refusal stated),
// leaving no gap in the log. And a client hanging up during a heavy roll stopped its append.
import { afterAll, describe, expect, it } from 'vitest';
import { ClientAbortError, type Compute } from '../src/compute/compute.js';
import { encodeJson } from '../src/compute/encode.js';
import { runJob } from '../src/compute/jobs.js';
import { createAppRegistry } from '../src/registry.js';
import { post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';
import { createRoom, post as postAs } from './rooms-client.js';
import { startServer } from './server-process.js';

const rooms: RoomsApp[] = [];
afterAll(async () => {
  for (const r of rooms) await r.close();
});

const crowd = {
  difficulty: 8,
  progressRequired: 1,
  maxTurns: 8,
  participants: [
    { name: 'Able', rating: 0 },
    ...Array.from({ length: 99 }, (_, i) => ({ name: `Weak ${i + 1}`, rating: -46 })),
  ],
};

describe('admission before the draw', () => {
  it('30 honest rolls of a large extended test are all logged, or all refused up front', async () => {
    const r = await roomsApp();
    rooms.push(r);
    const answers = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(
        r.app,
        `/v1/rooms/${r.roomId}/rolls`,
        { system: '2d6-pool', test: 'extended', input: crowd, clientSeed: `roll-${i}` },
        r.auth(r.gmToken),
      );
      answers.push({ status: res.status, text: await res.text() });
    }
    const statuses = new Set(answers.map((a) => a.status));
    expect(statuses.size).toBe(1);
    // Protocol 2: the GM's own next nonce (each member counts their own rolls).
    const room = (await r.store.members(r.roomId)).find((m) => m.role === 'gm')!;
    if (statuses.has(201)) {
      expect(room.nonce).toBe(30);
    } else {
      // Refused before any draw: the same refusal each time, naming the limit, no nonce taken.
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(JSON.parse(answers[0]!.text)).toMatchObject({ status: 422, code: 'limit_exceeded' });
      expect(answers[0]!.text).toContain('ROOM_ENTRY_BYTES');
      expect(room.nonce).toBe(0);
    }
  }, 300_000);

  it('a request whose answers could not be admitted is refused when asked, not when answered', async () => {
    const r = await roomsApp();
    rooms.push(r);
    const asked = await post(
      r.app,
      `/v1/rooms/${r.roomId}/requests`,
      { to: 'all', system: '2d6-pool', test: 'extended', input: crowd, hidden: true },
      r.auth(r.gmToken),
    );
    expect(asked.status).toBe(422);
    expect(await asked.text()).toContain('ROOM_ENTRY_BYTES');
  }, 60_000);

  it('a client hanging up after the draw still gets its roll appended', async () => {
    const registry = createAppRegistry();
    let started!: () => void;
    const drawing = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The engine's real work, off the request like the worker pool's, which stops a job whose signal aborts.
    const compute: Compute = async (job, options) => {
      started();
      await gate;
      if (options.signal.aborted) throw new ClientAbortError('the client went away');
      return encodeJson(runJob(registry, job), 10_000_000);
    };
    const r = await roomsApp({ app: { compute, requestDeadlineMs: 600_000 } });
    rooms.push(r);
    const heavy = {
      system: '2d6-pool',
      test: 'extended',
      input: {
        difficulty: 8,
        progressRequired: 5,
        maxTurns: 20,
        participants: [
          { name: 'Grog', rating: 2 },
          { name: 'Ulla', rating: 1 },
        ],
      },
    };
    const client = new AbortController();
    const path = `/v1/rooms/${r.roomId}/rolls`;
    const before = (await r.store.room(r.roomId))!.lastSeq;
    const answer = Promise.resolve(
      r.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...r.auth(r.gmToken) },
        body: JSON.stringify({ ...heavy, clientSeed: 'hangs-up' }),
        signal: client.signal,
      }),
    ).catch(() => undefined);
    await drawing;
    client.abort();
    release();
    await answer;
    for (let waited = 0; (await r.store.room(r.roomId))!.lastSeq === before; waited += 50) {
      if (waited > 60_000) throw new Error('the roll was never appended');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const appended = (await r.store.entries(r.roomId, before, 10)).map((e) => JSON.parse(e.body));
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ type: 'roll', nonce: 0, clientSeed: 'hangs-up' });
    const next = await post(r.app, path, { ...heavy, clientSeed: 'stays' }, r.auth(r.gmToken));
    expect(next.status).toBe(201);
    expect((await next.json()).entry.nonce).toBe(1);
  }, 120_000);

  it('on the real server, rolls computed in the worker pool are not refused for their size after the draw', async () => {
    // A wide deadline: this checks sizes, and a busy machine must not turn a slow roll into a refusal. An entry limit
    // wide enough to admit the crowd by the extended test's own bound (every turn played: about 1,400,000 bytes).
    const server = await startServer({
      WEB_DIST: '/nonexistent',
      REQUEST_DEADLINE_MS: '120000',
      ROOM_ENTRY_BYTES: '2000000',
    });
    try {
      const { gm } = await createRoom(server.url, 'Crowd');
      // Admitted by its input's bound; some outcomes make entries past the 1 MB answer cap.
      const input = { ...crowd, maxTurns: 4 };
      const answers = [];
      for (let i = 0; i < 20; i++) {
        const res = await postAs(server.url, gm, 'rolls', {
          system: '2d6-pool',
          test: 'extended',
          input,
          clientSeed: `pool-${i}`,
        });
        answers.push([res.status, res.body?.detail]);
      }
      expect(answers).toEqual(answers.map(() => [201, undefined]));
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 300_000);
});
