// Issue 36: tests of rounds in a room on the real server (in-process, real SQLite). A Mutual Contest of Wills with
// the GM's choice for round 1, played round by round, and a blind 2d6 extended test; the exports verify whole, bad
// input is answered naming the field, and only the member the rules give each action to may take it.
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

async function table() {
  const r = await roomsApp();
  rooms.push(r);
  const base = `/v1/rooms/${r.roomId}`;
  const ann = await (await post(r.app, `${base}/members`, { invite: r.invite, name: 'Ann' })).json();
  const send = (token: string, route: string, body: object) =>
    post(r.app, `${base}/${route}`, body, r.auth(token));
  const exported = async () =>
    (await (await r.app.request(`${base}/export`, { headers: r.auth(r.gmToken) })).json()) as never;
  return { r, ann, send, exported };
}

describe('tests of rounds in a room, on the server', () => {
  it('a Mutual Contest with the GM choosing for round 1, round by round, verifies whole', async () => {
    const { r, ann, send, exported } = await table();
    const started = await send(ann.token, 'rounds', contest);
    expect(started.status).toBe(201);
    const of = (await started.json()).entry.seq as number;
    const chosen = await send(r.gmToken, 'rounds/choices', {
      of,
      choices: { criticalSuccess: { first: 'penalty' } },
    });
    expect(chosen.status).toBe(201);
    expect((await chosen.json()).entry).toMatchObject({ type: 'round.choice', of, round: 1 });
    let ended: { entry: { type: string; outcome: { label: string } } } | undefined;
    for (let n = 1; !ended; n++) {
      expect(n).toBeLessThan(30);
      const res = await send(ann.token, 'rounds/next', { of, clientSeed: `ann-${n}` });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.entry).toMatchObject({ type: 'round', of, round: n, nonce: n - 1 });
      expect(body.entry.dice.length).toBeGreaterThan(0);
      ended = body.ended;
    }
    expect(ended.entry.type).toBe('rounds.ended');
    expect(ended.entry.outcome.label).toMatch(/wins|unresolved|No winner/i);
    await expectProblem(
      await send(ann.token, 'rounds/next', { of, clientSeed: 'late' }),
      409,
      'already_done',
    );
    expect((await send(r.gmToken, 'close', {})).status).toBe(201);
    const result = verifyLog(await exported(), registry);
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  });

  it('a blind extended test is sealed round by round; revealAll makes it verify', async () => {
    const { r, ann, send, exported } = await table();
    const input = { difficulty: 8, progressRequired: 10, participants: [{ name: 'Grog', rating: 2 }] };
    const started = await send(ann.token, 'rounds', {
      system: '2d6-pool',
      test: 'extended',
      input,
      visibility: 'blind',
    });
    expect(started.status).toBe(201);
    const first = await started.json();
    expect(first.entry.sealed).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toHaveProperty('content'); // blind: the roller does not open it
    const round = await (
      await send(ann.token, 'rounds/next', { of: first.entry.seq, clientSeed: 'x' })
    ).json();
    expect(round.entry).not.toHaveProperty('dice');
    expect(round).not.toHaveProperty('content');
    const abandoned = await send(ann.token, 'rounds/abandon', { of: first.entry.seq });
    expect((await abandoned.json()).entry).toMatchObject({ type: 'rounds.ended', abandoned: true });
    expect((await send(r.gmToken, 'close', { revealAll: true })).status).toBe(201);
    const result = verifyLog(await exported(), registry);
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  });

  it("srd52 death saves: the GM's damage at 0 Hit Points in round 1 counts as a failure, and the log verifies", async () => {
    const { r, ann, send, exported } = await table();
    const started = await send(ann.token, 'rounds', { system: 'srd52', test: 'death-saves', input: {} });
    expect(started.status).toBe(201);
    const of = (await started.json()).entry.seq as number;
    const damage = { events: [{ kind: 'damage', amount: 3, critical: true }] };
    expect((await send(r.gmToken, 'rounds/choices', { of, choices: damage })).status).toBe(201);
    const first = await (await send(ann.token, 'rounds/next', { of, clientSeed: 'save-1' })).json();
    const steps = (first.entry.steps as { text: string }[]).map((s) => s.text).join(' | ');
    expect(steps).toMatch(/Critical Hit|two failures/i);
    let ended = first.ended;
    for (let n = 2; !ended; n++) {
      expect(n).toBeLessThan(20);
      ended = (await (await send(ann.token, 'rounds/next', { of, clientSeed: `save-${n}` })).json()).ended;
    }
    expect((await send(r.gmToken, 'close', {})).status).toBe(201);
    const result = verifyLog(await exported(), registry);
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  });

  it('answers bad input naming the field, and refuses who may not act', async () => {
    const { r, ann, send } = await table();
    await expectProblem(await send(ann.token, 'rounds', { ...contest, extra: 1 }), 422, 'invalid_body');
    await expectProblem(
      await send(ann.token, 'rounds', { system: 'd20-roll-under', test: 'check', input: { value: 10 } }),
      404,
      'unknown_test',
    );
    const bad = await send(ann.token, 'rounds', { ...contest, input: { parties: [] } });
    await expectProblem(bad, 422, 'invalid_input');
    const of = (await (await send(ann.token, 'rounds', contest)).json()).entry.seq as number;
    await expectProblem(await send(ann.token, 'rounds/choices', { of, choices: {} }), 403, 'forbidden');
    const wrong = await send(r.gmToken, 'rounds/choices', {
      of,
      choices: { criticalSuccess: { first: 'never' } },
    });
    const problem = await expectProblem(wrong, 422, 'invalid_input');
    expect(JSON.stringify(problem)).toContain('/choices/criticalSuccess/first');
    await expectProblem(await send(r.gmToken, 'rounds/next', { of, clientSeed: 'gm' }), 403, 'forbidden');
    await expectProblem(
      await send(ann.token, 'rounds/next', { of: 2, clientSeed: 'x' }),
      422,
      'invalid_body',
    );
    await expectProblem(await send(ann.token, 'rounds/next', { of }), 422, 'invalid_body');
  });
});
