// Sealed rounds (issues 34 and 36) on the real server: a GM's secret Mutual Contest of Wills and a player's blind
// 2d6 extended test, played round by round. Before the reveal nothing a player can read (the entries, the event
// stream, the room, the export, `verdict room log` and the transcripts from the room view's lines) names the
// system or the test of either; the GM's own log names their contest. After close --reveal-all the export
// verifies whole (exit 0) and the player's log names both; a forged reveal that changes the contest's test,
// re-sealed and re-chained, fails (exit 4) naming its start.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashEntry, seal } from '@verdict/fair';
import { logLines, transcriptCsv, transcriptMarkdown } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { openEvents, post, type Seat } from '../../api/test/rooms-client.js';
import { createAppRegistry } from '../src/registry.js';
import { createSeatStore } from '../src/room/seats-store.js';
import { type Member, roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const ann = table.member();
const outsider = table.member();
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as plain data
type Json = any;

const ok = async (run: Promise<{ code: number | null; stdout: string; stderr: string }>) => {
  const done = await run;
  if (done.code !== 0) throw new Error(`exit ${done.code}: ${done.stderr}${done.stdout}`);
  return done;
};
const registry = createAppRegistry();
/** What names the sealed tests: their systems, tests and titles (room.opened lists every system apart). */
const NAMES = /contest|extended|mutual|2d6-pool|d20-roll-under|witch|abbot|grog/i;
const seatOf = (who: Member): Seat => {
  const saved = createSeatStore(join(who.config.dir, 'verdict', 'rooms.json')).list()[0]!;
  return { roomId: saved.roomId, token: saved.token, memberId: saved.memberId };
};
const read = async (seat: Seat, path: string) => {
  const res = await fetch(`${table.server.url}/v1/rooms/${seat.roomId}${path}`, {
    headers: { authorization: `Bearer ${seat.token}` },
  });
  return { status: res.status, text: await res.text() };
};
const withoutOpened = (entries: Json[]) => JSON.stringify(entries.filter((e) => e.type !== 'room.opened'));
const starts = (entries: Json[]) => entries.filter((e) => e.type === 'rounds.started');

describe("a GM's secret contest and a player's blind extended test, played round by round", () => {
  let exported: Json;
  let ada: Seat;
  let seat: Seat;

  it('before the reveal, no read of the player names their system or test', async () => {
    const created = await ok(gm.run(['room', 'create', 'Sealed rounds', '--name', 'Ada']));
    const link = /Join link: (\S+)/.exec(created.stdout)![1]!;
    await ok(ann.run(['room', 'join', link, '--name', 'Ann', '--json']));
    ada = seatOf(gm);
    seat = seatOf(ann);
    const events = await openEvents(table.server.url, seat);
    const parties = [
      { name: 'Witch', will: 12, wits: 10 },
      { name: 'Abbot', will: 11, wits: 14 },
    ];
    const contest = await post(table.server.url, ada, 'rounds', {
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: { parties },
      visibility: 'gm',
    });
    expect(contest.status).toBe(201);
    const of = contest.body.entry.seq as number;
    expect(contest.body.content).toMatchObject({ system: 'd20-roll-under', test: 'mutual-contest' });
    const choices = { criticalSuccess: { first: 'penalty' } };
    expect((await post(table.server.url, ada, 'rounds/choices', { of, choices })).status).toBe(201);
    let ended = false;
    for (let n = 1; !ended; n++) {
      expect(n).toBeLessThan(30);
      const round = await post(table.server.url, ada, 'rounds/next', { of, clientSeed: `ada-${n}` });
      expect(round.status).toBe(201);
      ended = round.body.ended !== undefined;
    }
    const extended = await post(table.server.url, seat, 'rounds', {
      system: '2d6-pool',
      test: 'extended',
      input: { difficulty: 8, progressRequired: 10, participants: [{ name: 'Grog', rating: 2 }] },
      visibility: 'blind',
    });
    expect(extended.status).toBe(201);
    expect(extended.body).not.toHaveProperty('content');
    const blind = extended.body.entry.seq as number;
    const round = await post(table.server.url, seat, 'rounds/next', { of: blind, clientSeed: 'ann-1' });
    expect(round.status).toBe(201);
    const last = round.body.ended?.entry.seq ?? round.body.entry.seq;
    await events.until((all) => all.some((e) => e.event === 'entry' && JSON.parse(e.data!).seq === last));
    events.close();

    const entries = JSON.parse((await read(seat, '/entries')).text).entries as Json[];
    expect(starts(entries).map((e) => e.visibility)).toEqual(['gm', 'blind']);
    for (const entry of starts(entries)) {
      expect(entry).not.toHaveProperty('system');
      expect(entry).not.toHaveProperty('test');
      expect(entry.sealed).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(withoutOpened(entries)).not.toMatch(NAMES);
    const streamed = events.events.filter((e) => e.event === 'entry').map((e) => JSON.parse(e.data!));
    expect(withoutOpened(streamed)).not.toMatch(NAMES);
    const room = await read(seat, '');
    expect(room.status).toBe(200);
    expect(room.text).not.toMatch(NAMES);
    for (const start of starts(entries)) {
      const opened = await read(seat, `/entries/${start.seq}/private`);
      expect(opened.status).toBe(403);
      expect(opened.text).not.toMatch(NAMES);
    }
    expect(withoutOpened(JSON.parse((await read(seat, '/export')).text).entries)).not.toMatch(NAMES);

    const log = await ok(ann.run(['room', 'log']));
    expect(log.stdout).toContain('Ada started a secret test of rounds');
    expect(log.stdout).toContain('Ann started a blind test of rounds');
    expect(log.stdout).not.toMatch(NAMES);
    const { lines } = logLines(entries, new Map(), registry);
    expect(transcriptMarkdown('Sealed rounds', lines)).not.toMatch(NAMES);
    expect(transcriptCsv(lines)).not.toMatch(NAMES);

    // The GM opens their own secret contest: their log names its test.
    const gmLog = await ok(gm.run(['room', 'log']));
    expect(gmLog.stdout).toMatch(/Ada started Mutual Contest of Wills round by round/);
  }, 300_000);

  it('after close --reveal-all the export verifies whole, and the player reads the tests', async () => {
    await ok(gm.run(['room', 'close', '--reveal-all']));
    const log = await ok(ann.run(['room', 'log']));
    expect(log.stdout).toMatch(/Ada started Mutual Contest of Wills round by round/);
    expect(log.stdout).toMatch(/Ann started Extended test round by round/i);
    exported = JSON.parse((await ok(ann.run(['room', 'export']))).stdout);
    const file = join(outsider.config.dir, 'room.json');
    writeFileSync(file, JSON.stringify(exported));
    const verified = await outsider.run(['verify', file]);
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(`Verified: closed log, all ${exported.entries.length} entries checked`);
  }, 300_000);

  it("a forged reveal that changes the contest's test, re-sealed and re-chained, fails: exit 4", async () => {
    const entries = structuredClone(exported.entries) as Json[];
    const start = starts(entries)[0];
    const reveal = entries.find((e) => e.type === 'reveal' && e.of === start.seq);
    expect(reveal.content.test).toBe('mutual-contest');
    reveal.content = { ...reveal.content, test: 'contest' };
    start.sealed = seal(reveal.content);
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
    expect(forged.stdout).toMatch(/^Failed: entry #\d+: /);
    expect(forged.stdout).toContain(`test #${start.seq}`);
  }, 120_000);
});
