// Issue 38, N1: a room driven by names only. The GM addresses a request `--to Grog` (a member's name, as the
// log shows it), the player answers it by the GM's note, and the export verifies; a name no member has is a
// usage error (exit 2) naming the members, with a did-you-mean, before anything is sent, and so is answering twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const grog = table.member();
const pia = table.member();

beforeAll(async () => {
  const created = await gm.run(['room', 'create', 'Names', '--name', 'Ada']);
  const link = /Join link: (\S+)/.exec(created.stdout)![1]!;
  expect((await grog.run(['room', 'join', link, '--name', 'Grog'])).code).toBe(0);
  expect((await pia.run(['room', 'join', link, '--name', 'Pia'])).code).toBe(0);
}, 180_000);

describe('room commands address members and requests by name', () => {
  it('request --to takes member names (any case), and ids still', async () => {
    const asked = await gm.run([
      'room',
      'request',
      'd20-roll-under',
      'check',
      'value=9',
      '--to',
      'grog,Pia',
      '--note',
      'the lock',
    ]);
    expect(asked.stderr).toBe('');
    expect(asked.code).toBe(0);
    expect(asked.stdout).toContain('asks Grog, Pia to roll');
  });

  it('a name no member has is exit 2 with a did-you-mean and the members, and nothing is sent', async () => {
    const missed = await gm.run(['room', 'request', 'd20-roll-under', 'check', 'value=9', '--to', 'Grgo']);
    expect(missed.code).toBe(2);
    expect(missed.stderr).toContain("--to: no member is named 'Grgo': did you mean 'Grog'?");
    expect(missed.stderr).toContain('members: Ada (GM), Grog, Pia');
    const log = await gm.run(['room', 'log']);
    expect(log.stdout.match(/asks/g)).toHaveLength(1);
  });

  it('answer takes the GM note of a request as well as its number', async () => {
    const answered = await grog.run(['room', 'answer', 'the lock']);
    expect(answered.stderr).toBe('');
    expect(answered.code).toBe(0);
    expect(answered.stdout).toMatch(/Grog rolled/);
    const unknown = await pia.run(['room', 'answer', 'the door']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("no request of this room has the note 'the door'");
    expect(unknown.stderr).toContain('“the lock” (#');
  });

  it("a request answered already is refused in the room's words, before anything is sent (exit 2)", async () => {
    // Before issue 36's room view in `room answer`, the server's 409 said it ("This member has already answered").
    const again = await grog.run(['room', 'answer', 'the lock']);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/^verdict: answer: you answered request #\d+ already/);
  });

  it('the session ends with room export | verify - exit 0', async () => {
    expect((await pia.run(['room', 'answer', 'The Lock'])).code).toBe(0);
    expect((await gm.run(['room', 'close', '--reveal-all'])).code).toBe(0);
    const exported = await gm.run(['room', 'export']);
    const verified = await gm.run(['verify', '-'], exported.stdout);
    expect(verified.stdout).toMatch(/^Verified/);
    expect(verified.code).toBe(0);
    // Five runs of the CLI: under load each takes seconds, so the cap is wide (the verdict is not the speed).
  }, 300_000);
});
