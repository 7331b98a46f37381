// Verdict as a Discord app, on the real server process: signed interactions in, Discord-shaped JSON out
// (directly, or as a follow-up edit that arrives at a local stand-in for Discord's webhook API).
import { join } from 'node:path';
import { describeRegistry } from '@verdict/core';
import { buildDiscordCommands, FIXED, validateCommands } from '@verdict/discord';
import { outcomeFacts, outcomeLabel } from '@verdict/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percent } from '../src/discord/embeds.js';
import { createAppRegistry } from '../src/registry.js';
import {
  generateSigningKey,
  type Recorded,
  type SigningKey,
  type StandIn,
  startStandIn,
} from './discord-stand-in.js';
import { type ServerProcess, startServer } from './server-process.js';

const APP = '112233445566778899';
const manifest = describeRegistry(createAppRegistry());
const commandSet = buildDiscordCommands(manifest);

let key: SigningKey;
let standIn: StandIn;
let server: ServerProcess;
let tokens = 0;

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
  server = await startServer({
    DISCORD_PUBLIC_KEY: key.publicKeyHex,
    DISCORD_API_BASE: standIn.url,
    DISCORD_USER_LIMIT_PER_MINUTE: '0',
    WEB_DIST: join(import.meta.dirname, 'missing'),
  });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await standIn?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: Discord's JSON, read loosely by the assertions.
type Json = Record<string, any>;

/** Sends an interaction signed with the application's key (or as told), as Discord would. */
async function send(
  interaction: Json,
  o: { timestamp?: number; sign?: boolean; tamper?: boolean; target?: ServerProcess } = {},
): Promise<{ status: number; body: Json; token: string }> {
  const token = `token-${++tokens}`;
  const body = JSON.stringify({ application_id: APP, token, id: String(tokens), ...interaction });
  const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (o.sign !== false) {
    headers['x-signature-ed25519'] = await key.sign(timestamp, o.tamper ? `${body} ` : body);
    headers['x-signature-timestamp'] = timestamp;
  }
  const response = await fetch(`${(o.target ?? server).url}/discord/interactions`, {
    method: 'POST',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as Json, token };
}

const member = (id = '42') => ({ member: { user: { id, username: `player${id}` } } });

function command(name: string, sub: string | undefined, options: Json[], user = '42'): Json {
  return {
    type: 2,
    ...member(user),
    data: { name, type: 1, options: sub === undefined ? options : [{ type: 1, name: sub, options }] },
  };
}

/** The follow-up edit of a deferred reply, as it reached the stand-in webhook API. */
async function followUp(token: string): Promise<Recorded> {
  const request = await standIn.next(new RegExp(`^/api/v10/webhooks/${APP}/${token}/messages/@original$`));
  expect(request.method).toBe('PATCH');
  return request;
}

async function api(path: string, body: unknown): Promise<Json> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

/** An example input as options: fields offered as options go there, every other leaf into `fields`. */
function optionsFor(
  plan: (typeof commandSet.tests)[number],
  input: unknown,
  dice?: readonly number[],
): Json[] {
  const leaves: [string[], unknown][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, [...path, String(i)]);
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    else leaves.push([path, value]);
  };
  walk(input, []);
  const options: Json[] = [];
  const pairs: string[] = [];
  for (const [path, value] of leaves) {
    const field = plan.fields.find((f) => f.path.join('.') === path.join('.'));
    if (field) options.push({ name: field.name, type: 3, value });
    else pairs.push(`${path.join('.')}=${typeof value === 'string' ? `'${value}'` : String(value)}`);
  }
  if (pairs.length > 0) options.push({ name: FIXED.fields, type: 3, value: pairs.join(' ') });
  if (dice && dice.length > 0) options.push({ name: FIXED.dice, type: 3, value: dice.join(' ') });
  return options;
}

// Issue 33, L5: signed interactions whose fields were not what Discord documents reached SQL parameters and
// `.map`, and were logged at ERROR with stacks. They are checked by shape first: 400, one line at WARN.
describe('POST /discord/interactions: malformed but signed', () => {
  it.each([
    [
      'a list for the channel',
      {
        ...command('roll', undefined, [{ name: 'notation', type: 3, value: '2d6' }]),
        channel_id: ['1', '2'],
      },
      'channel_id',
    ],
    [
      'options that are not a list',
      { type: 2, ...member(), channel_id: '5', data: { name: 'roll', options: { name: 'x' } } },
      'data.options',
    ],
    [
      'a user id that is not an id',
      { type: 2, member: { user: { id: [42] } }, channel_id: '5', data: { name: 'roll' } },
      'member.user.id',
    ],
    [
      'an option value that is an object',
      {
        type: 2,
        ...member(),
        channel_id: '5',
        data: { name: 'roll', options: [{ name: 'notation', type: 3, value: { a: 1 } }] },
      },
      'data.options.0.value',
    ],
  ])(
    'answers %s with 400 naming the field, and logs one WARN line, no error',
    async (_what, interaction, field) => {
      const before = server.stderr().length;
      const { status, body } = await send(interaction);
      expect(status).toBe(400);
      expect(body.error).toContain(field);
      let logged = '';
      for (let i = 0; i < 600 && !logged.includes('WARN'); i++) {
        logged = server.stderr().slice(before);
        if (!logged.includes('WARN')) await new Promise((r) => setTimeout(r, 100));
      }
      const lines = logged.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        / WARN POST \/discord\/interactions: a signed interaction that is not one Discord documents: /,
      );
      expect(lines[0]).toContain(field);
      expect(logged).not.toContain('ERROR');
    },
  );
});

describe('POST /discord/interactions: signatures', () => {
  it('answers a signed PING with PONG', async () => {
    const { status, body } = await send({ type: 1 });
    expect(status).toBe(200);
    expect(body).toEqual({ type: 1 });
  });

  it('refuses an unsigned, a tampered and a stale PING with a 401 naming why', async () => {
    const unsigned = await send({ type: 1 }, { sign: false });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toMatchObject({
      code: 'invalid_signature',
      detail: expect.stringMatching(/required/),
    });
    const tampered = await send({ type: 1 }, { tamper: true });
    expect(tampered.status).toBe(401);
    expect(tampered.body.detail).toMatch(/does not match/);
    const stale = await send({ type: 1 }, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(401);
    expect(stale.body.detail).toMatch(/more than 5 minutes/);
  });

  it('checks the signature before anything runs: an unsigned command rolls nothing', async () => {
    const roll = command('roll', undefined, [{ name: 'notation', type: 3, value: '100d100' }]);
    const unsigned = await send(roll, { sign: false });
    expect(unsigned.status).toBe(401);
    // Rather than wait a while for a follow-up that should never come: the same command signed, sent after it,
    // is deferred and followed up; by then an unsigned one that ran would have been followed up too.
    const signed = await send(roll);
    expect(signed.body.type).toBe(5);
    await followUp(signed.token);
    expect(standIn.requests.filter((r) => r.path.includes(`/${unsigned.token}/`))).toEqual([]);
  });
});

describe('each system test as a slash command, against the API for the same dice', () => {
  const cases = commandSet.tests.flatMap((plan) => {
    const test = manifest.systems.find((s) => s.id === plan.system)!.tests.find((t) => t.id === plan.test)!;
    const example = test.examples.find((e) => e.dice !== undefined);
    return example ? [{ plan, example }] : [];
  });

  it('covers every test of every bundled system', () => {
    const all = manifest.systems.flatMap((s) => s.tests.map((t) => `${s.id}/${t.id}`));
    expect(cases.map((c) => `${c.plan.system}/${c.plan.test}`)).toEqual(all);
  });

  it.each(cases.map((c) => [`${c.plan.system}/${c.plan.test}`, c] as const))(
    '%s',
    async (_, { plan, example }) => {
      const { status, body, token } = await send(
        command(plan.command, plan.subcommand, optionsFor(plan, example.input, example.dice)),
      );
      expect(status).toBe(200);
      expect(body).toEqual({ type: 5 });
      const edit = (await followUp(token)).body as Json;

      const path = `/v1/systems/${plan.system}/tests/${plan.test}`;
      const expected = await api(`${path}/resolve`, { input: example.input, dice: example.dice });
      const odds = await api(`${path}/odds`, { input: example.input });
      const chance = odds.outcomes.find(
        (o: Json) =>
          o.label === expected.outcome.label &&
          (o.winner ?? expected.outcome.winner) === expected.outcome.winner,
      );

      const [embed] = edit.embeds;
      expect(expected.outcome.label).toBe(example.expected.label);
      // The winner by the name given in the input, as on the web and in the CLI; the facts in the test's words.
      const labels = manifest.systems
        .find((s) => s.id === plan.system)!
        .tests.find((t) => t.id === plan.test)!.labels;
      expect(embed.title).toBe(outcomeLabel(expected.outcome, labels));
      for (const fact of outcomeFacts(expected.outcome, labels))
        expect(embed.fields).toContainEqual({ name: fact.label, value: fact.text, inline: true });
      expect(embed.author.name).toBe(
        `${manifest.systems.find((s) => s.id === plan.system)!.name} · ${plan.title}`,
      );
      for (const step of expected.steps.slice(0, 6)) expect(embed.description).toContain(step.text);
      const dice = embed.fields.find((f: Json) => f.name === 'Dice').value;
      for (const die of expected.dice)
        expect(dice).toContain(die.kept ? `**${die.face}**` : `~~${die.face}~~`);
      expect(embed.fields.find((f: Json) => f.name === 'Chance of this result').value).toBe(
        percent(chance.probability, chance.fraction),
      );
      expect(edit.components[0].components[0]).toMatchObject({
        type: 2,
        label: 'Reroll',
        custom_id: expect.stringMatching(/^v:r:[\w-]{16}$/),
      });
      expect(edit.allowed_mentions).toEqual({ parse: [] });
    },
  );
});

describe('the fields option', () => {
  it("reads the CLI's field=value text, with lists of objects written short", async () => {
    const { body, token } = await send(
      command('d20-roll-under', 'check', [
        { name: 'fields', type: 3, value: 'value=12 name=Fishing modifiers=-3:poor tackle' },
        { name: 'dice', type: 3, value: '15' },
      ]),
    );
    expect(body).toEqual({ type: 5 });
    const [embed] = ((await followUp(token)).body as Json).embeds;
    const input = { value: 12, name: 'Fishing', modifiers: [{ amount: -3, label: 'poor tackle' }] };
    const expected = await api('/v1/systems/d20-roll-under/tests/check/resolve', { input, dice: [15] });
    expect(embed.title).toBe(expected.outcome.label);
    expect(embed.title).toBe('Failure');
    expect(embed.description).toContain('poor tackle: -3');
  });
});

describe('dice notation', () => {
  it('/roll with entered dice replies at once, privately on request, with the chance of the total', async () => {
    const { body } = await send(
      command('roll', undefined, [
        { name: 'notation', type: 3, value: '2d6+3' },
        { name: 'dice', type: 3, value: '3 4' },
        { name: 'private', type: 5, value: true },
      ]),
    );
    const expected = await api('/v1/roll', { notation: '2d6+3', dice: [3, 4] });
    expect(body.type).toBe(4);
    expect(body.data.flags).toBe(64);
    const [embed] = body.data.embeds;
    expect(embed.title).toBe(String(expected.total));
    expect(embed.title).toBe('10');
    // 2d6 = 7: 6 of 36; 2d6 >= 7: 21 of 36.
    expect(embed.fields).toEqual([
      { name: 'Dice', value: '2d6: **3** **4**\n*(your own dice)*', inline: false },
      { name: 'Chance of exactly 10', value: '16.7% (1/6)', inline: true },
      { name: 'Chance of 10 or more', value: '58.3%', inline: true },
    ]);
    const odds = await api('/v1/odds', { notation: '2d6+3' });
    const ten = odds.distribution.find((o: Json) => o.value === 10);
    expect(embed.fields[1].value).toBe(percent(ten.probability, ten.fraction));
  });

  it('/odds is deferred, and its distribution arrives as a follow-up edit', async () => {
    const { body, token } = await send(
      command('odds', undefined, [{ name: 'notation', type: 3, value: '3d6' }]),
    );
    expect(body).toEqual({ type: 5 });
    const [embed] = ((await followUp(token)).body as Json).embeds;
    const expected = await api('/v1/odds', { notation: '3d6' });
    expect(embed.author.name).toBe('Odds of 3d6');
    expect(embed.title).toBe('3 to 18, 10.5 on average');
    const ten = expected.distribution.find((o: Json) => o.value === 10);
    expect(embed.description).toContain(percent(ten.probability, ten.fraction));
    // Brute force over the 216 rolls: 10 or more in 135 (62.5%), 10 or less in 108 (50%).
    let atLeast = 0;
    let atMost = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          if (a + b + c >= 10) atLeast++;
          if (a + b + c <= 10) atMost++;
        }
    expect(embed.description).toContain(
      `${percent(ten.probability, ten.fraction)} · ≥ ${percent(atLeast / 216)} · ≤ ${percent(atMost / 216)}`,
    );
  });

  it('a private /odds defers privately', async () => {
    const { body, token } = await send(
      command('odds', undefined, [
        { name: 'notation', type: 3, value: 'd%' },
        { name: 'private', type: 5, value: true },
      ]),
    );
    expect(body).toEqual({ type: 5, data: { flags: 64 } });
    await followUp(token);
  });
});

describe('buttons', () => {
  it('Odds first shows the exact odds with a Roll button; Roll rolls, Reroll rerolls and says so', async () => {
    const input = { value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] };
    const first = await send(
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'fields', type: 3, value: "modifiers.0.amount=-3 modifiers.0.label='poor tackle'" },
        { name: 'odds_first', type: 5, value: true },
        { name: 'dice', type: 3, value: '7' },
      ]),
    );
    expect(first.body).toEqual({ type: 5 });
    const odds = (await followUp(first.token)).body as Json;
    const expected = await api('/v1/systems/d20-roll-under/tests/check/odds', { input });
    expect(odds.embeds[0].title).toBe('Exact odds before the roll');
    // The headline first (the total chance of success, then of failure), then every outcome.
    const success = expected.outcomes
      .filter((o: Json) => o.result === 'success')
      .reduce((sum: number, o: Json) => sum + o.probability, 0);
    expect(odds.embeds[0].fields[0]).toEqual({
      name: 'Success',
      value: percent(success, '9/20'),
      inline: true,
    });
    expect(odds.embeds[0].fields[1]).toMatchObject({ name: 'Failure' });
    const outcomes = odds.embeds[0].fields.find((f: Json) => f.name === 'Outcomes').value;
    for (const o of expected.outcomes)
      expect(outcomes).toContain(`**${o.label}**: ${percent(o.probability, o.fraction)}`);
    const roll = odds.components[0].components[0];
    expect(roll).toMatchObject({ label: 'Roll', style: 1 });

    const someoneElse = await send({
      type: 3,
      ...member('99'),
      data: { custom_id: roll.custom_id, component_type: 2 },
    });
    expect(someoneElse.body).toMatchObject({
      type: 4,
      data: { flags: 64, content: expect.stringMatching(/Only <@42>/) },
    });

    const pressed = await send({
      type: 3,
      ...member(),
      data: { custom_id: roll.custom_id, component_type: 2 },
    });
    expect(pressed.body).toEqual({ type: 5 });
    const rolled = (await followUp(pressed.token)).body as Json;
    const resolved = await api('/v1/systems/d20-roll-under/tests/check/resolve', { input, dice: [7] });
    expect(rolled.embeds[0]).toMatchObject({
      title: resolved.outcome.label,
      author: { name: 'd20 roll-under · Check' },
    });
    const reroll = rolled.components[0].components[0];
    expect(reroll).toMatchObject({ label: 'Reroll', style: 2 });

    const again = await send({
      type: 3,
      ...member(),
      data: { custom_id: reroll.custom_id, component_type: 2 },
    });
    expect(again.body).toEqual({ type: 5 });
    const rerolled = (await followUp(again.token)).body as Json;
    expect(rerolled.embeds[0].author.name).toBe('🔁 Reroll · d20 roll-under · Check');
    expect(rerolled.embeds[0].footer.text).toMatch(/^seed \S+/);
    const seed = /^seed (\S+)/.exec(rerolled.embeds[0].footer.text)![1];
    const replay = await api('/v1/systems/d20-roll-under/tests/check/resolve', { input, seed });
    expect(rerolled.embeds[0].title).toBe(replay.outcome.label);
  });

  it('/roll has a Reroll button that rolls the notation again, marked as a reroll', async () => {
    const { body } = await send(command('roll', undefined, [{ name: 'notation', type: 3, value: '4d6kh3' }]));
    expect(body.type).toBe(4);
    const reroll = body.data.components[0].components[0];
    const again = await send({
      type: 3,
      ...member(),
      data: { custom_id: reroll.custom_id, component_type: 2 },
    });
    expect(again.body.type).toBe(4);
    expect(again.body.data.embeds[0].author.name).toBe('🔁 Reroll · Roll 4d6kh3');
    const seed = /^seed (\S+)/.exec(again.body.data.embeds[0].footer.text)![1];
    expect(again.body.data.embeds[0].title).toBe(
      String((await api('/v1/roll', { notation: '4d6kh3', seed })).total),
    );
  });

  it('an unknown or expired button gets an ephemeral note', async () => {
    const { body } = await send({
      type: 3,
      ...member(),
      data: { custom_id: 'v:r:AAAAAAAAAAAAAAAA', component_type: 2 },
    });
    expect(body).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringMatching(/expired/) } });
  });

  it('plays a contest round by round, one button press per round, with entered dice dealt per round', async () => {
    // rules: Jokkler (Persuasion 12) against the guard (Will 10): 8 5, 7 10, 2: attacker wins (critical) in round 3.
    const first = await send(
      command('d20-roll-under', 'resist', [
        { name: 'attacker_skill', type: 4, value: 12 },
        { name: 'target_will', type: 4, value: 10 },
        { name: 'attacker_name', type: 3, value: 'Jokkler' },
        { name: 'target_name', type: 3, value: 'Guard' },
        { name: 'dice', type: 3, value: '8 5 7 10 2' },
        { name: 'by_round', type: 5, value: true },
      ]),
    );
    expect(first.body.type).toBe(4);
    let message = first.body.data;
    const titles = [message.embeds[0].title];
    while (message.components.length > 0) {
      const next = message.components[0].components[0];
      expect(next.label).toMatch(/^Roll: /);
      const pressed = await send({
        type: 3,
        ...member('7'),
        data: { custom_id: next.custom_id, component_type: 2 },
      });
      expect(pressed.body.type).toBe(7);
      message = pressed.body.data;
      titles.push(message.embeds[0].title);
      // The button just used no longer works: a double click cannot play a round twice.
      const twice = await send({
        type: 3,
        ...member('7'),
        data: { custom_id: next.custom_id, component_type: 2 },
      });
      expect(twice.body.data.flags).toBe(64);
    }
    // The ending names the winner as the input does ("Jokkler"), as the web and the CLI do.
    expect(titles).toEqual(['Round 1 played', 'Round 2 played', 'Jokkler wins (critical)']);
    expect(message.embeds[0].description).toMatch(/\*\*Round 3\*\*/);
  });

  it("shows a round's re-counted dice of the round before: a die rolled again with Heroic Inspiration is dropped", async () => {
    // SRD 5.2 check with Advantage and Heroic Inspiration rerolling the 10: 10 and 4, then 2; the 4 now counts.
    const first = await send(
      command('srd52', 'check', [
        {
          name: 'fields',
          type: 3,
          value: 'abilityModifier=0 dc=10 advantage=Help heroicInspiration=true reroll=0',
        },
        { name: 'dice', type: 3, value: '10 4 2' },
        { name: 'by_round', type: 5, value: true },
      ]),
    );
    expect(first.body.type).toBe(4);
    expect(first.body.data.embeds[0].fields[0]).toMatchObject({
      name: 'Dice of round 1',
      value: expect.stringContaining('**10**'),
    });
    const next = first.body.data.components[0].components[0];
    const pressed = await send({
      type: 3,
      ...member(),
      data: { custom_id: next.custom_id, component_type: 2 },
    });
    expect(pressed.body.type).toBe(7);
    const [recounted, played] = pressed.body.data.embeds[0].fields;
    expect(recounted.name).toBe('Dice of round 1, as they now count');
    expect(recounted.value).toContain('~~10~~');
    expect(recounted.value).toContain('**4**');
    expect(played).toMatchObject({ name: 'Dice of round 2', value: expect.stringContaining('2') });
  });

  it('finishes a play at once for who started it (Finish), not for anyone else; an extended test by buttons', async () => {
    const first = await send(
      command(
        '2d6-pool',
        'extended',
        [
          {
            name: 'fields',
            type: 3,
            value: 'difficulty=8 progressRequired=30 participants.0.name=Grog participants.0.rating=2',
          },
          { name: 'by_round', type: 5, value: true },
        ],
        '42',
      ),
    );
    expect(first.body.type).toBe(4);
    const row = first.body.data.components[0].components;
    expect(row.map((b: Json) => b.label)).toEqual([expect.stringMatching(/^Roll: /), 'Finish']);
    // The extended test takes no GM's choices: no menus.
    expect(first.body.data.components).toHaveLength(1);
    const finish = (user: string) =>
      send({ type: 3, ...member(user), data: { custom_id: row[1].custom_id, component_type: 2 } });
    const refused = await finish('7');
    expect(refused.body).toMatchObject({
      type: 4,
      data: { flags: 64, content: expect.stringMatching(/Only <@42>/) },
    });
    // The rest at once has no estimate of its own: a deferred update, edited in through the webhook.
    const done = await finish('42');
    expect(done.body.type).toBe(6);
    const edit = (await followUp(done.token)).body as Json;
    expect(edit.components).toEqual([]);
    expect(edit.embeds[0].title).not.toMatch(/^Round \d+ played$/);
  });
});

describe('bad options, each named in an ephemeral error', () => {
  const cases: [string, Json, RegExp[]][] = [
    [
      'a bad die and a value out of range at once',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 500 },
        { name: 'dice', type: 3, value: 'x' },
      ]),
      [/\*\*dice\*\*: die 1: 'x'/, /\*\*value\*\*: .*99/],
    ],
    [
      'a value out of range',
      command('d20-roll-under', 'check', [{ name: 'value', type: 4, value: 500 }]),
      [/\*\*value\*\*: .*99/],
    ],
    [
      'a field in fields and a die at once',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'fields', type: 3, value: 'modifiers.0.amount=lots' },
        { name: 'dice', type: 3, value: '21' },
      ]),
      [/\*\*fields\*\*: modifiers\.0\.amount/],
    ],
    [
      'an entered die that does not fit',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'dice', type: 3, value: '21' },
      ]),
      [/\*\*dice\*\*: .*21/],
    ],
    [
      'a die that is not a number',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'dice', type: 3, value: 'six' },
      ]),
      [/\*\*dice\*\*: die 1: 'six' is not a whole number/],
    ],
    [
      'an unreadable fields text',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'fields', type: 3, value: 'oops' },
      ]),
      [/\*\*fields\*\*: Unexpected argument 'oops'/],
    ],
    [
      'a value outside an enum',
      command('2d6-pool', 'check', [
        { name: 'rating', type: 4, value: 2 },
        { name: 'difficulty', type: 4, value: 8 },
        { name: 'attribute', type: 3, value: 'strength' },
      ]),
      [/\*\*attribute\*\*: 'strength' is not one of might, knack, will/],
    ],
    [
      'a missing required field',
      command('2d6-pool', 'check', [{ name: 'rating', type: 4, value: 2 }]),
      [/\*\*difficulty\*\*/],
    ],
    [
      'an unknown option',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'by_round', type: 5, value: true },
        { name: 'colour', type: 3, value: 'red' },
      ]),
      [/\*\*by_round\*\*: unknown option/, /\*\*colour\*\*: unknown option/],
    ],
    [
      'a bad notation',
      command('roll', undefined, [{ name: 'notation', type: 3, value: '2x6' }]),
      [/\*\*notation\*\*/],
    ],
    [
      'a notation too wide for odds',
      command('odds', undefined, [{ name: 'notation', type: 3, value: '1000d1000' }]),
      [/\*\*notation\*\*: .*possible totals/],
    ],
    [
      // Issue 25: 2 totals, but a distribution spanning 30,000,001 values, computed for 9.5 s on the event loop.
      'a notation spanning too many values for odds',
      command('odds', undefined, [{ name: 'notation', type: 3, value: '1d2*30000000' }]),
      [/\*\*notation\*\*: .*1d2\*30000000.*maxDistributionEntries/],
    ],
    [
      'dice that do not fit the notation',
      command('roll', undefined, [
        { name: 'notation', type: 3, value: '2d6' },
        { name: 'dice', type: 3, value: '3 9' },
      ]),
      [/\*\*dice\*\*: die 2/],
    ],
    ['an unknown subcommand', command('d20-roll-under', 'fishing', []), [/Unknown command/]],
    [
      // Issue 25: setAt filled every row up to the index and the server died of "heap out of memory".
      'a list index past the schema maxItems in fields',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'fields', type: 3, value: 'modifiers.999999999.amount=1' },
      ]),
      [/\*\*fields\*\*: modifiers\.999999999: index out of range, at most 50 items/],
    ],
    [
      'a sparse list index in fields',
      command('d20-roll-under', 'check', [
        { name: 'value', type: 4, value: 12 },
        { name: 'fields', type: 3, value: 'modifiers.4.amount=1' },
      ]),
      [/\*\*fields\*\*: modifiers\.4: index out of range, the next row is modifiers\.0/],
    ],
  ];

  it.each(cases)('%s', async (_, interaction, patterns) => {
    const { status, body } = await send(interaction);
    expect(status).toBe(200);
    expect(body.type).toBe(4);
    expect(body.data.flags).toBe(64);
    for (const pattern of patterns) expect(body.data.content).toMatch(pattern);
  });
});

describe('limits', () => {
  it('limits heavy commands per user, and each user separately', async () => {
    const limited = await startServer({
      DISCORD_PUBLIC_KEY: key.publicKeyHex,
      DISCORD_API_BASE: standIn.url,
      DISCORD_USER_LIMIT_PER_MINUTE: '2',
      WEB_DIST: join(import.meta.dirname, 'missing'),
    });
    try {
      const odds = (user: string) =>
        send(command('d20-roll-under', 'check', [{ name: 'value', type: 4, value: 12 }], user), {
          target: limited,
        });
      expect((await odds('1')).body.type).toBe(5);
      expect((await odds('1')).body.type).toBe(5);
      const third = await odds('1');
      expect(third.body).toMatchObject({
        type: 4,
        data: { flags: 64, content: expect.stringMatching(/rolling fast: try again in \d+ s/) },
      });
      expect((await odds('2')).body.type).toBe(5);
    } finally {
      limited.child.kill('SIGTERM');
      await limited.exited;
    }
  });

  it("counts a play's Finish (the rest at once, in the worker pool) against the user's limit", async () => {
    const limited = await startServer({
      DISCORD_PUBLIC_KEY: key.publicKeyHex,
      DISCORD_API_BASE: standIn.url,
      DISCORD_USER_LIMIT_PER_MINUTE: '1',
      WEB_DIST: join(import.meta.dirname, 'missing'),
    });
    try {
      const play = async () => {
        const started = await send(
          command(
            '2d6-pool',
            'extended',
            [
              {
                name: 'fields',
                type: 3,
                value: 'difficulty=8 progressRequired=30 participants.0.name=Grog participants.0.rating=2',
              },
              { name: 'by_round', type: 5, value: true },
            ],
            '1',
          ),
          { target: limited },
        );
        return started.body.data.components[0].components[1].custom_id as string;
      };
      const [a, b] = [await play(), await play()];
      const finish = (id: string) =>
        send({ type: 3, ...member('1'), data: { custom_id: id, component_type: 2 } }, { target: limited });
      expect((await finish(a)).body.type).toBe(6);
      expect((await finish(b)).body).toMatchObject({
        type: 4,
        data: { flags: 64, content: expect.stringMatching(/rolling fast: try again in \d+ s/) },
      });
    } finally {
      limited.child.kill('SIGTERM');
      await limited.exited;
    }
  });

  it('counts a refused command against the limit too, and refuses past it before reading options', async () => {
    const limited = await startServer({
      DISCORD_PUBLIC_KEY: key.publicKeyHex,
      DISCORD_API_BASE: standIn.url,
      DISCORD_USER_LIMIT_PER_MINUTE: '2',
      WEB_DIST: join(import.meta.dirname, 'missing'),
    });
    try {
      const refused = (user: string) =>
        send(
          command(
            'd20-roll-under',
            'check',
            [
              { name: 'value', type: 4, value: 12 },
              { name: 'fields', type: 3, value: 'modifiers.999999999.amount=1' },
            ],
            user,
          ),
          { target: limited },
        );
      for (let i = 0; i < 2; i++) {
        expect((await refused('7')).body.data.content).toMatch(/modifiers\.999999999: index out of range/);
      }
      expect((await refused('7')).body).toMatchObject({
        type: 4,
        data: { flags: 64, content: expect.stringMatching(/rolling fast: try again in \d+ s/) },
      });
      const good = await send(
        command('d20-roll-under', 'check', [{ name: 'value', type: 4, value: 12 }], '7'),
        {
          target: limited,
        },
      );
      expect(good.body.data.content).toMatch(/rolling fast/);
      expect((await refused('8')).body.data.content).toMatch(/index out of range/);
    } finally {
      limited.child.kill('SIGTERM');
      await limited.exited;
    }
  });

  it('refuses bodies over the API limit before reading them', async () => {
    const { status } = await send({ type: 1, padding: 'x'.repeat(70_000) });
    expect(status).toBe(413);
  });
});

describe('the generated definitions', () => {
  it('fit Discord documented limits', () => {
    expect(validateCommands(commandSet.commands)).toEqual([]);
    expect(commandSet.omitted).toEqual([]);
    expect(commandSet.commands.map((c) => c.name)).toEqual([
      'roll',
      'odds',
      'verdict',
      'save',
      'saved',
      'r',
      'unsave',
      'board',
      'd20-roll-under',
      '2d6-pool',
      't13',
      'srd52',
    ]);
  });
});
