// What a tabletop's background page tells its person (issue 36, h7-owlbear; the Owlbear background page's look,
// moved here): a notification once for each request newly waiting, the badge with how many wait, nothing without a
// link or a seat. A real room client reads a real evening (build-room.ts) from a server the test plays over fetch,
// the log growing between looks as the table plays.
import { describe, expect, it } from 'vitest';
import { membersOf } from '../table-state.js';
import { buildRoom } from '../test-support/build-room.js';
import type { TableLink } from './linked-table.js';
import { createRequestAlerts, REQUEST_ALERT } from './request-alerts.js';
import { createRoomClient, storageKeys } from './room-client.js';

const SERVER = 'http://verdict.test';

/** Olaf's background page at the evening's table, its log `upTo` entries long (changed by the test). */
function olafsBackground(options: { seated?: boolean } = {}) {
  const table = { upTo: 8, link: { roomId: 'room-1', invite: 'inv' } as TableLink | undefined };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetch = async (url: string) => {
    const { pathname, searchParams } = new URL(url);
    const entries = buildRoom(table.upTo).entries;
    const members = membersOf(entries);
    if (pathname === '/v1/rooms/room-1')
      return json({
        room: { id: 'room-1', name: 'Thursday table', epoch: 1, closed: false, lastSeq: entries.length },
        members,
        present: [],
        me: members.find((member) => member.id === 'olaf'),
      });
    if (pathname === '/v1/rooms/room-1/entries')
      return json({ entries: entries.slice(Number(searchParams.get('after'))) });
    return new Response('{}', { status: 404 });
  };
  const kept = new Map<string, string>();
  if (options.seated !== false)
    kept.set(
      storageKeys.seat('room-1'),
      JSON.stringify({
        server: SERVER,
        roomId: 'room-1',
        token: 't',
        memberId: 'olaf',
        role: 'player',
        name: 'Olaf',
      }),
    );
  const told: string[] = [];
  const badges: number[] = [];
  const alerts = createRequestAlerts({
    read: async () => table.link,
    client: (roomId) =>
      createRoomClient({
        server: SERVER,
        roomId,
        fetch,
        storage: { get: (key) => kept.get(key), set: (key, value) => void kept.set(key, value) },
        newKey: () => 'k',
      }),
    tell: (message) => told.push(message),
    badge: (count) => void badges.push(count),
  });
  return { table, alerts, told, badges };
}

describe("a tabletop's request alerts", () => {
  it('tell each request once as it comes, and badge how many wait until answered', async () => {
    const { table, alerts, told, badges } = olafsBackground();
    await alerts.look(); // #8: the GM asks Olaf to roll Perception
    expect(told).toEqual([REQUEST_ALERT]);
    expect(badges).toEqual([1]);
    await alerts.look(); // a hint, nothing new
    expect(told).toHaveLength(1);
    expect(badges).toEqual([1, 1]);
    table.upTo = 9; // #9: Olaf answers
    await alerts.look();
    expect(badges.at(-1)).toBe(0);
    table.upTo = 16; // #16: a request to everyone
    await alerts.look();
    expect(told).toEqual([REQUEST_ALERT, REQUEST_ALERT]);
    expect(badges.at(-1)).toBe(1);
  });

  it('look one at a time: hints during a look are looked at after it, each once', async () => {
    const { alerts, told, badges } = olafsBackground();
    await Promise.all([alerts.look(), alerts.look(), alerts.look()]);
    expect(told).toEqual([REQUEST_ALERT]);
    expect(badges).toEqual([1, 1, 1]);
  });

  it('clear the badge and tell nothing without a link, or without a seat at the linked table', async () => {
    const unlinked = olafsBackground();
    unlinked.table.link = undefined;
    await unlinked.alerts.look();
    const unseated = olafsBackground({ seated: false });
    await unseated.alerts.look();
    for (const screen of [unlinked, unseated]) {
      expect(screen.told).toEqual([]);
      expect(screen.badges).toEqual([0]);
    }
  });

  it('wait for the next hint when a look fails', async () => {
    const { alerts, told, badges } = olafsBackground();
    const failing = createRequestAlerts({
      read: async () => {
        throw new Error('Owlbear did not answer');
      },
      client: () => {
        throw new Error('never asked');
      },
      tell: (message) => told.push(message),
      badge: (count) => void badges.push(count),
    });
    await expect(failing.look()).resolves.toBeUndefined();
    expect(badges).toEqual([]);
    await alerts.look();
    expect(badges).toEqual([1]);
  });
});
