// Issue 36: the room screen shows a test of rounds as it is played: its rounds with their dice and steps, the GM's
// choice, the result, and the typed actions (next round, a choice, abandon) with why not, in words. A real room
// client reads a room that `decide` writes (rounds-room.ts), from a server the test plays over fetch.
import { parseInput } from '@verdict/core';
import { describe, expect, it, vi } from 'vitest';
import type { RoomMember } from '../rules/state.js';
import { membersOf } from '../table-state.js';
import { registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import type { RoomRequestInit } from './call.js';
import { createRoomClient } from './room-client.js';
import { createRoomView } from './room-view.js';

const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
const input = parseInput(registry.test(contest.system, contest.test), {
  parties: [
    { name: 'Witch', will: 12, wits: 10 },
    { name: 'Abbot', will: 11, wits: 14 },
  ],
});

/** The room's server over a rounds room, for `me`: reads, and the round routes through `decide`. */
function served(room: ReturnType<typeof roundsRoom>, me: RoomMember) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return async (url: string, init: RoomRequestInit): Promise<Response> => {
    const { pathname, searchParams } = new URL(url);
    const base = '/v1/rooms/room-1';
    if (pathname === base) {
      const members = membersOf(room.entries);
      const room_ = { id: 'room-1', name: 'Rounds', epoch: 1, closed: false, lastSeq: room.entries.length };
      return json({ room: room_, members, present: [me.id], me });
    }
    if (pathname === `${base}/entries`)
      return json({ entries: room.entries.slice(Number(searchParams.get('after'))) });
    if (init.method !== 'POST') return json({ title: 'Not found' }, 404);
    const body = JSON.parse(String(init.body));
    const route = pathname.slice(base.length + 1);
    const command =
      route === 'rounds'
        ? { kind: 'start' as const, ...body }
        : route === 'rounds/next'
          ? { kind: 'round' as const, ...body }
          : route === 'rounds/choices'
            ? { kind: 'choose' as const, ...body }
            : { kind: 'abandon' as const, ...body };
    const [first, ended] = room.run(me, command);
    const answer = (d: typeof first) => ({
      entry: d!.entry,
      ...(d!.actorMayOpen ? { content: d!.sealed } : {}),
    });
    return json({ ...answer(first), ...(ended ? { ended: answer(ended) } : {}) }, 201);
  };
}

async function seat(room: ReturnType<typeof roundsRoom>, me: RoomMember) {
  const client = createRoomClient({
    server: 'http://verdict.test',
    roomId: 'room-1',
    token: `${me.id}-token`,
    fetch: served(room, me),
    newKey: () => crypto.randomUUID(),
  });
  await client.connect();
  return { client, view: createRoomView(client, { registry }) };
}

describe('a test of rounds on the room screen', () => {
  it('shows each round live, the GM chooses through a typed action, and the result ends it', async () => {
    const room = roundsRoom();
    const player = await seat(room, olaf);
    const table = await seat(room, gm);
    expect(player.view.getSnapshot().startRounds.allowed).toBe(true);
    await player.view.getSnapshot().startRounds.run({ ...contest, input });
    await table.client.refresh();
    const [asGm] = table.view.getSnapshot().rounds;
    expect(asGm).toMatchObject({
      who: 'Olaf',
      title: 'Mutual Contest of Wills',
      status: 'playing',
      rounds: [],
    });
    expect(asGm!.next).toMatchObject({ allowed: false, why: 'Only Olaf plays the rounds of this test' });
    expect(asGm!.choose.allowed).toBe(true);
    // The GM's form is drawn from the test's choices schema (the manifest's), never a JSON field.
    expect(asGm!.choicesSchema).toMatchObject({
      properties: { criticalSuccess: { properties: { first: {}, second: {} } } },
    });
    await asGm!.choose.run({ criticalSuccess: { first: 'penalty' } });
    expect(table.view.getSnapshot().rounds[0]!.choose).toMatchObject({
      allowed: false,
      why: 'Round 1 already has your choice',
    });
    await player.client.refresh();
    const mine = player.view.getSnapshot().rounds[0]!;
    expect(mine.choose).toMatchObject({ allowed: false, why: 'Only the GM chooses for a round' });
    expect(mine.nextChosen).toBe(true);
    for (let n = 1; player.view.getSnapshot().rounds[0]!.status === 'playing'; n++) {
      expect(n).toBeLessThan(30);
      await player.view.getSnapshot().rounds[0]!.next.run();
    }
    const ended = player.view.getSnapshot().rounds[0]!;
    expect(ended.status).toBe('ended');
    expect(ended.outcome).toMatch(/wins|No winner|unresolved/i);
    expect(ended.rounds[0]).toMatchObject({ round: 1, chosen: true });
    expect(ended.rounds[0]!.dice!.length).toBeGreaterThan(0);
    expect(ended.rounds[0]!.steps!.join(' ')).toMatch(/Round 1: (Abbot|Witch) rolls/);
    expect(ended.next).toMatchObject({ allowed: false, why: 'This test has ended' });
    await table.client.refresh();
    await vi.waitFor(() => expect(table.view.getSnapshot().rounds[0]!.status).toBe('ended'));
    const lines = table.view.getSnapshot().log.map((line) => line.sentence);
    // Its start and rounds say what they were rolled against, as a roll's line does.
    expect(lines).toContain(
      'Olaf started Mutual Contest of Wills round by round against Witch (Will 12, Wits 10), Abbot (Will 11, Wits 14)',
    );
    expect(lines).toContain(
      'Olaf played round 1 of #4 against Witch (Will 12, Wits 10), Abbot (Will 11, Wits 14)',
    );
    expect(lines).toContain('Gwen chose for round 1 of #4');
    expect(lines.some((l) => /^Olaf ended #4: /.test(l))).toBe(true);
  });

  it('answers a request round by round through the typed action', async () => {
    const room = roundsRoom();
    const [request] = room.run(gm, {
      kind: 'request',
      to: [olaf.id],
      ...contest,
      input,
      visibility: 'public',
    });
    const player = await seat(room, olaf);
    await player.view.getSnapshot().startRounds.run({ request: request!.entry.seq });
    const [test] = player.view.getSnapshot().rounds;
    expect(test).toMatchObject({ who: 'Olaf', title: 'Mutual Contest of Wills', status: 'playing' });
    expect(room.entries.at(-1)).toMatchObject({ type: 'rounds.started', request: request!.entry.seq });
    await test!.next.run('one');
    expect(player.view.getSnapshot().rounds[0]!.rounds).toHaveLength(1);
  });
});

// Issue 36: a hidden request for a test of rounds is offered "answer round by round" on the card that waits for the
// player (the typed action `answerRounds`), blind only; once started it waits no more, and the GM plays nothing of it.
describe('a hidden request answered round by round from its card', () => {
  it('offers the blind one, refuses the others in words, and leaves the waiting list once started', async () => {
    const room = roundsRoom();
    const ask = (visibility: 'blind' | 'outcome', hidden: boolean) =>
      room.run(gm, { kind: 'request', to: [olaf.id], ...contest, input, visibility, hidden })[0]!.entry.seq;
    const blind = ask('blind', true);
    const shown = ask('outcome', true);
    const check = room.run(gm, {
      kind: 'request',
      to: [olaf.id],
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 12 },
      visibility: 'public',
    })[0]!.entry.seq;
    const player = await seat(room, olaf);
    const card = (seq: number) => player.view.getSnapshot().waiting.find((w) => w.seq === seq)!;
    expect(card(blind).answerRounds).toMatchObject({ allowed: true });
    expect(card(shown).answerRounds).toMatchObject({
      allowed: false,
      why: 'This request hides its input and shows its result: answer it with one roll (round by round, when it ends would tell the hidden input)',
    });
    expect(card(check).answerRounds).toMatchObject({
      allowed: false,
      why: 'Check is rolled whole, not round by round',
    });
    await expect(card(check).answerRounds.run()).rejects.toThrow('Check is rolled whole, not round by round');

    await card(blind).answerRounds.run();
    expect(room.entries.at(-1)).toMatchObject({
      type: 'rounds.started',
      request: blind,
      visibility: 'blind',
    });
    expect(player.view.getSnapshot().waiting.map((w) => w.seq)).toEqual([shown, check]);
    const [test] = player.view.getSnapshot().rounds;
    expect(test).toMatchObject({ who: 'Olaf', title: 'A blind test', status: 'playing' });
    await test!.next.run('one');
    expect(player.view.getSnapshot().rounds[0]!.rounds).toHaveLength(1);
    // The GM plays none of its rounds (this stand-in server opens no sealed part, so the GM reads it as sealed).
    const table = await seat(room, gm);
    const asGm = table.view.getSnapshot().rounds[0]!;
    expect(asGm.status).toBe('playing');
    expect(asGm.next).toMatchObject({ allowed: false, why: 'Only Olaf plays the rounds of this test' });
  });

  it("the GM's request form offers the visibilities of the players' rolls", async () => {
    const table = await seat(roundsRoom(), gm);
    expect(table.view.getSnapshot().requestVisibilities.map((v) => v.visibility)).toEqual([
      'public',
      'outcome',
      'blind',
    ]);
  });
});
