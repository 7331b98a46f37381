// Issue 24, "Done when": a full room on the real server from the terminal (a GM and two players, every
// visibility, hidden requests, two rotations, close --reveal-all) verifies with exit 0; the same log cut
// by one entry exits 3 without a head and 4 against the head of the whole log (given with --head, or the
// one a seat kept); one die changed exits 4, naming the field; bad usage exits 2.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const ann = table.member();
const bo = table.member();
const outsider = table.member();
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as plain data
let exported: any;
let file: string;

const json = (text: string) => JSON.parse(text);
const ok = async (run: Promise<{ code: number | null; stdout: string; stderr: string }>) => {
  const done = await run;
  if (done.code !== 0) throw new Error(`exit ${done.code}: ${done.stderr}${done.stdout}`);
  return done;
};
const write = (name: string, value: unknown) => {
  const path = join(outsider.config.dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
};

describe('a full room, closed with --reveal-all, verified by verdict verify', () => {
  it('plays every visibility, hidden requests and two rotations, then closes revealing everything', async () => {
    const created = await ok(gm.run(['room', 'create', 'Issue', '24', '--name', 'Ada']));
    const link = /Join link: (\S+)/.exec(created.stdout)![1]!;
    const annId = json(
      (await ok(ann.run(['room', 'join', link, '--name', 'Ann', '--json']))).stdout,
    ).memberId;
    const boId = json((await ok(bo.run(['room', 'join', link, '--name', 'Bo', '--json']))).stdout).memberId;
    const d20 = ['d20-roll-under', 'check', 'value=11'];
    await ok(ann.run(['room', 'roll', ...d20]));
    await ok(ann.run(['room', 'roll', ...d20, '--visibility', 'outcome']));
    await ok(bo.run(['room', 'roll', ...d20, '--visibility', 'blind']));
    await ok(bo.run(['room', 'roll', ...d20, '--dice', '4']));
    await ok(gm.run(['room', 'roll', ...d20, '--visibility', 'gm']));
    const hidden = json(
      (await ok(gm.run(['room', 'request', ...d20, '--to', annId, '--hidden', '--json']))).stdout,
    ).entry;
    await ok(ann.run(['room', 'roll', '--request', String(hidden.seq)]));
    const blindAsk = json(
      (
        await ok(
          gm.run(['room', 'request', ...d20, '--to', boId, '--hidden', '--visibility', 'blind', '--json']),
        )
      ).stdout,
    ).entry;
    await ok(bo.run(['room', 'roll', '--request', String(blindAsk.seq)]));
    const first = await ok(gm.run(['room', 'epoch']));
    expect(first.stdout).toContain(
      'With the seed revealed, 2 unrevealed blind rolls become computable to their rollers; 1 answer to a hidden request becomes computable to its roller',
    );
    await ok(bo.run(['room', 'roll', ...d20, '--visibility', 'blind']));
    const open = await ok(gm.run(['room', 'request', ...d20, '--to', 'all', '--json']));
    const everyone = json(open.stdout).entry.seq;
    await ok(ann.run(['room', 'roll', '--request', String(everyone)]));
    await ok(bo.run(['room', 'roll', '--request', String(everyone), '--dice', '12']));
    const second = await ok(gm.run(['room', 'epoch']));
    expect(second.stdout).toContain('1 unrevealed blind roll becomes computable to its roller');
    await ok(ann.run(['room', 'roll', ...d20, '--visibility', 'outcome']));
    const closed = await ok(gm.run(['room', 'close', '--reveal-all']));
    expect(closed.stdout).toMatch(/Revealed \d+ sealed entries first/);
    await ok(ann.run(['room', 'log'])); // Ann's seat keeps the head: the last entry
    exported = json((await ok(ann.run(['room', 'export']))).stdout);
    expect(exported.entries.at(-1).type).toBe('room.closed');
    file = write('room.json', exported);
  }, 300_000);

  it('the whole log: exit 0, "Verified", for anyone and for a seat checking its kept head', async () => {
    const anyone = await outsider.run(['verify', file]);
    expect(anyone.stderr).toBe('');
    expect(anyone.code).toBe(0);
    expect(anyone.stdout).toContain(`Verified: closed log, all ${exported.entries.length} entries checked`);
    const seat = await ann.run(['verify', file]);
    expect(seat.code).toBe(0);
    expect(seat.stdout).toContain('Checked against the head your seat saw live');
  }, 60_000);

  it('cut by one entry: exit 3 without a head, 4 against the head of the whole log', async () => {
    const last = exported.entries.at(-1);
    const { head: _head, ...rest } = exported;
    const cut = write('cut.json', { ...rest, entries: exported.entries.slice(0, -1) });
    const open = await outsider.run(['verify', cut]);
    expect(open.code).toBe(3);
    expect(open.stdout.split('\n')[0]).toMatch(
      /^Incomplete: chain intact to seq \d+ \(hash [0-9a-f]{12}…\); 1 entry not verifiable yet \(epoch not revealed\): #\d+; log still open$/,
    );
    const headed = await outsider.run(['verify', cut, '--head', `${last.seq}:${last.hash}`]);
    expect(headed.code).toBe(4);
    expect(headed.stdout).toContain(`before the head seq ${last.seq}`);
    expect((await outsider.run(['verify', cut, '--head', last.hash])).code).toBe(4);
    // Ann's seat kept the head: her verify catches the cut without being told.
    const kept = await ann.run(['verify', cut]);
    expect(kept.code).toBe(4);
    expect(kept.stdout).toContain('Checked against the head your seat saw live');
    // A cut that keeps the export's own head contradicts it.
    const stale = write('stale.json', { ...exported, entries: exported.entries.slice(0, -1) });
    expect((await outsider.run(['verify', stale])).code).toBe(4);
  }, 120_000);

  it('one die changed: exit 4, naming the entry, the field and both values', async () => {
    const changed = structuredClone(exported);
    const roll = changed.entries.find(
      (e: { type: string; dice?: { source: string }[] }) =>
        e.type === 'roll' && e.dice?.[0]?.source === 'entered',
    );
    roll.dice[0].face = roll.dice[0].face === 20 ? 19 : roll.dice[0].face + 1;
    const bad = await outsider.run(['verify', write('die.json', changed)]);
    expect(bad.code).toBe(4);
    expect(bad.stdout).toMatch(new RegExp(`^Failed: entry #${roll.seq}: `));
    expect(bad.stdout).toContain(`entry ${roll.seq} [outcome]: outcome differs at outcome.`);
    expect(bad.stdout).toMatch(/outcome differs at outcome\.\w+: rules .+, log .+ \(from faces \[\d+\]\)/);
  }, 60_000);

  it('bad usage: exit 2', async () => {
    for (const args of [['verify'], ['verify', file, '--head', 'nope'], ['verify', file, 'extra']]) {
      const run = await outsider.run(args);
      expect(run.code, args.join(' ')).toBe(2);
    }
    expect((await outsider.run(['verify', file, '--head', 'nope'])).stderr).toContain(
      '--head: expected SEQ:HASH',
    );
  }, 60_000);
});
