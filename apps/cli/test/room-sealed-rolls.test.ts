// Sealed means sealed (issue 34, fairplay.md item 10), on the real server from the terminal: before the
// reveal, nothing a player can read (the room, its entries, a private read refused, the event stream, the
// export, `verdict room log` and the transcripts made from the room view's lines) names the system or the
// test of the GM's secret roll or of the player's own blind roll; the GM's own log names its secret roll's
// test. After close --reveal-all the export verifies whole (exit 0), the player's log names the tests, and a
// forged reveal that changes the test, re-sealed and re-chained, fails (exit 4).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashEntry, seal } from '@verdict/fair';
import { logLines, transcriptCsv, transcriptMarkdown } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { openEvents, type Seat } from '../../api/test/rooms-client.js';
import { createAppRegistry } from '../src/registry.js';
import { createSeatStore } from '../src/room/seats-store.js';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const ann = table.member();
const outsider = table.member();
let seat: Seat;
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as plain data
type Json = any;

const ok = async (run: Promise<{ code: number | null; stdout: string; stderr: string }>) => {
  const done = await run;
  if (done.code !== 0) throw new Error(`exit ${done.code}: ${done.stderr}${done.stdout}`);
  return done;
};
const registry = createAppRegistry();
/** What names the sealed rolls: their systems, tests and test titles (room.opened lists every system apart). */
const NAMES = /horror|attack|srd52|d20-roll-under/i;
const read = async (path: string) => {
  const res = await fetch(`${table.server.url}/v1/rooms/${seat.roomId}${path}`, {
    headers: { authorization: `Bearer ${seat.token}` },
  });
  return { status: res.status, text: await res.text() };
};
/** Entries as text without room.opened (whose `systems` names every system the room can roll). */
const withoutOpened = (entries: Json[]) => JSON.stringify(entries.filter((e) => e.type !== 'room.opened'));
const sealedRolls = (entries: Json[]) =>
  entries.filter((e) => e.type === 'roll' && (e.visibility === 'gm' || e.visibility === 'blind'));

describe('a gm and a blind roll, seen by a player before and after their reveal', () => {
  let exported: Json;

  it('before the reveal, no read of the player names their system or test', async () => {
    const created = await ok(gm.run(['room', 'create', 'Sealed', '--name', 'Ada']));
    const link = /Join link: (\S+)/.exec(created.stdout)![1]!;
    await ok(ann.run(['room', 'join', link, '--name', 'Ann', '--json']));
    const saved = createSeatStore(join(ann.config.dir, 'verdict', 'rooms.json')).list()[0]!;
    seat = { roomId: saved.roomId, token: saved.token, memberId: saved.memberId };
    const events = await openEvents(table.server.url, seat);
    await ok(gm.run(['room', 'roll', 'd20-roll-under', 'horror', 'value=9', '--visibility', 'gm']));
    const blind = await ann.run([
      'room',
      'roll',
      'srd52',
      'attack',
      'abilityModifier=3',
      'ac=14',
      '--visibility',
      'blind',
    ]);
    expect(blind.code).toBe(0);
    await events.until((all) => all.filter((e) => e.event === 'entry').length >= 5);
    events.close();

    const entries = JSON.parse((await read('/entries')).text).entries as Json[];
    const secret = sealedRolls(entries);
    expect(secret.map((e) => e.visibility)).toEqual(['gm', 'blind']);
    for (const entry of secret) {
      expect(entry).not.toHaveProperty('system');
      expect(entry).not.toHaveProperty('test');
    }
    expect(withoutOpened(entries)).not.toMatch(NAMES);
    const streamed = events.events.filter((e) => e.event === 'entry').map((e) => JSON.parse(e.data!));
    expect(withoutOpened(streamed)).not.toMatch(NAMES);
    const room = await read('');
    expect(room.status).toBe(200);
    expect(room.text).not.toMatch(NAMES);
    const opened = await read(`/entries/${secret[0].seq}/private`);
    expect(opened.status).toBe(403);
    expect(opened.text).not.toMatch(NAMES);
    const exportText = (await read('/export')).text;
    expect(withoutOpened(JSON.parse(exportText).entries)).not.toMatch(NAMES);

    const log = await ok(ann.run(['room', 'log']));
    expect(log.stdout).toContain('Ada made a secret roll [secret, sealed]');
    expect(log.stdout).toContain('Ann made a blind roll [blind, sealed]');
    expect(log.stdout).not.toMatch(NAMES);
    const cliJson = JSON.parse((await ok(ann.run(['room', 'log', '--json']))).stdout);
    expect(withoutOpened(cliJson.entries)).not.toMatch(NAMES);
    const cliExport = JSON.parse((await ok(ann.run(['room', 'export']))).stdout);
    expect(withoutOpened(cliExport.entries)).not.toMatch(NAMES);
    const { lines } = logLines(entries, new Map(), registry);
    expect(transcriptMarkdown('Sealed', lines)).not.toMatch(NAMES);
    expect(transcriptCsv(lines)).not.toMatch(NAMES);

    // The GM opens their own secret roll: their log names its test; the player's blind roll stays sealed to them.
    const gmLog = await ok(gm.run(['room', 'log']));
    expect(gmLog.stdout).toMatch(/Ada rolled Horror Check .*\[secret, opened\]/);
  }, 300_000);

  it('after close --reveal-all the export verifies whole, and the player reads the tests', async () => {
    await ok(gm.run(['room', 'close', '--reveal-all']));
    const log = await ok(ann.run(['room', 'log']));
    expect(log.stdout).toMatch(/Ada rolled Horror Check .*\[secret, revealed\]/);
    expect(log.stdout).toMatch(/Ann rolled Attack roll .*\[blind, revealed\]/);
    exported = JSON.parse((await ok(ann.run(['room', 'export']))).stdout);
    const file = join(outsider.config.dir, 'room.json');
    writeFileSync(file, JSON.stringify(exported));
    const verified = await outsider.run(['verify', file]);
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(`Verified: closed log, all ${exported.entries.length} entries checked`);
  }, 300_000);

  it('a forged reveal that changes the test, re-sealed and re-chained, fails: exit 4', async () => {
    const entries = structuredClone(exported.entries) as Json[];
    const secret = sealedRolls(entries)[0];
    const reveal = entries.find((e) => e.type === 'reveal' && e.of === secret.seq);
    expect(reveal.content.test).toBe('horror');
    reveal.content = { ...reveal.content, test: 'resist' };
    secret.sealed = seal(reveal.content);
    let prev = entries[0].prev;
    for (const entry of entries) {
      entry.prev = prev;
      const { hash: _old, ...rest } = entry;
      entry.hash = hashEntry(rest);
      prev = entry.hash;
    }
    const { head: _head, ...rest } = exported;
    const file = join(outsider.config.dir, 'forged.json');
    writeFileSync(file, JSON.stringify({ ...rest, entries }));
    const forged = await outsider.run(['verify', file]);
    expect(forged.code).toBe(4);
    expect(forged.stdout).toMatch(new RegExp(`^Failed: entry #${secret.seq}: `));
  }, 120_000);
});
