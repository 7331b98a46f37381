// Issue 39, "Done when": a room plays a hidden-AC attack request and a Critical Hit's damage end to end in the
// terminal. The GM asks the fighter for an SRD 5.2 attack roll in parts (the GM's hidden AC, the player's bonus and
// damage); the fighter answers with `verdict room answer` and a client seed the test found for a natural 20 (it read
// the epoch's committed server seed from the server's own store, which no roller can: seed-for-draw.ts), so the
// answer is a Critical Hit whose Longsword damage rolls its d8 twice over, the modifier once. The GM opens it,
// reveals the request, closes revealing everything, and `verdict verify` checks the export whole (exit 0).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import buildApi from '../../api/test/build-once.js';
import { committedServerSeed, memberIdOf, seedForDraw } from '../../api/test/seed-for-draw.js';
import { type ServerProcess, startServer } from '../../api/test/server-process.js';
import { member } from './room-server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'verdict-crit-data-'));
let server: ServerProcess;
let gm: ReturnType<typeof member>;
let fighter: ReturnType<typeof member>;

beforeAll(async () => {
  buildApi();
  server = await startServer({ VERDICT_DATA_DIR: dataDir });
  gm = member(server);
  fighter = member(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  for (const seat of [gm, fighter]) seat?.config.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const ok = async (run: Promise<{ code: number | null; stdout: string; stderr: string }>) => {
  const done = await run;
  if (done.code !== 0) throw new Error(`exit ${done.code}: ${done.stderr}${done.stdout}`);
  return done;
};
const longsword = [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }];

describe('an SRD 5.2 attack against a hidden AC, answered with a Critical Hit, in the terminal', () => {
  it('plays the request, shows the Critical Hit and its doubled damage dice, and the export verifies (exit 0)', async () => {
    const created = await ok(gm.run(['room', 'create', 'Goblin', 'ambush', '--name', 'Ada']));
    const link = /Join link: (\S+)/.exec(created.stdout)![1]!;
    const roomId = /#\/rooms\/([0-9a-f]+)\/join/.exec(link)![1]!;
    const joined = JSON.parse(
      (await ok(fighter.run(['room', 'join', link, '--name', 'Grog', '--json']))).stdout,
    );
    const asked = JSON.parse(
      (
        await ok(
          gm.run([
            'room',
            'request',
            'srd52',
            'attack',
            'ac=17',
            '--parts',
            '--hidden',
            '--to',
            joined.memberId,
            '--note',
            'the goblin boss',
            '--json',
          ]),
        )
      ).stdout,
    ).entry;
    expect(asked.fixes).toEqual(['ac']);
    expect(asked.input).toBeUndefined();

    // The answer is Grog's first generated roll of the epoch (his nonce 0 under protocol 2): its d20 is the first face.
    const serverSeed = await committedServerSeed(dataDir, roomId);
    const clientSeed = seedForDraw(serverSeed, 0, [20], ([d20]) => d20 === 20, {
      member: await memberIdOf(dataDir, roomId, 'Grog'),
    });
    const answered = await ok(
      fighter.run([
        'room',
        'answer',
        String(asked.seq),
        'abilityModifier=3',
        'proficiency=proficient',
        'proficiencyBonus=2',
        '--input',
        JSON.stringify({ damage: longsword }),
        '--client-seed',
        clientSeed,
      ]),
    );
    // The fighter sees the result, not the hidden AC.
    expect(answered.stdout).toMatch(
      new RegExp(`^#${asked.seq + 1} Grog rolled Attack roll \\(answers #${asked.seq}\\).*Critical Hit`, 'm'),
    );
    expect(answered.stdout).not.toMatch(/\b17\b/);

    // The GM reads it whole: the natural 20, and the Longsword's d8 twice over.
    const log = (await ok(gm.run(['room', 'log']))).stdout;
    expect(log).toMatch(
      new RegExp(
        `^#${asked.seq + 1} Grog rolled Attack roll .*Critical Hit .*d20: 20; Longsword: 2d8 \\d+ \\d+$`,
        'm',
      ),
    );
    await ok(gm.run(['room', 'reveal', String(asked.seq)]));
    await ok(gm.run(['room', 'close', '--reveal-all']));
    const exported = JSON.parse((await ok(fighter.run(['room', 'export']))).stdout);
    const answer = exported.entries.find((e: { seq: number }) => e.seq === asked.seq + 1);
    expect(answer).toMatchObject({ type: 'roll', request: asked.seq, nonce: 0, visibility: 'outcome' });
    expect(answer.result.label).toBe('Critical Hit');
    // Its sealed part (client seed, dice, outcome), revealed by the close.
    const opened = exported.entries.find(
      (e: { type: string; of?: number }) => e.type === 'reveal' && e.of === answer.seq,
    ).content;
    expect(opened.clientSeed).toBe(clientSeed);
    expect(opened.input).toMatchObject({ ac: 17, abilityModifier: 3, damage: longsword });
    const dice = opened.dice as { sides: number; face: number }[];
    expect(dice.map((d) => d.sides)).toEqual([20, 8, 8]);
    expect(dice[0]!.face).toBe(20);
    expect(opened.outcome).toMatchObject({
      label: 'Critical Hit',
      critical: 'success',
      natural: 20,
      damage: dice[1]!.face + dice[2]!.face + 3,
    });

    const file = join(fighter.config.dir, 'room.json');
    writeFileSync(file, JSON.stringify(exported));
    const verified = await fighter.run(['verify', file]);
    expect(verified.stderr).toBe('');
    expect(verified.stdout).toContain(`Verified: closed log, all ${exported.entries.length} entries checked`);
    expect(verified.code).toBe(0);
  }, 240_000);
});
