// Close and reveal (issue 24): `POST .../close` with `{"revealAll": true}` reveals every sealed entry, then
// closes, so the final export verifies completely; ending an epoch says how many unrevealed blind rolls
// (and answers to hidden requests) become computable to their rollers; the export carries its head.
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

const check = (value: number) => ({ system: 'd20-roll-under', test: 'check', input: { value } });

describe('close with revealAll', () => {
  it('reveals every sealed entry and the last seed, then closes: the export verifies completely', async () => {
    const { gm, invite } = await createRoom(url);
    const ann = await join(url, gm.roomId, invite, 'Ann');
    const bo = await join(url, gm.roomId, invite, 'Bo');
    await post(url, ann, 'rolls', { ...check(10), clientSeed: 'a1', visibility: 'outcome' });
    await post(url, bo, 'rolls', { ...check(9), clientSeed: 'b1', visibility: 'blind' });
    await post(url, bo, 'rolls', { ...check(9), dice: [4], visibility: 'blind' }); // entered: no nonce
    await post(url, gm, 'rolls', { ...check(15), clientSeed: 'g1', visibility: 'gm' });
    const hidden = await post(url, gm, 'requests', { to: [ann.memberId], ...check(11), hidden: true });
    await post(url, ann, 'rolls', { request: hidden.body.entry.seq, clientSeed: 'a2' });

    // Ending the epoch says what becomes computable to whom.
    const rotated = await post(url, gm, 'epochs');
    expect(rotated.status).toBe(201);
    expect(rotated.body.computable).toEqual({ blindRolls: 1, hiddenRequestAnswers: 1 });
    const blindAsk = await post(url, gm, 'requests', {
      to: [bo.memberId],
      ...check(7),
      hidden: true,
      visibility: 'blind',
    });
    await post(url, bo, 'rolls', { request: blindAsk.body.entry.seq, clientSeed: 'b2' });
    const second = await post(url, gm, 'epochs', {});
    expect(second.body.computable).toEqual({ blindRolls: 1, hiddenRequestAnswers: 0 });
    await post(url, ann, 'rolls', { ...check(12), clientSeed: 'a3', visibility: 'outcome' });

    const before = verifyLog((await get(url, bo, 'export')).body, createAppRegistry());
    expect(before.status).toBe('incomplete');
    const sealed = new Set(before.unverifiable.map((u) => u.seq));
    expect(sealed.size).toBe(9);

    // Players may not; a body that is not { revealAll: boolean } is refused naming the field.
    expect((await post(url, bo, 'close', { revealAll: true })).status).toBe(403);
    const bad = await post(url, gm, 'close', { revealAll: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('/revealAll');

    const closed = await post(url, gm, 'close', { revealAll: true });
    expect(closed.status).toBe(201);
    expect(closed.body.entry).toMatchObject({ type: 'room.closed', epoch: 3 });
    expect(closed.body.revealed).toBe(sealed.size);
    expect((await post(url, gm, 'close', { revealAll: true })).status).toBe(409);

    const exported = (await get(url, ann, 'export')).body;
    const entries = exported.entries as { seq: number; hash: string; type: string }[];
    expect(entries.at(-1)).toMatchObject({ type: 'room.closed' });
    expect(entries.filter((e) => e.type === 'reveal')).toHaveLength(sealed.size);
    expect(exported.head).toEqual({ seq: entries.at(-1)!.seq, hash: entries.at(-1)!.hash });
    const after = verifyLog(exported, createAppRegistry());
    expect(after.failures).toEqual([]);
    expect(after.unverifiable).toEqual([]);
    expect(after.status).toBe('verified');
  });

  it('without revealAll (or false), close reveals nothing, and says what the last seed makes computable', async () => {
    const { gm, invite } = await createRoom(url, 'Plain');
    const ann = await join(url, gm.roomId, invite, 'Ann');
    await post(url, ann, 'rolls', { ...check(10), clientSeed: 'a1', visibility: 'blind' });
    const closed = await post(url, gm, 'close', { revealAll: false });
    expect(closed.status).toBe(201);
    expect(closed.body.revealed).toBeUndefined();
    // The last epoch's seed is revealed by room.closed: Ann's blind roll becomes computable to her.
    expect(closed.body.computable).toEqual({ blindRolls: 1, hiddenRequestAnswers: 0 });
    const result = verifyLog((await get(url, ann, 'export')).body, createAppRegistry());
    expect(result.status).toBe('incomplete');
    expect(result.unverifiable.map((u) => u.kind)).toEqual(['sealed']);
  });
});
