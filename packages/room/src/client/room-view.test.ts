// The room screen as data, over a real room client reading a real evening (build-room.ts) from a server the test
// plays over fetch: names everywhere, what each roll was against and its margin, the requests both ways, and the
// actions with why not, in words.
import { computableText, type RoomEntry } from '@verdict/fair';
import { describe, expect, it, vi } from 'vitest';
import { membersOf, openableSeqs } from '../table-state.js';
import { buildRoom, type RoomLog, registry } from '../test-support/build-room.js';
import { revealRefusalIn } from '../words/checks-here.js';
import type { RoomRequestInit } from './call.js';
import { createRoomClient } from './room-client.js';
import { createRoomView } from './room-view.js';
import type { FailedAttempts } from './types.js';

const SERVER = 'http://verdict.test';

/** The room's server, played by the test over the evening's log, for the member `me`. */
function roomServer(log: RoomLog, me: string, failedAttempts: FailedAttempts[] = []) {
  const posted: { route: string; body: unknown }[] = [];
  let viewReads = 0;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (url: string, init: RoomRequestInit): Promise<Response> => {
    const { pathname, searchParams } = new URL(url);
    const entries: RoomEntry[] = log.entries;
    const members = membersOf(entries);
    const member = members.find((m) => m.id === me)!;
    if (pathname === '/v1/rooms/room-1') {
      viewReads++;
      return json({
        room: { id: 'room-1', name: 'Thursday table', epoch: 1, closed: false, lastSeq: entries.length },
        members,
        present: ['gm', me],
        me: member,
        ...(member.role === 'gm' ? { failedAttempts } : {}),
      });
    }
    if (pathname === '/v1/rooms/room-1/entries') {
      const after = Number(searchParams.get('after'));
      return json({ entries: entries.slice(after) });
    }
    const hidden = /^\/v1\/rooms\/room-1\/entries\/(\d+)\/private$/.exec(pathname);
    if (hidden) {
      const seq = Number(hidden[1]);
      if (!openableSeqs(entries, member).includes(seq)) return json({ title: 'Forbidden' }, 403);
      return json({ content: log.hidden.get(seq) });
    }
    if (init.method === 'POST') {
      const route = pathname.split('/').at(-1)!;
      const body = JSON.parse(String(init.body));
      posted.push({ route, body });
      if (route === 'reveals') return json({ entry: log.reveal(me, body.of) });
      return json({ title: 'Not played by this test' }, 501);
    }
    return json({ title: 'Not found' }, 404);
  };
  return { fetch, posted, viewReads: () => viewReads };
}

/** A connected client and its view for `me` at the evening of `buildRoom(upTo)`. */
async function seated(me: string, upTo?: number, failedAttempts: FailedAttempts[] = []) {
  const log = buildRoom(upTo);
  const server = roomServer(log, me, failedAttempts);
  const client = createRoomClient({
    server: SERVER,
    roomId: 'room-1',
    token: `${me}-token`,
    fetch: server.fetch,
    newKey: () => crypto.randomUUID(),
  });
  await client.connect();
  const view = createRoomView(client, { registry });
  // The hidden parts this member may open are read in the background.
  await vi.waitFor(() => expect(client.getSnapshot().openable).toEqual([]), { timeout: 30_000 });
  return { log, server, client, view };
}

describe('the room screen as data', () => {
  it('says what a roll was against and its margin, the parties by name and no id or field path', async () => {
    const { log, view } = await seated('gm');
    const screen = view.getSnapshot();
    const fishing = log.entries[4] as Extract<RoomEntry, { type: 'roll' }> & {
      outcome: { label: string; margin: number };
    };
    const line = screen.log.find((l) => l.seq === 5)!;
    expect(line.sentence).toMatch(
      new RegExp(
        `^Olaf rolled Fishing \\(Check\\) against Skill 12, poor tackle -3: ${fishing.outcome.label} by ${Math.abs(fishing.outcome.margin)} \\(.+ for this or better\\)$`,
      ),
    );
    expect(line).toMatchObject({ who: 'Olaf', roll: 'Fishing (Check)', against: 'Skill 12, poor tackle -3' });
    // The GM opened the secret roll: its badge says so, and the blind answer to the hidden request names its roll.
    expect(screen.log.find((l) => l.seq === 7)!.badge).toBe('secret, revealed');
    expect(screen.log.find((l) => l.seq === 9)!.text).toMatch(
      /^rolled Spot the ambush \(Check\) against Skill 9$/,
    );
    for (const each of screen.log) {
      expect(each.sentence).not.toMatch(/\b(olaf|grog|gm)\b|d20-roll-under|2d6-pool|t13\/|[{}]|\/\w+\//);
    }
  });

  it('says the newest request that came to wait for me while watched, not those waiting when first read', async () => {
    const { log, client, view } = await seated('olaf', 7);
    expect(view.getSnapshot().arrived).toBeUndefined();
    // The GM's hidden request (#8) comes to Olaf: the view says it once, and keeps it until another comes.
    log.entries.push(buildRoom(8).entries[7]!);
    await client.refresh();
    const arrived = view.getSnapshot().arrived;
    expect(arrived).toEqual({ seq: 8, text: 'New request: Gwen asks you to roll Check: “Roll Perception”' });
    await client.refresh();
    expect(view.getSnapshot().arrived).toBe(arrived);
    // A view first read with the request already waiting has nothing new to say.
    expect(createRoomView(client, { registry }).getSnapshot().arrived).toBeUndefined();
  });

  it("gives a player the requests waiting for them, their seat and role, and the GM's actions with why not", async () => {
    const { view } = await seated('olaf', 8);
    const screen = view.getSnapshot();
    expect(screen.me).toEqual({ id: 'olaf', name: 'Olaf', role: 'player' });
    expect(screen.gm).toBe(false);
    expect(revealRefusalIn(screen, 6)).toBe('reveal: Only the GM reveals sealed entries');
    expect(screen.members.map((m) => [m.name, m.role, m.you, m.here])).toEqual([
      ['Gwen', 'gm', false, true],
      ['Olaf', 'player', true, true],
      ['Grog', 'player', false, false],
    ]);
    expect(screen.here).toBe(2);
    expect(screen.waiting).toHaveLength(1);
    expect(screen.waiting[0]).toMatchObject({
      seq: 8,
      from: 'Gwen',
      hidden: true,
      note: 'Roll Perception',
      words: { roll: 'Check', input: 'hidden difficulty' },
    });
    expect(screen.asked).toEqual([]);
    expect(screen.sealed).toEqual([]);
    expect(screen.visibilities.map((v) => v.label)).toEqual([
      'Public: everyone sees everything',
      'Result only: everyone sees the result',
      'Blind: only the GM sees it',
    ]);
    // Each choice says what it means where it is chosen (issue 37: Secret and Blind explained).
    expect(screen.visibilities.find((v) => v.visibility === 'blind')?.help).toMatch(
      /^You roll without seeing the result: only the GM sees it/,
    );
    const { actions } = screen;
    expect(actions.roll.allowed).toBe(true);
    expect(actions.answer.allowed).toBe(true);
    expect(actions.request).toMatchObject({ allowed: false, why: 'Only the GM asks for rolls' });
    expect(actions.reveal).toMatchObject({ allowed: false, why: 'Only the GM reveals sealed entries' });
    expect(actions.rotate).toMatchObject({ allowed: false, why: 'Only the GM ends an epoch' });
    expect(actions.close).toMatchObject({ allowed: false, why: 'Only the GM closes the table' });
    await expect(actions.answer.run(5)).rejects.toThrow('Request #5 is not waiting for you');
    // Grog's own result-only roll (#6) he reads opened; Olaf reads its result only, sealed.
    expect(screen.log.find((l) => l.seq === 6)).toMatchObject({
      kind: 'sealed',
      badge: 'result only, sealed',
    });
    expect(screen.log.find((l) => l.seq === 6)!.outcome).toBeDefined();
  });

  it('gives the GM the requests asked, their answers by name and the refused answers, read again on one policy', async () => {
    const hand = { runs: [] as (() => void)[] };
    const log = buildRoom(9);
    const server = roomServer(log, 'gm', [{ request: 8, member: 'olaf', count: 2 }]);
    const client = createRoomClient({
      server: SERVER,
      roomId: 'room-1',
      token: 'gm-token',
      fetch: server.fetch,
      newKey: () => crypto.randomUUID(),
    });
    await client.connect();
    const view = createRoomView(client, {
      registry,
      timers: {
        setTimeout: (run) => hand.runs.push(run),
        clearTimeout: () => {},
      },
    });
    const stop = view.subscribe(() => {});
    await vi.waitFor(() => expect(view.getSnapshot().asked[0]?.answers[0]?.outcome).not.toBe('sealed'), {
      timeout: 30_000,
    });
    const asked = view.getSnapshot().asked;
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      seq: 8,
      roll: 'Spot the ambush (Check)',
      to: 'Olaf',
      done: true,
      failed: [{ who: 'Olaf', count: 2 }],
      failedText: 'answers refused for the hidden input: Olaf 2 times',
    });
    expect(asked[0]!.answers.map((a) => a.who)).toEqual(['Olaf']);
    // The GM's line for it, as every screen's answers list says it.
    expect(asked[0]!.text).toMatch(/^#8 Spot the ambush \(Check\): 1 answer \(Olaf: [A-Z][a-z]+/);
    expect(view.getSnapshot().refused).toEqual([{ request: 8, who: 'Olaf', count: 2 }]);
    // The room's view is read when the screen is first watched, then at each tick of the one timer.
    const before = server.viewReads();
    expect(hand.runs).toHaveLength(1);
    hand.runs.shift()!();
    expect(server.viewReads()).toBe(before + 1);
    expect(hand.runs).toHaveLength(1);
    stop();
  });

  it('lets the GM reveal through a typed action, and a closed table refuses rolls in words', async () => {
    const { view, server } = await seated('gm', 19);
    const screen = view.getSnapshot();
    expect(screen.closed).toBe(true);
    expect(screen.isClosed).toBe(true);
    expect(screen.actions.roll).toMatchObject({
      allowed: false,
      why: 'The table is closed: the log is final',
    });
    expect(screen.actions.close).toMatchObject({ allowed: false, why: 'The table is already closed' });
    await expect(screen.actions.rotate.run()).rejects.toThrow('The table is closed: the log is final');
    expect(server.posted).toEqual([]);
    // #6, Grog's result-only roll, is still sealed: the GM may reveal it after the close.
    expect(screen.sealed.map((s) => s.seq)).toEqual([6]);
    expect(screen.sealed[0]!.text).toMatch(/^#6 Grog rolled /);
    expect(screen.actions.reveal.allowed).toBe(true);
    expect(revealRefusalIn(screen, 6)).toBeUndefined();
    expect(revealRefusalIn(screen, 1)).toBe('reveal: entry 1 seals nothing (sealed: 6)');
    await screen.actions.reveal.run(6);
    expect(server.posted).toEqual([{ route: 'reveals', body: { of: 6 } }]);
    const after = view.getSnapshot();
    expect(after.log.at(-1)!.sentence).toBe('Gwen revealed #6');
    expect(after.sealed).toEqual([]);
    expect(after.actions.reveal).toMatchObject({ allowed: false, why: 'Nothing is sealed to reveal' });
    expect(revealRefusalIn(after, 6)).toBe('reveal: entry 6 is revealed already (no entry is sealed)');
    expect(view.getSnapshot()).toBe(after);
    // A closed room has no presence: the server ends every event stream at the close, so a view read after it
    // said everyone was away while their screens were open (issue 38, N17). The members are listed, no here/away.
    await after.refetch();
    const read = view.getSnapshot();
    expect(read.here).toBeUndefined();
    expect(read.members.map((member) => member.here)).toEqual(read.members.map(() => undefined));
  });

  it('says what ending the epoch or closing will make computable, before the GM confirms (issue 36)', async () => {
    const { view } = await seated('gm', 10);
    const screen = view.getSnapshot();
    const computable = computableText({ blindRolls: 1, hiddenRequestAnswers: 0 });
    expect(screen.epochEnd('rotate')).toMatch(/^Ending the epoch publishes its server seed/);
    expect(screen.epochEnd('rotate')).toContain(
      `Sealed rolls stay sealed to everyone else, but ${computable}.`,
    );
    expect(screen.epochEnd('close')).toMatch(/^Closing the table makes the log final/);
    const after = (await seated('gm', 12)).view.getSnapshot();
    expect(after.epochEnd('rotate')).toContain('No unrevealed blind roll or answer to a hidden request');
  });

  it('counts generated rolls in the luck ledger by name', async () => {
    const { view } = await seated('gm');
    const luck = view.getSnapshot().luck;
    expect(luck.map((m) => m.name)).toEqual(['Gwen', 'Olaf', 'Grog']);
    // Olaf's entered answer (#18) does not count: his generated rolls are #5, #9 and #13.
    expect(luck.find((m) => m.name === 'Olaf')!.percentiles).toHaveLength(3);
  });
});
