// A tabletop screen's seat kept in its own storage (issue 36, h7-owlbear): the rule of asking for storage access,
// which the Owlbear popover's hook held, over a real room client and table seat. The server is played by the test
// over fetch (a player's join, refused when the name is taken); the browser's storages are key-value maps and the
// browser's storage access a function that records whether it was pressed for.
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from './lasting-storage.js';
import { createRoomClient, storageKeys } from './room-client.js';
import { createTabletopSeat, type StorageAccess, tabletopStorage } from './tabletop-seat.js';
import type { RoomStorage } from './types.js';

const SERVER = 'http://verdict.test';
const LINK = { roomId: 'table-1', invite: 'inv-1' };
const PREFIX = 'verdict:owlbear:obr-1:p-1:';

/** A browser's key-value storage. */
function browserStore(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The server: a join answers a member, unless `taken` (a member has the name: 422 at /name). */
function server(taken: boolean) {
  const joins: string[] = [];
  const fetch = async (url: string, init: { body?: unknown }) => {
    const body = JSON.parse(String(init.body ?? '{}')) as { name?: string };
    if (new URL(url).pathname !== '/v1/rooms/table-1/members') return new Response('{}', { status: 404 });
    joins.push(body.name ?? '');
    if (taken)
      return new Response(
        JSON.stringify({ title: 'Unprocessable', errors: [{ path: '/name', message: 'is taken' }] }),
        { status: 422, headers: { 'content-type': 'application/problem+json' } },
      );
    return new Response(
      JSON.stringify({ member: { id: 'm-vex', name: body.name, role: 'player' }, token: 'tok-vex' }),
      { headers: { 'content-type': 'application/json' } },
    );
  };
  return { fetch, joins };
}

/** Vex's seat model in a frame whose storage is refused; `grants` says what each ask gives (pressed or not). */
function vexSeat(options: { taken: boolean; grants: (pressed: boolean) => KeyValueStore | undefined }) {
  const asked: boolean[] = [];
  const access: StorageAccess = async (pressed) => {
    asked.push(pressed);
    return options.grants(pressed);
  };
  const played = server(options.taken);
  const client = (storage: RoomStorage, roomId?: string) =>
    createRoomClient({
      server: SERVER,
      ...(roomId ? { roomId } : {}),
      fetch: played.fetch,
      storage,
      newKey: () => 'key-1',
    });
  const seat = createTabletopSeat({
    tabletop: {
      title: 'Owlbear Rodeo',
      gm: false,
      name: 'Vex',
      read: async () => LINK,
      watch: () => () => {},
      publish: async () => {},
    },
    tableName: 'Owlbear Rodeo table',
    prefix: PREFIX,
    store: () => undefined,
    access,
    client,
  });
  return { seat, asked, joins: played.joins };
}

/** Resolves once the seat's state is `kind` (a wide cap: the search runs on promises). */
async function until(seat: ReturnType<typeof vexSeat>['seat'], kind: string) {
  for (let i = 0; i < 30_000 && seat.getSnapshot().state.kind !== kind; i++)
    await new Promise((resolve) => setTimeout(resolve, 1));
  expect(seat.getSnapshot().state.kind).toBe(kind);
}

describe('a tabletop seat in a frame whose storage the browser refuses', () => {
  it('asks for access without a press at start, and keeps the seat where a grant from before gives', async () => {
    const granted = browserStore();
    const { seat, asked } = vexSeat({ taken: false, grants: () => granted });
    expect(seat.getSnapshot().lasting).toBe(false);
    seat.start();
    await until(seat, 'seated');
    expect(asked).toEqual([false]);
    expect(seat.getSnapshot().lasting).toBe(true);
    expect(JSON.parse(granted.items.get(PREFIX + storageKeys.seat('table-1'))!)).toMatchObject({
      memberId: 'm-vex',
      token: 'tok-vex',
    });
  });

  it('keeps the seat in memory until a press is granted, then moves what memory held there', async () => {
    const granted = browserStore();
    const { seat, asked } = vexSeat({ taken: false, grants: (pressed) => (pressed ? granted : undefined) });
    seat.start();
    await until(seat, 'seated');
    expect(seat.getSnapshot().lasting).toBe(false);
    expect(granted.items.size).toBe(0);
    await seat.keepStorage();
    expect(asked).toEqual([false, true]);
    expect(seat.getSnapshot().lasting).toBe(true);
    expect(granted.items.get(PREFIX + storageKeys.seat('table-1'))).toContain('tok-vex');
  });

  it('finds the seat an earlier popover kept once storage is allowed, where the name was taken', async () => {
    // An earlier popover, allowed storage, joined as Vex: its seat is in the unpartitioned storage.
    const earlier = browserStore();
    earlier.setItem(
      PREFIX + storageKeys.seat('table-1'),
      JSON.stringify({
        server: SERVER,
        roomId: 'table-1',
        token: 'tok-vex',
        memberId: 'm-vex',
        role: 'player',
        name: 'Vex',
      }),
    );
    const { seat, joins } = vexSeat({ taken: true, grants: (pressed) => (pressed ? earlier : undefined) });
    seat.start();
    await until(seat, 'recover');
    expect(joins).toEqual(['Vex']);
    await seat.keepStorage();
    await until(seat, 'seated');
    expect(joins).toEqual(['Vex']);
    const state = seat.getSnapshot().state;
    expect(state.kind === 'seated' && state.client.seat()?.memberId).toBe('m-vex');
  });

  it('keeps nothing where the press is refused or the browser throws', async () => {
    const { seat } = vexSeat({
      taken: false,
      grants: (pressed) => {
        if (pressed) throw new Error('refused');
        return undefined;
      },
    });
    seat.start();
    await until(seat, 'seated');
    await seat.keepStorage();
    expect(seat.getSnapshot().lasting).toBe(false);
  });
});

describe("a background page's storage", () => {
  it('is the browser storage where usable, else the one a grant from before gives, else memory', async () => {
    const local = browserStore();
    const usable = await tabletopStorage({
      prefix: PREFIX,
      store: () => local,
      access: async () => undefined,
    });
    expect(usable.lasting).toBe(true);
    const granted = browserStore();
    granted.setItem(`${PREFIX}seat:table-1`, 'kept');
    const viaGrant = await tabletopStorage({
      prefix: PREFIX,
      store: () => undefined,
      access: async () => granted,
    });
    expect(viaGrant.get('seat:table-1')).toBe('kept');
    const memory = await tabletopStorage({
      prefix: PREFIX,
      store: () => undefined,
      access: async () => undefined,
    });
    expect(memory.lasting).toBe(false);
  });
});
