// Issue 36, "Done when": a room's test of rounds verifies whole through `verdict verify` (exit 0), and a changed die
// in any round fails with exit 4 naming the round, through the built CLI. The log is the protocol 2 golden room
// (docs/vectors/protocol-2.json), which plays a Mutual Contest of Wills round by round with the GM's choice.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rechain } from '../../../packages/room/src/test-support/build-room.js';
import { runCli } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';

type Raw = Record<string, unknown>;
const config = tempConfigHome();
afterAll(() => config.remove());
const golden = () =>
  (
    JSON.parse(readFileSync(new URL('../../../docs/vectors/protocol-2.json', import.meta.url), 'utf8')) as {
      log: { entries: Raw[] };
    }
  ).log.entries;
let n = 0;
function verify(entries: Raw[]) {
  const file = join(config.dir, `rounds-${++n}.json`);
  writeFileSync(file, JSON.stringify({ format: 'verdict-room-log', version: 1, entries }));
  return runCli(['verify', file], { env: { XDG_CONFIG_HOME: config.dir } });
}

describe('verdict verify and a test of rounds', () => {
  it('the golden room with its Mutual Contest played round by round: exit 0', () => {
    const run = verify(golden());
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Verified: closed log, all \d+ entries checked/);
  });

  for (const round of [1, 2]) {
    it(`a changed die in round ${round}, re-chained: exit 4 naming the round`, () => {
      const entries = golden();
      const at = entries.findIndex((e) => e.type === 'round' && e.round === round);
      const dice = (entries[at]!.dice as { face: number }[]).map((d, i) =>
        i === 1 ? { ...d, face: (d.face % 20) + 1 } : d,
      );
      entries[at] = { ...entries[at], dice };
      const run = verify(rechain(entries));
      expect(run.code).toBe(4);
      const test = entries.find((e) => e.type === 'rounds.started')!.seq;
      expect(run.stdout).toContain(`entry #${at + 1}: round ${round} of test #${test}: die 2 (d20)`);
    });
  }
});
