// Issue 36: one seat store. The pages keep seats where the room client reads them (its RoomStorage, under
// storageKeys.seat), and a seat an earlier version kept under `verdict:room:<id>` moves there once, so no browser
// loses its tables.
import { storageKeys } from '@verdict/room';
import { afterEach, describe, expect, it } from 'vitest';
import { listSeats, loadSeat, saveSeat } from './seats.js';
import { browserRoomClient } from './use-room-log.js';

const old = {
  roomId: 'room-old',
  roomName: 'Friday at the Drowned Rat',
  memberId: 'member-1',
  memberName: 'Grog',
  role: 'player',
  token: 'token-of-grog',
};

afterEach(() => localStorage.clear());

describe('seats in one store', () => {
  it("moves a seat kept under the old key into the client's store once, and the client reads it", () => {
    localStorage.setItem('verdict:room:room-old', JSON.stringify(old));
    expect(listSeats()).toEqual([old]);
    expect(localStorage.getItem('verdict:room:room-old')).toBeNull();
    const moved = JSON.parse(localStorage.getItem(`verdict:client:${storageKeys.seat('room-old')}`)!);
    expect(moved).toMatchObject({ roomId: 'room-old', token: 'token-of-grog', name: 'Grog', role: 'player' });
    expect(loadSeat('room-old')).toEqual(old);
    expect(browserRoomClient('room-old').seat()).toMatchObject({
      token: 'token-of-grog',
      memberId: 'member-1',
    });
  });

  it('keeps a new seat where the room client reads it, with the table name and invite link', () => {
    const gm = { ...old, roomId: 'room-new', role: 'gm' as const, joinUrl: 'http://x/#/join/room-new/abc' };
    saveSeat(gm);
    expect(loadSeat('room-new')).toEqual(gm);
    expect(browserRoomClient('room-new').seat()).toMatchObject({ token: 'token-of-grog', role: 'gm' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('verdict:room:'))).toEqual([]);
  });
});
