// A screen's seats in the room client's one storage (issue 36: one seat store): kept in the client's seat shape
// with the table's name and invite link, read back as the screen uses them, an earlier way's seat moved in once,
// and the list by table name.
import { describe, expect, it } from 'vitest';
import { storageKeys } from './room-client.js';
import { createSeatBook, keptSeat } from './seat-book.js';
import type { RoomStorage } from './types.js';

/** A storage in memory, as the room client takes one. */
function memory(): RoomStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, get: (key) => items.get(key), set: (key, value) => void items.set(key, value) };
}

const grog = keptSeat(
  { roomId: 'room-b', memberId: 'm-1', name: 'Grog', role: 'player', token: 't-1' },
  { roomName: 'Friday at the Drowned Rat' },
);

describe("a screen's seat book", () => {
  it("keeps a seat where the room client reads it, and reads it back as the screen's seat", () => {
    const storage = memory();
    const book = createSeatBook({ storage, server: 'https://verdict.example' });
    const gm = { ...grog, roomId: 'room-a', role: 'gm' as const, joinUrl: 'https://verdict.example/#/join' };
    book.save(gm);
    expect(JSON.parse(storage.items.get(storageKeys.seat('room-a'))!)).toEqual({
      server: 'https://verdict.example',
      roomId: 'room-a',
      token: 't-1',
      memberId: 'm-1',
      role: 'gm',
      name: 'Grog',
      roomName: 'Friday at the Drowned Rat',
      joinUrl: 'https://verdict.example/#/join',
    });
    expect(book.load('room-a')).toEqual(gm);
    expect(book.load('room-z')).toBeUndefined();
  });

  it('moves a seat kept in an earlier way in when first read, and lists the tables by name', () => {
    const storage = memory();
    storage.set(storageKeys.seat('room-c'), 'not JSON');
    const earlier = new Map([['room-b', grog]]);
    const book = createSeatBook({
      storage,
      server: 'https://verdict.example',
      roomIds: () => ['room-b', 'room-a', 'room-c', 'room-b'],
      earlier: (roomId) => {
        const seat = earlier.get(roomId);
        earlier.delete(roomId);
        return seat;
      },
    });
    book.save({ ...grog, roomId: 'room-a', roomName: 'Phone night' });
    expect(book.list().map((seat) => [seat.roomId, seat.roomName])).toEqual([
      ['room-b', 'Friday at the Drowned Rat'],
      ['room-a', 'Phone night'],
    ]);
    // Moved: read again from the book itself, the earlier way gone.
    expect(earlier.size).toBe(0);
    expect(book.load('room-b')).toEqual(grog);
  });
});
