/**
 * @module
 * Every call the extension makes to its Verdict room, in one file (so moving to the room package's client is
 * one swap): open a table as GM, join one as a player, append (rolls, requests, reveals), export the log, and
 * follow it live (the web app's `useRoomLog`: the room's event stream, resumed after a reload). The API is the
 * origin that serves the extension (`/owlbear/` on the Verdict server).
 */
import { type Appended, callRoomApi, type RoomMember, type RoomView } from '@web/room/api.js';
import type { BrowserSeat } from '@web/room/seats.js';
import type { TableLink } from './owlbear.js';

export type { Appended } from '@web/room/api.js';
export type { BrowserSeat } from '@web/room/seats.js';
export { useRoomLog } from '@web/room/use-room-log.js';

/** The room's name when an Owlbear GM opens it. */
export const TABLE_NAME = 'Owlbear Rodeo table';

/** Opens a table with this player as its GM: the seat (kept by this browser) and the link (for the Owlbear room). */
export async function openTable(gmName: string): Promise<{ seat: BrowserSeat; link: TableLink }> {
  const created = await callRoomApi<{
    room: { id: string; name: string };
    member: RoomMember;
    token: string;
    invite: string;
    joinUrl: string;
  }>('POST', '/v1/rooms', { body: { name: TABLE_NAME, gm: { name: gmName } }, idempotent: true });
  return {
    seat: {
      roomId: created.room.id,
      roomName: created.room.name,
      memberId: created.member.id,
      memberName: created.member.name,
      role: 'gm',
      token: created.token,
      joinUrl: created.joinUrl,
    },
    link: { roomId: created.room.id, invite: created.invite },
  };
}

/** Joins the linked table under `name` (a player). */
export async function joinTable(link: TableLink, name: string): Promise<BrowserSeat> {
  const room = encodeURIComponent(link.roomId);
  const joined = await callRoomApi<{ member: RoomMember; token: string }>(
    'POST',
    `/v1/rooms/${room}/members`,
    {
      body: { invite: link.invite, name },
      idempotent: true,
    },
  );
  const view = await callRoomApi<RoomView>('GET', `/v1/rooms/${room}`, { token: joined.token });
  return {
    roomId: link.roomId,
    roomName: view.room.name,
    memberId: joined.member.id,
    memberName: joined.member.name,
    role: joined.member.role,
    token: joined.token,
  };
}

/** Appends to the room through one of its routes (`rolls`, `requests`, `reveals`, `close`, …). */
export function appendTo(seat: BrowserSeat, route: string, body: object): Promise<Appended> {
  return callRoomApi<Appended>('POST', `/v1/rooms/${encodeURIComponent(seat.roomId)}/${route}`, {
    token: seat.token,
    body,
    idempotent: true,
  });
}

/** The room's verifiable export, as this member may see it. */
export function exportLog(seat: BrowserSeat): Promise<unknown> {
  return callRoomApi<unknown>('GET', `/v1/rooms/${encodeURIComponent(seat.roomId)}/export`, {
    token: seat.token,
  });
}

/** The web app's verify page on this server (it checks an export offline, in the browser). */
export const verifyPageUrl = () => `${globalThis.location.origin}/#/verify`;
