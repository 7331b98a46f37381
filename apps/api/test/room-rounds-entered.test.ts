// Issue 36: a round of a test of rounds can be played with entered faces (physical dice), as a roll can, on the real
// server (in-process, real SQLite): the round takes no nonce and holds no client seed, its dice are `entered`, the
// generated round after it takes the roller's next nonce as if the entered one were not there, faces that do not fit
// are refused naming the die, and the export verifies whole; a changed entered face fails naming the round.
import { hashEntry } from '@verdict/fair';
import { verifyLog } from '@verdict/room';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { expectProblem, post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

const rooms: RoomsApp[] = [];
afterEach(async () => {
  for (const r of rooms.splice(0)) await r.close();
});
const registry = createAppRegistry();
/** Re-chains edited entries as a forger would: each prev and hash recomputed. */
function rechain(entries: Record<string, unknown>[]) {
  let prev = entries[0]!.prev;
  return entries.map((entry) => {
    const { hash: _old, ...rest } = { ...entry, prev } as Record<string, unknown>;
    const hash = hashEntry(rest as never);
    prev = hash;
    return { ...rest, hash };
  });
}
const contest = {
  system: 'd20-roll-under',
  test: 'mutual-contest',
  input: {
    parties: [
      { name: 'Witch', will: 12, wits: 10 },
      { name: 'Abbot', will: 11, wits: 14 },
    ],
  },
};

describe('a round of entered dice', () => {
  it('takes no nonce, is refused when its faces do not fit, and verifies whole', async () => {
    const r = await roomsApp();
    rooms.push(r);
    const base = `/v1/rooms/${r.roomId}`;
    const ann = await (await post(r.app, `${base}/members`, { invite: r.invite, name: 'Ann' })).json();
    const send = (route: string, body: object) => post(r.app, `${base}/${route}`, body, r.auth(ann.token));
    const of = (await (await send('rounds', contest)).json()).entry.seq as number;

    await expectProblem(
      await send('rounds/next', { of, dice: [5, 5], clientSeed: 'x' }),
      422,
      'invalid_body',
    );
    const tooMany = await expectProblem(
      await send('rounds/next', { of, dice: [5, 5, 5] }),
      422,
      'dice_left_over',
    );
    expect(JSON.stringify(tooMany)).toMatch(/dice/);
    await expectProblem(await send('rounds/next', { of, dice: [5, 21] }), 422, 'face_out_of_range');

    const entered = await send('rounds/next', { of, dice: [5, 5] }); // both succeed: the contest goes on
    expect(entered.status).toBe(201);
    const first = await entered.json();
    expect(first.entry).toMatchObject({ type: 'round', of, round: 1 });
    expect(first.entry).not.toHaveProperty('nonce');
    expect(first.entry).not.toHaveProperty('clientSeed');
    expect(first.entry.dice.map((d: { face: number; source: string }) => [d.face, d.source])).toEqual([
      [5, 'entered'],
      [5, 'entered'],
    ]);
    expect(first.ended).toBeUndefined();
    let ended = false;
    for (let n = 2; !ended; n++) {
      expect(n).toBeLessThan(30);
      const res = await send('rounds/next', { of, clientSeed: `ann-${n}` });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.entry).toMatchObject({ round: n, nonce: n - 2 }); // the entered round took none
      ended = body.ended !== undefined;
    }
    expect((await post(r.app, `${base}/close`, {}, r.auth(r.gmToken))).status).toBe(201);
    const exported = await (await r.app.request(`${base}/export`, { headers: r.auth(r.gmToken) })).json();
    const result = verifyLog(exported, registry);
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');

    // A changed entered face, re-chained: the rules give other steps, and the failure names the round.
    const entries = structuredClone(exported.entries) as Record<string, unknown>[];
    const at = entries.findIndex((e) => e.type === 'round' && e.round === 1);
    const dice = (entries[at]!.dice as { face: number }[]).map((d, i) => (i === 0 ? { ...d, face: 20 } : d));
    entries[at] = { ...entries[at], dice };
    const forged = verifyLog({ format: 'verdict-room-log', version: 1, entries: rechain(entries) }, registry);
    expect(forged.status).toBe('failed');
    expect(forged.failures.map((f) => f.message).join('\n')).toMatch(new RegExp(`round 1 of test #${of}`));
  });
});
