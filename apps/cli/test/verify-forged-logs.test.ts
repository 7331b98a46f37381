// Issue 34, "Done when": forged logs that steer a member's nonce, substitute a client seed, re-commit a
// revealed seed, or drop an inner epoch's last roll each fail `verdict verify` (exit 4), through the built
// CLI; the honest protocol 2 log verifies (exit 0) and says it was checked against no head.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitment } from '@verdict/fair';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRoom, dropAndRechain, rechain } from '../../../packages/room/src/test-support/build-room.js';
import { vectorRoom } from '../../../packages/room/src/test-support/vector-room.js';
import { runCli } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';

type Raw = Record<string, unknown>;
const config = tempConfigHome();
afterAll(() => config.remove());
const honest = () => buildRoom(Number.POSITIVE_INFINITY, 2).export() as unknown as { entries: Raw[] };
let n = 0;
function verify(log: { entries: Raw[] }) {
  const file = join(config.dir, `log-${++n}.json`);
  writeFileSync(file, JSON.stringify({ format: 'verdict-room-log', version: 1, entries: log.entries }));
  return runCli(['verify', file], { env: { XDG_CONFIG_HOME: config.dir } });
}

describe('verdict verify and forged protocol 2 logs', () => {
  it('the honest log: exit 0, saying it is relative to no head', () => {
    const run = verify(honest());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Verified: closed log, all 20 entries checked');
    expect(run.stdout).toContain('Head: none given, so this is relative to no head');
  });

  it("steers another member's nonce: exit 4 (nonce)", () => {
    const log = honest();
    log.entries[8] = { ...log.entries[8], nonce: 4 }; // Olaf's blind answer moved to a nonce that suits
    const run = verify({ entries: rechain(log.entries) });
    expect(run.code).toBe(4);
    expect(run.stdout).toContain('[nonce]: nonce 4 of epoch 1 for olaf skips 1');
  });

  it('substitutes a client seed: exit 4 (dice)', () => {
    const log = honest();
    log.entries[4] = { ...log.entries[4], clientSeed: 'chosen-by-the-server' };
    const run = verify({ entries: rechain(log.entries) });
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(/entry 5 \[dice\]: die 1 \(d20\) is \d+, but the seeds give \d+/);
  });

  it('re-commits a revealed seed: exit 4 (commitment)', () => {
    const log = honest();
    const rotated = log.entries[11] as { serverSeed: string; next: Raw };
    log.entries[11] = { ...rotated, next: { ...rotated.next, commitment: commitment(rotated.serverSeed) } };
    const run = verify({ entries: rechain(log.entries) });
    expect(run.code).toBe(4);
    expect(run.stdout).toContain(
      "entry 12 [commitment]: the commitment to epoch 2's seed is an earlier commitment",
    );
  });

  it("drops an inner epoch's last roll (and its reveal): exit 4 (nonce)", () => {
    const run = verify({ entries: dropAndRechain(honest().entries, [9, 15]) });
    expect(run.code).toBe(4);
    expect(run.stdout).toContain('entry 11 [nonce]: epoch.rotated states the nonce counts');
  });

  it('the golden room with notation rolls verifies; a changed die of its 4d6kh3 roll: exit 4 (dice)', () => {
    const golden = () => vectorRoom() as unknown as Raw[];
    expect(verify({ entries: golden() }).code).toBe(0);
    const entries = golden();
    const at = entries.findIndex((e) => e.system === 'dice' && e.visibility === 'public');
    const roll = entries[at] as { dice: { face: number }[] };
    const dice = roll.dice.map((die, i) =>
      i === 0 ? { ...die, face: die.face === 6 ? 5 : die.face + 1 } : die,
    );
    entries[at] = { ...entries[at], dice };
    const run = verify({ entries: rechain(entries) });
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(
      new RegExp(`entry ${at + 1} \\[dice\\]: die 1 \\(d6\\) is \\d, but the seeds give \\d`),
    );
  });
});
