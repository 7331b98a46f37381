// Issue 36: plain dice notation rolled into a room through the real roll route (the pseudo-system `dice` of
// @verdict/room), with every visibility, admitted by its cost before any die is drawn, and verified whole.
import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

let r: RoomsApp;
let player: { token: string; member: { id: string } };
const base = () => `/v1/rooms/${r.roomId}`;
const get = (app: RoomsApp['app'], path: string, headers: Record<string, string>) =>
  app.request(path, { headers });
beforeAll(async () => {
  r = await roomsApp();
  player = await (await post(r.app, `${base()}/members`, { invite: r.invite, name: 'Grog' })).json();
});
afterAll(() => r.close());

const notation = (text: string, extra: Record<string, unknown> = {}) => ({
  system: 'dice',
  test: 'notation',
  input: { notation: text },
  clientSeed: 'c1',
  ...extra,
});

describe('notation rolls in a room', () => {
  it('are asked for by the GM and answered like a test (the web GM tools ask for them)', async () => {
    const asked = await post(
      r.app,
      `${base()}/requests`,
      { to: [player.member.id], system: 'dice', test: 'notation', input: { notation: '4d6kh3' } },
      r.auth(r.gmToken),
    );
    expect(asked.status).toBe(201);
    const seq = (await asked.json()).entry.seq;
    const answered = await post(
      r.app,
      `${base()}/rolls`,
      { request: seq, clientSeed: 'c2' },
      r.auth(player.token),
    );
    expect(answered.status).toBe(201);
    expect((await answered.json()).entry).toMatchObject({ system: 'dice', test: 'notation', request: seq });
  });

  it('rolls 2d6+3 and 4d6kh3 with every visibility; the closed export verifies completely', async () => {
    const opened = (await (await get(r.app, `${base()}/export`, r.auth(r.gmToken))).json()) as {
      entries: { systems?: Record<string, string> }[];
    };
    expect(opened.entries[0]!.systems).toMatchObject({ dice: '1.0.0' });
    const pub = await post(r.app, `${base()}/rolls`, notation('2d6+3'), r.auth(player.token));
    expect(pub.status).toBe(201);
    const entry = (await pub.json()).entry;
    expect(entry).toMatchObject({ system: 'dice', test: 'notation', visibility: 'public' });
    expect(entry.outcome.total).toBe(entry.dice.reduce((s: number, d: { face: number }) => s + d.face, 3));
    for (const [who, visibility] of [
      [player.token, 'blind'],
      [player.token, 'outcome'],
      [r.gmToken, 'gm'],
    ] as const) {
      const rolled = await post(r.app, `${base()}/rolls`, notation('4d6kh3', { visibility }), r.auth(who));
      expect(rolled.status).toBe(201);
      const sealed = (await rolled.json()).entry;
      expect(sealed.sealed).toMatch(/^[0-9a-f]{64}$/);
      expect(sealed.dice).toBeUndefined();
    }
    const closed = await post(r.app, `${base()}/close`, { revealAll: true }, r.auth(r.gmToken));
    expect(closed.status).toBe(201);
    const exported = await (await get(r.app, `${base()}/export`, r.auth(player.token))).json();
    const result = verifyLog(exported, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  });

  it('refuses unreadable notation and notation past the cost model before any die is drawn, naming the field', async () => {
    const s = await roomsApp();
    try {
      const p = await (
        await post(s.app, `/v1/rooms/${s.roomId}/members`, { invite: s.invite, name: 'Ann' })
      ).json();
      const roll = (body: unknown) => post(s.app, `/v1/rooms/${s.roomId}/rolls`, body, s.auth(p.token));
      const unreadable = await roll(notation('2d6+'));
      expect(unreadable.status).toBe(422);
      expect(JSON.stringify(await unreadable.json())).toContain('/input/notation');
      // 5,000 exploding dice may draw 5,005,000 dice: past the engine's budget by the cost model, refused unrolled.
      const costly = await roll(notation('5000d6!'));
      expect(costly.status).toBe(422);
      const why = await costly.json();
      expect(why.code).toBe('limit_exceeded');
      expect(why.errors[0].path).toBe('/input/notation');
      const unknown = await roll({ ...notation('1d6'), input: { notation: '1d6', colour: 'red' } });
      expect(unknown.status).toBe(422);
      const log = await (await get(s.app, `/v1/rooms/${s.roomId}/export`, s.auth(s.gmToken))).json();
      expect(log.entries.filter((e: { type: string }) => e.type === 'roll')).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
