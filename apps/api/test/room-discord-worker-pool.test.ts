// Issue 17, the last of "heavy work off the event loop": room rolls and the Discord app ran the engine on the
// event loop, with no deadline. Now they go through the same worker pool and request deadline as every other
// route. On the real server process with real SQLite; the `slow` fixture system works as long as its input
// says, whatever the bundled systems' cost models accept, so no test depends on how fast this machine is.
import { join } from 'node:path';
import { describeRegistry } from '@verdict/core';
import { buildDiscordCommands } from '@verdict/discord';
import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../src/node/load-registry.js';
import { createAppRegistry } from '../src/registry.js';
import { generateSigningKey, type SigningKey, type StandIn, startStandIn } from './discord-stand-in.js';
import { call, createRoom, get, join as joinRoom, post } from './rooms-client.js';
import { API_DIR, type ServerProcess, startServer } from './server-process.js';
import { spinLog } from './spin-log.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read loosely by the assertions.
type Json = Record<string, any>;

const SLOW = { VERDICT_SYSTEMS: './test-fixtures/system-slow' };
const APP = '112233445566778899';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const spin = (ms: number) => ({ system: 'slow', test: 'spin', input: { ms } });
const resist = (clientSeed: string) => ({
  system: 'd20-roll-under',
  test: 'resist',
  input: { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } },
  clientSeed,
});

/** Waits until the pool runs jobs again (a worker stopped at its deadline is replaced, then loads its systems). */
async function poolReady(url: string) {
  for (const stopAt = Date.now() + 60_000; Date.now() < stopAt; ) {
    const answer = await fetch(`${url}/v1/systems/slow/tests/spin/odds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: { ms: 0 } }),
    });
    if (answer.status === 200) return;
    await pause(100);
  }
  throw new Error('the worker pool did not come back');
}

async function stop(server: ServerProcess | undefined) {
  server?.child.kill('SIGTERM');
  await server?.exited;
}

describe('room rolls in the worker pool', () => {
  let tight: ServerProcess;
  let roomy: ServerProcess;
  const spins = spinLog();
  beforeAll(async () => {
    [tight, roomy] = await Promise.all([
      startServer({ ...SLOW, WORKERS: '1', REQUEST_DEADLINE_MS: '1000' }),
      startServer({ ...SLOW, ...spins.env, WORKERS: '1', REQUEST_DEADLINE_MS: '60000' }),
    ]);
  }, 60_000); // two servers starting at once on a busy machine
  afterAll(async () => {
    await Promise.all([stop(tight), stop(roomy)]);
  });

  it('logs a generated roll past the deadline with no result; refuses entered dice past it, appending nothing', async () => {
    const { gm } = await createRoom(tight.url, 'Deadline');
    const before = (await get(tight.url, gm, 'entries')).body.entries as Json[];
    // Entered dice spend no nonce: past the deadline the answer is a 422 and nothing is appended.
    const entered = await post(tight.url, gm, 'rolls', { ...spin(5000), dice: [] });
    expect(entered.status).toBe(422);
    expect(entered.headers.get('content-type')).toBe('application/problem+json');
    expect(entered.body).toMatchObject({ code: 'deadline_exceeded', status: 422 });
    expect(entered.body.detail).toMatch(/deadline of 1000 ms/);
    expect((await get(tight.url, gm, 'entries')).body.entries).toEqual(before);
    // A generated roll's dice were being drawn: it is logged with no result and its nonce (fair-play.md).
    await poolReady(tight.url);
    const slowRoll = await post(tight.url, gm, 'rolls', { ...spin(5000), clientSeed: 'slow' });
    expect(slowRoll.status).toBe(201);
    expect(slowRoll.body.entry).toMatchObject({
      seq: before.length + 1,
      nonce: 0,
      outcome: { noResult: 'deadline' },
      dice: [],
    });
    // Every roll is computed in the pool (issue 25): wait for the only worker's replacement to load.
    await poolReady(tight.url);
    const next = await post(tight.url, gm, 'rolls', {
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 12 },
      clientSeed: 'next',
    });
    expect(next.status).toBe(201);
    expect(next.body.entry).toMatchObject({ seq: before.length + 2, nonce: 1 });
    // With an Idempotency-Key, the roll that ran out of time is remembered like any roll.
    await poolReady(tight.url);
    const keyed = () =>
      post(tight.url, gm, 'rolls', { ...spin(5000), clientSeed: 'k' }, { 'idempotency-key': 'k1' });
    const first = await keyed();
    expect(first.body.entry).toMatchObject({ seq: before.length + 3, nonce: 2 });
    const again = await keyed();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    await poolReady(tight.url);
    const done = await post(
      tight.url,
      gm,
      'rolls',
      { ...spin(0), clientSeed: 'k' },
      { 'idempotency-key': 'k2' },
    );
    expect(done.status).toBe(201);
    expect(done.body.entry).toMatchObject({ seq: before.length + 4, nonce: 3 });
    expect(tight.stderr()).not.toContain('ERROR');
  });

  it('refuses a body the log cannot hash (a toJSON member, a lone surrogate) with a 422, not a 500', async () => {
    const { gm } = await createRoom(tight.url, 'Odd bodies');
    const roll = { system: 'd20-roll-under', test: 'check', clientSeed: 'odd' };
    const member = await post(tight.url, gm, 'rolls', { ...roll, input: { value: 12, toJSON: 1 } });
    expect(member.status).toBe(422);
    expect(member.body).toMatchObject({ code: 'invalid_body', errors: [{ path: '/input' }] });
    expect(member.body.detail).toContain('toJSON');
    const surrogate = await post(
      tight.url,
      gm,
      'rolls',
      '{"system":"d20-roll-under","test":"check","input":{"value":12},"clientSeed":"\\ud800"}',
    );
    expect(surrogate.status).toBe(422);
    expect(surrogate.body.errors[0].path).toBe('/clientSeed');
    expect(tight.stderr()).not.toContain('ERROR');
  });

  it('answers /healthz while a heavy room roll is computed, then appends the roll', async () => {
    const { gm } = await createRoom(roomy.url, 'Busy table');
    const started = spins.nextStart(3000);
    const order: string[] = [];
    const heavy = post(roomy.url, gm, 'rolls', { ...spin(3000), clientSeed: 'grind' }).then((r) => {
      order.push('roll');
      return r;
    });
    await started(); // the roll is in the worker now
    const health = await fetch(`${roomy.url}/healthz`);
    order.push('healthz');
    expect(health.status).toBe(200);
    // Other rooms' reads and writes go on too (the room's transaction is not held open on the worker).
    const other = await createRoom(roomy.url, 'Next table');
    expect(other.gm.roomId).toMatch(/^[0-9a-f]{32}$/);
    order.push('other room');
    const rolled = await heavy;
    expect(rolled.status).toBe(201);
    expect(rolled.body.entry).toMatchObject({ type: 'roll', system: 'slow', nonce: 0 });
    expect(order).toEqual(['healthz', 'other room', 'roll']);
  });

  it('holds no transaction while computing: a request is appended meanwhile, the roll is decided again on the new head, and a rotation waits for it', async () => {
    const { gm } = await createRoom(roomy.url, 'Rotation');
    const started = spins.nextStart(1500);
    const heavy = post(roomy.url, gm, 'rolls', { ...spin(1500), clientSeed: 'turning' });
    await started(); // computing in the worker, with the room unlocked
    const asked = await post(roomy.url, gm, 'requests', {
      to: 'all',
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 10 },
    });
    expect(asked.status).toBe(201);
    // A rotation waits in the room's queue of rolls: the drawn roll's seed never changes under it (issue 34, N7).
    const rotated = post(roomy.url, gm, 'epochs');
    const rolled = await heavy;
    expect(rolled.status).toBe(201);
    expect(rolled.body.entry).toMatchObject({ epoch: 1, nonce: 0, seq: asked.body.entry.seq + 1 });
    expect((await rotated).body.entry).toMatchObject({
      type: 'epoch.rotated',
      seq: rolled.body.entry.seq + 1,
    });
  });

  it('appends a roll whose client went away once its work started', async () => {
    const { gm } = await createRoom(roomy.url, 'Walkout');
    const before = (await get(roomy.url, gm, 'entries')).body.entries as Json[];
    const leaving = new AbortController();
    const started = spins.nextStart(1500);
    const gone = fetch(`${roomy.url}/v1/rooms/${gm.roomId}/rolls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${gm.token}` },
      body: JSON.stringify({ ...spin(1500), clientSeed: 'gone' }),
      signal: leaving.signal,
    }).catch((e: Error) => e.name);
    await started(); // its work has started
    leaving.abort();
    expect(await gone).toBe('AbortError');
    // Its dice were being drawn when the client left: the roll is appended all the same (nonce 0), and the
    // next roll takes the next nonce, so the log shows every roll whose dice were drawn.
    const next = await post(roomy.url, gm, 'rolls', { ...spin(0), clientSeed: 'back' });
    expect(next.status).toBe(201);
    expect(next.body.entry).toMatchObject({ seq: before.length + 2, nonce: 1 });
    const after = (await get(roomy.url, gm, 'entries')).body.entries as Json[];
    expect(after[before.length]).toMatchObject({ type: 'roll', nonce: 0, clientSeed: 'gone' });
    expect(roomy.stderr()).not.toContain('ERROR');
  });

  it('keeps heavy rolls byte-exact: concurrent and retried rolls chain gap-free and the log verifies', async () => {
    const url = roomy.url;
    const { gm, invite } = await createRoom(url, 'Contest night');
    const pat = await joinRoom(url, gm.roomId, invite, 'Pat');
    // A resist contest is estimated over the inline threshold: it is computed in the worker pool.
    const rolls = await Promise.all([
      post(url, gm, 'rolls', resist('a')),
      post(url, pat, 'rolls', resist('b')),
      post(url, gm, 'rolls', { ...resist('c'), visibility: 'gm' }),
      post(url, pat, 'rolls', { ...resist('d'), visibility: 'outcome' }),
      post(url, pat, 'rolls', { ...resist('e'), clientSeed: undefined, dice: [8, 5, 7, 10, 2] }),
      ...Array.from({ length: 4 }, () =>
        post(url, gm, 'rolls', resist('same'), { 'idempotency-key': 'once' }),
      ),
    ]);
    expect(rolls.map((r) => [r.status, r.body.detail])).toEqual(rolls.map(() => [201, undefined]));
    const retried = rolls.slice(5);
    expect(new Set(retried.map((r) => r.body.entry.seq)).size).toBe(1);
    expect(retried.filter((r) => r.headers.get('idempotent-replayed') === 'true').length).toBe(3);
    // The entered dice resolve as the rules say: 8 5, 7 10, 2 is the attacker's critical win.
    const entered = rolls[4]!.body.entry;
    expect(entered.outcome.label).toBe((await resolveWith([8, 5, 7, 10, 2])).outcome.label);
    expect(entered.dice.map((d: Json) => d.face)).toEqual([8, 5, 7, 10, 2]);
    // The same roll through the API's resolve route gives the same outcome for the same faces.
    const open = rolls[0]!.body.entry;
    const faces = open.dice.map((d: Json) => d.face);
    expect((await resolveWith(faces)).outcome).toEqual(open.outcome);
    expect((await post(url, gm, 'close')).status).toBe(201);
    const exported = (await get(url, gm, 'export')).body;
    const roll = exported.entries.filter((e: Json) => e.type === 'roll');
    expect(roll.length).toBe(6);
    // Protocol 2: each member's nonces count their own rolls, gap-free.
    const generated = roll.filter((e: Json) => e.nonce !== undefined);
    expect(generated).toHaveLength(5);
    for (const by of new Set(generated.map((e: Json) => e.by))) {
      const own = generated.filter((e: Json) => e.by === by).map((e: Json) => e.nonce);
      expect(own).toEqual(own.map((_: unknown, i: number) => i));
    }
    expect(exported.entries.map((e: Json) => e.seq)).toEqual(
      exported.entries.map((_: Json, i: number) => i + 1),
    );
    // verifyLog checks the chain's hashes, the dice against the revealed seed and each outcome by the engine.
    const result = verifyLog(exported, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);

    async function resolveWith(dice: number[]) {
      const answer = await call(url, 'POST', '/v1/systems/d20-roll-under/tests/resist/resolve', {
        body: { input: resist('x').input, dice },
      });
      return answer.body;
    }
  });
});

describe('the Discord app in the worker pool', () => {
  let key: SigningKey;
  let standIn: StandIn;
  let server: ServerProcess;
  /** The same app with a wide deadline: work on it lasts as long as its input says. */
  let roomy: ServerProcess;
  const spins = spinLog();
  let ids = 5000;
  const plans = loadRegistry(['./test-fixtures/system-slow'], API_DIR).then(
    (registry) => buildDiscordCommands(describeRegistry(registry)).tests,
  );

  beforeAll(async () => {
    key = await generateSigningKey();
    standIn = await startStandIn();
    const discord = {
      ...SLOW,
      WORKERS: '1',
      DISCORD_PUBLIC_KEY: key.publicKeyHex,
      DISCORD_API_BASE: standIn.url,
      DISCORD_USER_LIMIT_PER_MINUTE: '0',
      WEB_DIST: join(import.meta.dirname, 'missing'),
    };
    [server, roomy] = await Promise.all([
      startServer({ ...discord, REQUEST_DEADLINE_MS: '1000' }),
      startServer({ ...discord, ...spins.env, REQUEST_DEADLINE_MS: '60000' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([stop(server), stop(roomy)]);
    await standIn?.close();
  });

  async function send(interaction: Json, channel = 'c1', target = server) {
    const id = String(++ids);
    const token = `offloop-${id}`;
    const body = JSON.stringify({
      application_id: APP,
      token,
      id,
      channel_id: channel,
      guild_id: 'g1',
      member: { user: { id: '42' } },
      ...interaction,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(`${target.url}/discord/interactions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': await key.sign(timestamp, body),
        'x-signature-timestamp': timestamp,
      },
      body,
    });
    expect(response.status).toBe(200);
    return { body: (await response.json()) as Json, token };
  }
  const edit = async (token: string) =>
    (await standIn.next(new RegExp(`/webhooks/${APP}/${token}/messages/@original$`))).body as Json;
  /** `/slow spin ms:<ms>` with extra options. */
  async function spinCommand(ms: number, extra: Json[] = []) {
    const plan = (await plans).find((p) => p.system === 'slow' && p.test === 'spin')!;
    const field = plan.fields.find((f) => f.path.join('.') === 'ms')!;
    return {
      type: 2,
      data: {
        name: plan.command,
        options: [
          { type: 1, name: plan.subcommand, options: [{ name: field.name, type: 4, value: ms }, ...extra] },
        ],
      },
    };
  }

  it('defers a heavy resolve to the pool, and says in the follow-up when the deadline stopped it', async () => {
    await poolReady(server.url);
    const { body, token } = await send(await spinCommand(5000));
    expect(body).toEqual({ type: 5 });
    const followUp = await edit(token);
    expect(followUp.content).toMatch(/^⌛ .*deadline of 1000 ms.*ask for less/);
    expect(followUp.embeds).toBeUndefined();
    // A resolve within the deadline still arrives as an embed, with its odds.
    await poolReady(server.url);
    const quick = await send(await spinCommand(0));
    expect(quick.body).toEqual({ type: 5 });
    expect((await edit(quick.token)).embeds[0].title).toBe('Done');
    expect(server.stderr()).not.toContain('ERROR');
  });

  it('runs deferred odds in the pool under the deadline (odds first), with a clear message past it', async () => {
    await poolReady(server.url);
    const { body, token } = await send(
      await spinCommand(5000, [{ name: 'odds_first', type: 5, value: true }]),
    );
    expect(body).toEqual({ type: 5 });
    const followUp = await edit(token);
    expect(followUp.content).toMatch(/^⌛ .*deadline of 1000 ms/);
    expect(followUp.components).toBeUndefined();
    // /healthz answers while the odds grind (they are in the worker, not on the event loop): on the server with
    // a wide deadline, so the grind outlasts the check however slow the machine, and once the grind has begun.
    const started = spins.nextStart(5000);
    const again = await send(
      await spinCommand(5000, [{ name: 'odds_first', type: 5, value: true }]),
      'c1',
      roomy,
    );
    expect(again.body).toEqual({ type: 5 });
    await started();
    const health = await fetch(`${roomy.url}/healthz`);
    expect(health.status).toBe(200);
    expect(standIn.requests.some((r) => r.path.includes(again.token))).toBe(false);
    expect((await edit(again.token)).embeds[0].title).toBe('Exact odds before the roll');
  });

  it('plays a heavy contest round in the pool as a deferred update, and says so when the deadline stops it', async () => {
    await poolReady(server.url);
    const plan = (await plans).find((p) => p.system === 'slow' && p.test === 'laps')!;
    const option = (path: string, value: number) => ({
      name: plan.fields.find((f) => f.path.join('.') === path)!.name,
      type: 4,
      value,
    });
    const first = await send({
      type: 2,
      data: {
        name: plan.command,
        options: [
          {
            type: 1,
            name: plan.subcommand,
            options: [option('ms', 5000), option('laps', 3), { name: 'by_round', type: 5, value: true }],
          },
        ],
      },
    });
    // A round of unknown cost is played in the pool: deferred, then edited in with the next round's button.
    expect(first.body).toEqual({ type: 5 });
    const round = await edit(first.token);
    expect(round.embeds[0].description).toContain('Lap 1');
    const next = round.components[0].components[0];
    expect(next.label).toMatch(/^Roll: /);
    const pressed = await send({ type: 3, data: { custom_id: next.custom_id, component_type: 2 } });
    expect(pressed.body).toEqual({ type: 6 });
    const stopped = await edit(pressed.token);
    expect(stopped.content).toMatch(/^⌛ .*deadline of 1000 ms/);
    // The rounds so far stay; the button goes (its state was used).
    expect(stopped.components).toEqual([]);
    expect(stopped.embeds).toBeUndefined();
    expect(server.stderr()).not.toContain('ERROR');
  });

  it("stops a linked table's heavy roll at the deadline, logged in the room with no result", async () => {
    await poolReady(server.url);
    const room = await createRoom(server.url, 'The Crypt');
    const link = await send(
      {
        type: 2,
        data: {
          name: 'verdict',
          options: [
            {
              type: 2,
              name: 'table',
              options: [
                {
                  type: 1,
                  name: 'link',
                  options: [
                    { name: 'room', type: 3, value: room.gm.roomId },
                    { name: 'token', type: 3, value: room.gm.token },
                  ],
                },
              ],
            },
          ],
        },
      },
      'crypt',
    );
    expect(link.body.data.content).toMatch(/linked to the room "The Crypt"/);
    const before = (await get(server.url, room.gm, 'entries')).body.entries as Json[];
    const { body, token } = await send(await spinCommand(5000), 'crypt');
    expect(body).toEqual({ type: 5 });
    // The reply says what the room logged, in the room's words (describeEntry), never a generic error.
    const lapsed = await edit(token);
    expect(lapsed.content).toContain(`\n#${before.length + 1} Ada's roll of Spin ran out of time`);
    expect(lapsed.content).toContain('logged with no result');
    expect(lapsed.content).not.toMatch(/ask for less|went wrong|error/i);
    expect(lapsed.embeds[0]).toMatchObject({ title: 'No result: ran out of time' });
    expect(lapsed.embeds[0].footer.text).toMatch(
      new RegExp(`entry #${before.length + 1} · epoch 1 · nonce 0`),
    );
    // Its dice were being drawn: the room logs it with no result and its nonce (fair-play.md), never drops it.
    const after = (await get(server.url, room.gm, 'entries')).body.entries as Json[];
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toMatchObject([
      { type: 'roll', nonce: 0, outcome: { noResult: 'deadline' }, dice: [] },
    ]);
    // Within the deadline the roll goes into the room's log, as before, with the next nonce.
    await poolReady(server.url);
    const quick = await send(await spinCommand(0), 'crypt');
    expect((await edit(quick.token)).embeds[0].footer.text).toMatch(
      new RegExp(`entry #${before.length + 2} · epoch 1 · nonce 1`),
    );
    expect(server.stderr()).not.toContain('ERROR');
  });
});
