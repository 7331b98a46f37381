// Room protocol 2 on the real server (in-process, real SQLite), issue 34 (fairplay.md N3a): a new room
// names protocol 2; each member's nonces count only their own rolls, so rolls by anyone else (the GM, or
// members an operator invents) cannot move a member's next draw; each epoch's end states every member's
// count. A room opened under protocol 1 keeps it until it closes, and both exports verify.
import { commitment, hmacFaces, sha256Hex } from '@verdict/fair';
import { decide, emptyRoomState, verifyLog } from '@verdict/room';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { appendDecided, isoAt } from '../src/rooms/append.js';
import { post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

const rooms: RoomsApp[] = [];
afterEach(async () => {
  for (const r of rooms.splice(0)) await r.close();
});
const registry = createAppRegistry();
const check = (clientSeed: string) => ({
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 10 },
  clientSeed,
});

async function exportOf(r: RoomsApp, token: string) {
  const res = await r.app.request(`/v1/rooms/${r.roomId}/export`, { headers: r.auth(token) });
  return (await res.json()) as { entries: Record<string, unknown>[] };
}

describe('room protocol 2 on the server', () => {
  it("a member's nonce counts only their own rolls: the GM's rolls do not move Ann's draw", async () => {
    const r = await roomsApp();
    rooms.push(r);
    const base = `/v1/rooms/${r.roomId}`;
    const ann = await (await post(r.app, `${base}/members`, { invite: r.invite, name: 'Ann' })).json();
    const roll = async (token: string, body: object) => {
      const res = await post(r.app, `${base}/rolls`, body, r.auth(token));
      expect(res.status).toBe(201);
      return (await res.json()).entry as {
        seq: number;
        nonce: number;
        dice: { face: number; sides: number }[];
      };
    };
    const first = await roll(ann.token, check('ann-1'));
    for (let i = 0; i < 5; i++) expect((await roll(r.gmToken, check(`burn-${i}`))).nonce).toBe(i);
    const second = await roll(ann.token, check('ann-2'));
    expect([first.nonce, second.nonce]).toEqual([0, 1]);

    const rotated = await (await post(r.app, `${base}/epochs`, {}, r.auth(r.gmToken))).json();
    const gmId = (await r.store.members(r.roomId)).find((m) => m.role === 'gm')!.id;
    expect(rotated.entry.nonces).toEqual({ [ann.member.id]: 2, [gmId]: 5 });
    expect((await roll(ann.token, check('ann-3'))).nonce).toBe(0);
    const closed = await (await post(r.app, `${base}/close`, {}, r.auth(r.gmToken))).json();
    expect(closed.entry.nonces).toEqual({ [ann.member.id]: 1 });

    // Ann's second roll has the dice of her own nonce 1 under her own key, whatever the GM rolled.
    const { serverSeed } = rotated.entry as { serverSeed: string };
    const sides = second.dice.map((d) => d.sides);
    const faces = hmacFaces({ serverSeed, clientSeed: 'ann-2', nonce: 1, sides, member: ann.member.id });
    expect(second.dice.map((d) => d.face)).toEqual(faces);

    const exported = await exportOf(r, r.gmToken);
    expect(exported.entries[0]).toMatchObject({ protocol: 2, algorithm: 'hmac-sha256-v2' });
    expect(verifyLog(exported, registry).status).toBe('verified');
  }, 120_000);

  it('a room opened under protocol 1 keeps it until it closes: one nonce a room, and it verifies', async () => {
    const r = await roomsApp();
    rooms.push(r);
    // A room as the server opened it before protocol 2 (its row says protocol 1, its room.opened names none).
    const id = 'old-room';
    const serverSeed = sha256Hex('old room seed');
    const gm = { id: 'old-gm', name: 'Ada', role: 'gm' as const };
    const token = 'old-gm-token-old-gm-token-old-gm-token';
    const systems = Object.fromEntries(registry.systems.map((s) => [s.id, s.version]));
    const open = {
      kind: 'open',
      room: { id, name: 'Old' },
      engine: { version: '1.0.0' },
      systems,
      protocol: 1,
    } as const;
    const now = Date.now();
    await r.store.write(
      id,
      async (tx) => {
        const decision = decide(emptyRoomState(), gm, open, {
          at: isoAt(now),
          commitment: commitment(serverSeed),
        });
        await appendDecided(tx, now, decision, ({ entry }) =>
          entry.type === 'member.joined' ? { member: { ...gm, tokenHash: sha256Hex(token) } } : {},
        );
      },
      {
        id,
        name: 'Old',
        inviteHash: sha256Hex('old invite'),
        now,
        serverSeed,
        commitment: commitment(serverSeed),
      },
    );
    const base = `/v1/rooms/${id}`;
    const ann = await (await post(r.app, `${base}/members`, { invite: 'old invite', name: 'Ann' })).json();
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const nonces = [];
    for (const [t, seed] of [
      [token, 'g-1'],
      [ann.token, 'a-1'],
      [token, 'g-2'],
    ] as const)
      nonces.push((await (await post(r.app, `${base}/rolls`, check(seed), auth(t))).json()).entry.nonce);
    expect(nonces).toEqual([0, 1, 2]);
    const rotated = await (await post(r.app, `${base}/epochs`, {}, auth(token))).json();
    expect(rotated.entry.nonces).toBeUndefined();
    expect((await post(r.app, `${base}/close`, {}, auth(token))).status).toBe(201);
    const res = await r.app.request(`${base}/export`, { headers: auth(token) });
    const exported = await res.json();
    expect(exported.entries[0].protocol).toBeUndefined();
    expect(exported.entries[0].algorithm).toBe('hmac-sha256-v1');
    expect(verifyLog(exported, registry).status).toBe('verified');
  }, 120_000);
});
