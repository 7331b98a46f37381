// One seat store: the CLI's seats live in the room client's RoomStorage (storageKeys.seat, the head under
// storageKeys.head), in rooms.json. A file of the first format ({ version: 1, rooms: [...] }) moves there once.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRoomClient, type RoomSeat, storageKeys } from '@verdict/room';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeatStore, type SavedSeat } from './seats-store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const roomsFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-seats-'));
  dirs.push(dir);
  return join(dir, 'verdict', 'rooms.json');
};

const ada: SavedSeat = {
  server: 'http://127.0.0.1:41801',
  roomId: 'r1',
  roomName: 'Friday table',
  memberId: 'm1',
  memberName: 'Ada',
  role: 'gm',
  token: 'secret-1',
  invite: 'inv',
  joinUrl: 'http://127.0.0.1:41801/#/rooms/r1/join?invite=inv',
  usedAt: '2026-12-01T10:00:00.000Z',
  head: { seq: 7, hash: 'a'.repeat(64) },
};
const grog: SavedSeat = {
  ...ada,
  roomId: 'r2',
  roomName: 'Sunday',
  memberId: 'm2',
  memberName: 'Grog',
  role: 'player',
  token: 'secret-2',
  invite: undefined,
  joinUrl: undefined,
  usedAt: '2026-12-02T10:00:00.000Z',
  head: undefined,
};
const { invite: _i, joinUrl: _j, head: _h, ...grogSeat } = grog;

describe('the seat store', () => {
  it('moves a first-format rooms.json into the client storage once, nothing lost', () => {
    const file = roomsFile();
    const store = createSeatStore(file);
    // The old format, as the CLI wrote it until now.
    store.storage.replace('probe', 'x'); // makes the folder
    writeFileSync(file, `${JSON.stringify({ version: 1, rooms: [ada, grogSeat] }, null, 2)}\n`, {
      mode: 0o600,
    });

    expect(createSeatStore(file).list()).toEqual([ada, grogSeat]);
    const moved = JSON.parse(readFileSync(file, 'utf8'));
    expect(moved.version).toBe(2);
    expect(moved.rooms).toBeUndefined();
    expect(moved.items[storageKeys.head('r1')]).toEqual(ada.head);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Read again: the same seats, the file as it was after the move.
    const text = readFileSync(file, 'utf8');
    expect(createSeatStore(file).find()).toEqual(grogSeat);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it("is the room client's storage: the client finds the seat there, and its head is the seat's", () => {
    const file = roomsFile();
    const store = createSeatStore(file);
    store.save(grog);
    const seat = JSON.parse(store.storage.get(storageKeys.seat('r2'))!) as RoomSeat;
    expect(seat).toMatchObject({
      server: grog.server,
      roomId: 'r2',
      token: 'secret-2',
      memberId: 'm2',
      name: 'Grog',
    });
    const client = createRoomClient({
      server: grog.server,
      roomId: 'r2',
      fetch: async () => new Response(null, { status: 599 }),
      storage: store.storage,
      newKey: () => 'k',
    });
    expect(client.seat()).toEqual(seat);
    store.saveHead('r2', { seq: 3, hash: 'b'.repeat(64) });
    store.saveHead('r2', { seq: 2, hash: 'c'.repeat(64) });
    expect(store.find('r2')?.head).toEqual({ seq: 3, hash: 'b'.repeat(64) });
    expect(JSON.parse(store.storage.get(storageKeys.head('r2'))!)).toEqual({ seq: 3, hash: 'b'.repeat(64) });
  });

  it('reports an unreadable file and leaves it as it is', () => {
    const file = roomsFile();
    createSeatStore(file).storage.replace('probe', 'x');
    writeFileSync(file, '{"rooms": 3}');
    expect(() => createSeatStore(file).list()).toThrow(/rooms\.json: expected .*fix or remove the file/);
    expect(readFileSync(file, 'utf8')).toBe('{"rooms": 3}');
  });
});
