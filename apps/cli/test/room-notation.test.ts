// Issue 36: plain dice notation rolled into a room from the terminal (`verdict room roll 4d6kh3 name=Strength`)
// against the real API server: the line names the roll and says its total and exact chance; a secret notation
// roll is sealed for the player; the closed export verifies, and a changed die fails verdict verify with exit 4.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rechain } from '../../../packages/room/src/test-support/build-room.js';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const player = table.member();

describe('verdict room roll <notation>', () => {
  it('rolls notation into the room with every visibility; the export verifies, a changed die fails (exit 4)', async () => {
    const created = await gm.run(['room', 'create', 'Dice', 'night', '--name', 'Ada']);
    expect(created.code).toBe(0);
    const link = /Join link: (\S+)/.exec(created.stdout)![1]!;
    expect((await player.run(['room', 'join', link, '--name', 'Grog'])).code).toBe(0);

    const rolled = await player.run(['room', 'roll', '4d6kh3', 'name=Strength']);
    expect(rolled.stderr).toBe('');
    expect(rolled.code).toBe(0);
    expect(rolled.stdout).toMatch(/Grog rolled Strength \(4d6kh3\): \d+ \(\d+(\.\d+)?% for this or better\)/);

    const blind = await player.run(['room', 'roll', '1d20+5', '--visibility', 'blind']);
    expect(blind.code).toBe(0);
    const secret = await gm.run(['room', 'roll', '2d6+3', '--visibility', 'gm']);
    expect(secret.code).toBe(0);
    expect(secret.stdout).toMatch(/Ada rolled 2d6\+3 \[secret[^\]]*\]: \d+/);
    const seen = await player.run(['room', 'log']);
    expect(seen.stdout).toMatch(/Ada made a secret roll \[secret[^\]]*\]\n/);
    expect(seen.stdout).not.toContain('2d6+3');

    const bad = await player.run(['room', 'roll', '2d6+']);
    expect(bad.code).not.toBe(0);
    expect(`${bad.stdout}${bad.stderr}`).toMatch(/notation/);

    expect((await gm.run(['room', 'close', '--reveal-all'])).code).toBe(0);
    const exported = await player.run(['room', 'export']);
    const file = join(player.config.dir, 'room.json');
    writeFileSync(file, exported.stdout);
    const verified = await player.run(['verify', file]);
    expect(verified.stdout).toContain('Verified');
    expect(verified.code).toBe(0);

    // A changed die of the public 4d6kh3 roll: the seeds give another face.
    const log = JSON.parse(exported.stdout) as { entries: Record<string, unknown>[] };
    const at = log.entries.findIndex((e) => e.system === 'dice' && e.visibility === 'public');
    const dice = (log.entries[at]!.dice as { face: number }[]).map((die, i) =>
      i === 0 ? { ...die, face: (die.face % 6) + 1 } : die,
    );
    log.entries[at] = { ...log.entries[at], dice };
    const forged = join(player.config.dir, 'forged.json');
    writeFileSync(forged, JSON.stringify({ ...log, entries: rechain(log.entries) }));
    const failed = await player.run(['verify', forged]);
    expect(failed.code).toBe(4);
    expect(failed.stdout).toContain(`entry ${at + 1} [dice]: die 1 (d6)`);
  }, 240_000);
});
