// Issue 36: a hidden request can ask for a round-by-round test, on the real server (in-process, real SQLite). The GM
// asks Ann for a blind Mutual Contest of Wills whose parties' scores are hidden; Ann answers by starting a test of
// rounds and plays 8 rounds, then ends it. Whatever the hidden scores (a contest decided at once, or a long one),
// every answer she gets has the same status and headers (the answer floor's among them), and the log every member
// reads has the same entries, field for field (their seals aside): no round is refused and no end appears when the
// contest is decided. Closed with every part revealed, the export verifies whole.
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
const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
const scores = (witch: number, abbot: number) => ({
  parties: [
    { name: 'Witch', will: witch, wits: 10 },
    { name: 'Abbot', will: abbot, wits: 10 },
  ],
});
/** Headers that differ between any two answers whatever they hold. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'request-id']);

async function table() {
  const r = await roomsApp();
  rooms.push(r);
  const base = `/v1/rooms/${r.roomId}`;
  const ann = await (await post(r.app, `${base}/members`, { invite: r.invite, name: 'Ann' })).json();
  const send = (token: string, route: string, body: object) =>
    post(r.app, `${base}/${route}`, body, r.auth(token));
  const exported = async () =>
    (await (await r.app.request(`${base}/export`, { headers: r.auth(r.gmToken) })).json()) as {
      entries: Record<string, unknown>[];
    };
  return { r, ann, send, exported };
}

/** What a member sees of an answer: its status, its header names, and its body's entries without seals or times. */
async function seen(res: Response) {
  const headers = [...res.headers.keys()].filter((name) => !PER_ANSWER.has(name)).sort();
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, headers, body: JSON.stringify(body, publicOnly) };
}
/** Seals, hashes, times, ids and commitments differ between any two rooms; everything else must be the same. */
const PER_ROOM = new Set(['sealed', 'hash', 'prev', 'at', 'by', 'id', 'to', 'commitment']);
const publicOnly = (key: string, value: unknown) => (PER_ROOM.has(key) ? typeof value : value);

/** The hidden request asked and answered round by round for 8 rounds, then ended by Ann; what she saw of it. */
async function playHidden(input: object) {
  const { r, ann, send, exported } = await table();
  const asked = await send(r.gmToken, 'requests', {
    to: [ann.member.id],
    ...contest,
    input,
    visibility: 'blind',
    hidden: true,
  });
  expect(asked.status, await asked.clone().text()).toBe(201);
  const request = (await asked.json()).entry.seq as number;
  const answers = [];
  const started = await send(ann.token, 'rounds', { request });
  const start = await seen(started.clone());
  expect(start.status, start.body).toBe(201);
  answers.push(start);
  const of = (await started.json()).entry.seq as number;
  for (let n = 1; n <= 8; n++)
    answers.push(await seen(await send(ann.token, 'rounds/next', { of, clientSeed: `ann-${n}` })));
  answers.push(await seen(await send(ann.token, 'rounds/abandon', { of })));
  const log = (await exported()).entries.map((e) => JSON.stringify(e, publicOnly));
  return { r, send, exported, answers, log, of, ann };
}

describe('a hidden request for a test of rounds, on the server', () => {
  it('tells nothing of its hidden input before its reveal, and verifies whole after', async () => {
    // The witch wins at once against a weak abbot; two equal wills take longer.
    const quick = await playHidden(scores(18, 3));
    const long = await playHidden(scores(10, 10));
    for (const a of quick.answers) expect(a.status, a.body).toBe(201);
    expect(quick.answers[1]!.headers).toContain('verdict-answer-floor');
    expect(long.answers).toEqual(quick.answers);
    expect(long.log).toEqual(quick.log);
    // Closed with every part revealed: the held rounds and the sealed end verify.
    expect((await quick.send(quick.r.gmToken, 'close', { revealAll: true })).status).toBe(201);
    const log = await quick.exported();
    const result = verifyLog(log as never, registry);
    expect(result.failures).toEqual([]);
    // The quick contest was decided before round 8: its last rounds were held (no dice), yet looked the same.
    const roundSeqs = new Set(log.entries.filter((e) => e.type === 'round').map((e) => e.seq));
    const parts = log.entries
      .filter((e) => e.type === 'reveal' && roundSeqs.has(e.of))
      .map((e) => e.content as { dice: unknown[]; outcome?: unknown });
    expect(parts.findIndex((p) => p.outcome !== undefined)).toBeLessThan(7);
    expect(parts.at(-1)!.dice).toEqual([]);
    expect(result.status).toBe('verified');
  }, 240_000);

  it('refuses entered dice for its rounds, and an outcome request hiding its input answered round by round', async () => {
    const { r, ann, send } = await table();
    const ask = async (visibility: string) =>
      (
        await (
          await send(r.gmToken, 'requests', {
            to: [ann.member.id],
            ...contest,
            input: scores(12, 11),
            visibility,
            hidden: true,
          })
        ).json()
      ).entry.seq as number;
    const blind = await ask('blind');
    const started = await send(ann.token, 'rounds', { request: blind });
    const of = (await started.json()).entry.seq as number;
    const entered = await expectProblem(
      await send(ann.token, 'rounds/next', { of, dice: [3, 4] }),
      422,
      'invalid_body',
    );
    expect(entered.errors?.[0]?.path).toBe('/dice');
    const outcome = await ask('outcome');
    const refused = await expectProblem(
      await send(ann.token, 'rounds', { request: outcome }),
      422,
      'invalid_body',
    );
    expect(refused.detail).toMatch(/would tell the hidden input by when it ends/);
    expect(refused.errors?.[0]?.path).toBe('/request');
  }, 120_000);
});
