// The forms that give a screen a seat (issue 36: the web's pages kept them): opening a table keeps the GM's seat
// with its name and invite link and shows the recovery key once; joining names the table from its invite, or says
// why it opens nothing, and keeps the seat; a recovery key takes a seat back. Over a real room client, with the
// test playing the server over fetch.
import { describe, expect, it, vi } from 'vitest';
import type { RoomRequestInit } from '../client/call.js';
import { createRoomClient } from '../client/room-client.js';
import type { KeptSeat } from '../client/seat-book.js';
import { createJoinForm, createOpenTableForm, takeSeatBack } from './table-forms.js';

const SERVER = 'http://verdict.test';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers by route; an invite other than `good` is refused, as the server refuses it. */
async function answer(url: string, init: RoomRequestInit): Promise<Response> {
  const { pathname } = new URL(url);
  const body = init.body ? JSON.parse(String(init.body)) : {};
  if (pathname === '/v1/rooms')
    return json({
      room: { id: 'room-1' },
      member: { id: 'gm-1', name: body.gm.name, role: 'gm' },
      token: 'gm-token',
      invite: 'good',
      joinUrl: `${SERVER}/#/rooms/room-1/join?invite=good`,
      recoveryKey: 'vk1-gm',
    });
  if (pathname.endsWith('/invitation'))
    return body.invite === 'good'
      ? json({ room: { id: 'room-1', name: 'Friday' }, gm: { name: 'Ada' } })
      : json({ title: 'Forbidden', detail: 'This invite opens nothing here' }, 403);
  if (pathname.endsWith('/members'))
    return json({ member: { id: 'p-1', name: body.name, role: 'player' }, token: 'p-token' });
  if (pathname.endsWith('/recovery'))
    return body.key === 'vk1-p'
      ? json({ member: { id: 'p-1', name: 'Grog', role: 'player' }, token: 'p-token-2' })
      : json({ title: 'Forbidden', detail: 'That key does not open a seat here' }, 403);
  return json({ room: { id: 'room-1', name: 'Friday', epoch: 1, closed: false, lastSeq: 1 }, members: [] });
}

const client = (roomId?: string) =>
  createRoomClient({ server: SERVER, ...(roomId ? { roomId } : {}), fetch: answer, newKey: () => 'k' });

function kept() {
  const seats: KeptSeat[] = [];
  return { seats, save: (seat: KeptSeat) => void seats.push(seat) };
}

describe('the forms that give a screen a seat', () => {
  it("opens a table once both names are typed, keeps the GM's seat and shows the key once", async () => {
    const { seats, save } = kept();
    const form = createOpenTableForm({ client: client(), save });
    form.setTableName('  Friday ');
    expect(form.canOpen()).toBe(false);
    form.setGmName('Ada');
    expect(form.canOpen()).toBe(true);
    await form.open();
    expect(form.getSnapshot().opened).toEqual({
      roomId: 'room-1',
      roomName: 'Friday',
      joinUrl: `${SERVER}/#/rooms/room-1/join?invite=good`,
      recoveryKey: 'vk1-gm',
    });
    expect(seats).toEqual([
      {
        roomId: 'room-1',
        roomName: 'Friday',
        memberId: 'gm-1',
        memberName: 'Ada',
        role: 'gm',
        token: 'gm-token',
        joinUrl: `${SERVER}/#/rooms/room-1/join?invite=good`,
      },
    ]);
  });

  it('names the table from its invite, joins under the name typed and goes to the room', async () => {
    const { seats, save } = kept();
    const went: string[] = [];
    const form = createJoinForm({
      client: client('room-1'),
      save,
      invite: 'good',
      joined: (id) => went.push(id),
    });
    expect(form.title()).toBe('Join the table');
    form.start();
    await vi.waitFor(() => expect(form.title()).toBe('Join Friday (GM Ada)'));
    expect(form.canJoin()).toBe(false);
    form.setName(' Grog ');
    await form.join();
    expect(went).toEqual(['room-1']);
    expect(seats[0]).toMatchObject({
      roomName: 'Friday',
      memberName: 'Grog',
      role: 'player',
      token: 'p-token',
    });
  });

  it('says why an invite opens nothing: none in the link, or refused', async () => {
    const none = createJoinForm({ client: client('room-1'), ...kept(), invite: '', joined: () => {} });
    none.setName('Grog');
    expect(none.getSnapshot().inviteProblem).toBe(
      'This link has no invite: ask the GM for the join link again.',
    );
    expect(none.canJoin()).toBe(false);
    const refused = createJoinForm({ client: client('room-1'), ...kept(), invite: 'bad', joined: () => {} });
    refused.start();
    await vi.waitFor(() =>
      expect(refused.getSnapshot().inviteProblem).toBe(
        'This invite does not open this table: ask the GM for the join link again.',
      ),
    );
  });

  it('takes a seat back with its recovery key, named by the room, and refuses a wrong key', async () => {
    const { seats, save } = kept();
    const seat = await takeSeatBack({ client: client('room-1'), save }, 'vk1-p');
    expect(seat).toEqual({
      roomId: 'room-1',
      roomName: 'Friday',
      memberId: 'p-1',
      memberName: 'Grog',
      role: 'player',
      token: 'p-token-2',
    });
    expect(seats).toEqual([seat]);
    await expect(takeSeatBack({ client: client('room-1'), save }, 'vk1-x')).rejects.toThrow(/key/);
  });
});
