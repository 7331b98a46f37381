// Issue 38, N6-N8: room input is checked on this side before anything is sent, and a mistake is a usage error
// (exit 2) said once, in the words the log uses: the visibility the log calls `secret` / `result only` is taken
// as such (N7), a bad input or entered die exits 2 as `resolve` does, not 5 with the message twice (N8), and
// `room reveal` of an entry that seals nothing names the sealed entries (N6).
import { beforeAll, describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();

beforeAll(async () => {
  expect((await gm.run(['room', 'create', 'Checks', '--name', 'Ada'])).code).toBe(0);
}, 180_000);

const roll = ['room', 'roll', 'd20-roll-under', 'check', 'value=12'];
const entries = async () => JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries.length;

describe('room input checked before it is sent', () => {
  it('--visibility takes the words the log shows (secret, result only) as well as the protocol ids', async () => {
    const secret = await gm.run([...roll, '--visibility', 'secret', '--json']);
    expect(secret.stderr).toBe('');
    expect(JSON.parse(secret.stdout).entry.visibility).toBe('gm');
    const resultOnly = await gm.run([...roll, '--visibility', 'result only', '--json']);
    expect(JSON.parse(resultOnly.stdout).entry.visibility).toBe('outcome');
    const typo = await gm.run([...roll, '--visibility', 'secrte']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("did you mean 'secret'?");
    expect(typo.stderr).toContain('public, result only, secret, blind');
  });

  it('a bad field or an entered die out of range is exit 2, said once, and nothing is sent', async () => {
    const before = await entries();
    const field = await gm.run(['room', 'roll', 'd20-roll-under', 'check', 'valu=3']);
    expect(field.code).toBe(2);
    expect(field.stderr).toContain("did you mean 'value'?");
    expect(field.stderr).not.toContain('HTTP');
    const die = await gm.run([...roll, '--dice', '25']);
    expect(die.code).toBe(2);
    expect(die.stderr).not.toContain('HTTP');
    expect(await entries()).toBe(before);
  });

  it('reveal of an entry that seals nothing names the sealed entries, exit 2', async () => {
    const log = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries;
    const sealed = log.filter((entry: { sealed?: string }) => entry.sealed !== undefined);
    const none = await gm.run(['room', 'reveal', '999']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      `reveal: entry 999 seals nothing (sealed: ${sealed.map((e: { seq: number }) => e.seq).join(', ')})`,
    );
    expect(none.stderr).not.toContain('/of');
    expect((await gm.run(['room', 'reveal', String(sealed[0].seq)])).code).toBe(0);
  });
});
