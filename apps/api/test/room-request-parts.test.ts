// A request in parts, on the real server: the GM fixes a hidden difficulty only, the player answers with
// their own attribute and rating; the roll resolves the merged input and the export verifies. An answer
// that sets the fixed field, or whose own part is bad, is refused naming the field, never the hidden value.
import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { createRoom, get, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
let url: string;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent' });
  url = server.url;
}, 120_000);
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

const pool = { system: '2d6-pool', test: 'check' };
const grogsPart = { attribute: 'might', rating: 2 };

describe('a request in parts', () => {
  it("resolves the GM's hidden difficulty with the player's own part, and the export verifies", async () => {
    const { gm, invite } = await createRoom(url, 'Parts');
    const grog = await join(url, gm.roomId, invite, 'Grog');
    const asked = await post(url, gm, 'requests', {
      to: [grog.memberId],
      ...pool,
      input: { difficulty: 11 },
      fixes: ['difficulty'],
      hidden: true,
    });
    expect(asked.status).toBe(201);
    expect(asked.body.entry).toMatchObject({ type: 'request', fixes: ['difficulty'] });
    expect(asked.body.entry.input).toBeUndefined();
    const seq = asked.body.entry.seq as number;

    // The fixed field cannot come from the answer; a bad own field is named; neither says the difficulty.
    const override = await post(url, grog, 'rolls', {
      request: seq,
      input: { ...grogsPart, difficulty: 6 },
      clientSeed: 'g',
    });
    expect(override.status).toBe(422);
    expect(override.body.errors[0].path).toBe('/input/difficulty');
    const bad = await post(url, grog, 'rolls', {
      request: seq,
      input: { attribute: 'might' },
      clientSeed: 'g',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['/input/rating']);
    for (const refusal of [override, bad]) expect(JSON.stringify(refusal.body)).not.toMatch(/\b11\b/);

    const answered = await post(url, grog, 'rolls', { request: seq, input: grogsPart, clientSeed: 'g' });
    expect(answered.status).toBe(201);
    expect(answered.body.entry).toMatchObject({ type: 'roll', request: seq, visibility: 'outcome' });
    expect(answered.body.content).toBeUndefined(); // the difficulty stays hidden from Grog

    const opened = await get(url, gm, `entries/${answered.body.entry.seq}/private`);
    expect(opened.body.content.input).toMatchObject({ ...grogsPart, difficulty: 11 });

    expect((await post(url, gm, 'close', { revealAll: true })).status).toBe(201);
    const result = verifyLog((await get(url, grog, 'export')).body, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  });

  it('refuses a GM part with a field it does not fix, or a bad fixed value, naming the field', async () => {
    const { gm, invite } = await createRoom(url, 'Parts 2');
    const grog = await join(url, gm.roomId, invite, 'Grog');
    const loose = await post(url, gm, 'requests', {
      to: [grog.memberId],
      ...pool,
      input: { difficulty: 8, rating: 2 },
      fixes: ['difficulty'],
    });
    expect(loose.status).toBe(422);
    expect(loose.body.errors[0].path).toBe('/input/rating');
    const wrong = await post(url, gm, 'requests', {
      to: [grog.memberId],
      ...pool,
      input: { difficulty: 'hard' },
      fixes: ['difficulty'],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe('/input/difficulty');
  });

  it('keeps a whole-input request whole: an answer that gives an input is refused', async () => {
    const { gm, invite } = await createRoom(url, 'Parts 3');
    const grog = await join(url, gm.roomId, invite, 'Grog');
    const asked = await post(url, gm, 'requests', {
      to: [grog.memberId],
      ...pool,
      input: { ...grogsPart, difficulty: 8 },
    });
    const seq = asked.body.entry.seq;
    const refused = await post(url, grog, 'rolls', { request: seq, input: grogsPart, clientSeed: 'g' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].path).toBe('/input');
    expect((await post(url, grog, 'rolls', { request: seq, clientSeed: 'g' })).status).toBe(201);
  });
});
