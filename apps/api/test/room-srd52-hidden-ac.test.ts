// Issue 39: a room plays SRD 5.2 from the manifest like any system, on the real server: the GM asks a player for
// an attack roll against a hidden Armor Class (a request in parts: the GM fixes `ac`, the player gives the rest),
// then a Critical Hit's damage is rolled, and the export of the room verifies whole through the same rules.
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

const longsword = [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }];
const fightersPart = {
  abilityModifier: 3,
  proficiency: 'proficient',
  proficiencyBonus: 2,
  damage: longsword,
};

describe('an SRD 5.2 attack against a hidden AC, and a Critical Hit damage roll, in a room', () => {
  it("resolves the GM's hidden AC with the player's own part, rolls the Critical Hit's damage, and the export verifies", async () => {
    const { gm, invite } = await createRoom(url, 'Goblin ambush');
    const fighter = await join(url, gm.roomId, invite, 'Fighter');
    const asked = await post(url, gm, 'requests', {
      to: [fighter.memberId],
      system: 'srd52',
      test: 'attack',
      input: { ac: 17 },
      fixes: ['ac'],
      hidden: true,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.entry.input).toBeUndefined();
    const seq = asked.body.entry.seq as number;

    // The hidden field cannot come from the answer, and a refusal never says it.
    const override = await post(url, fighter, 'rolls', {
      request: seq,
      input: { ...fightersPart, ac: 10 },
      clientSeed: 'f',
    });
    expect(override.status).toBe(422);
    expect(override.body.errors[0].path).toBe('/input/ac');
    expect(JSON.stringify(override.body)).not.toMatch(/\b17\b/);

    const answered = await post(url, fighter, 'rolls', {
      request: seq,
      input: fightersPart,
      clientSeed: 'f',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.entry).toMatchObject({ type: 'roll', request: seq, visibility: 'outcome' });
    expect(answered.body.content).toBeUndefined(); // the AC stays hidden from the player
    const opened = await get(url, gm, `entries/${answered.body.entry.seq}/private`);
    expect(opened.body.content.input).toMatchObject({ ...fightersPart, ac: 17 });
    expect(['Critical Hit', 'Hit', 'Miss']).toContain(opened.body.content.outcome.label);

    // A Critical Hit's damage: every die twice over, the modifier once.
    const crit = await post(url, fighter, 'rolls', {
      system: 'srd52',
      test: 'damage',
      input: { parts: longsword, critical: true },
      clientSeed: 'crit',
    });
    expect(crit.status, JSON.stringify(crit.body)).toBe(201);
    const dice = crit.body.entry.dice as { sides: number; face: number }[];
    expect(dice.map((d) => d.sides)).toEqual([8, 8]);
    expect(crit.body.entry.outcome.damage).toBe(dice[0]!.face + dice[1]!.face + 3);

    expect((await post(url, gm, 'close', { revealAll: true })).status).toBe(201);
    const result = verifyLog((await get(url, fighter, 'export')).body, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  }, 120_000);
});
