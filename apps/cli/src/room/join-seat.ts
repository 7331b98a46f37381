/**
 * @module
 * How `verdict room join` gets its seat: the seat it already holds for that room (checked against the
 * server when it was kept under another address), else a new join sent with an `Idempotency-Key`, retried
 * with the same key when the answer is lost on the way, so the server makes one member whatever the network.
 */
import { randomUUID } from 'node:crypto';
import type { JoinTarget } from '@verdict/room';
import { UsageError } from '../errors.js';
import { callApi, RoomApiError } from './http.js';
import type { SavedSeat, SeatStore } from './seats-store.js';

/** The joined member, as the API answers it. */
interface Joined {
  readonly member: { id: string; name: string; role: 'gm' | 'player' };
  readonly token: string;
}

/**
 * The seat kept for the target's room, when it is the same room: kept for the same server, or its token
 * still opens the room at the target's address (another name of the same server). A seat the target's
 * server does not know is refused rather than replaced: its token would be lost.
 */
export async function heldSeat(seats: SeatStore, where: JoinTarget): Promise<SavedSeat | undefined> {
  const kept = seats.find(where.roomId);
  if (!kept) return undefined;
  if (kept.server === where.server) return kept;
  try {
    const view = await callApi<{ me: { id: string } }>(
      where.server,
      'GET',
      `/v1/rooms/${encodeURIComponent(where.roomId)}`,
      { token: kept.token },
    );
    if (view.me.id === kept.memberId) return kept;
  } catch (error) {
    if (!(error instanceof RoomApiError) || error.status === 0) throw error;
  }
  throw new UsageError(
    `You hold the seat ${kept.memberName} in room ${kept.roomId} at ${kept.server}, which ${where.server} does not know: joining here would replace its token in ${seats.file}. Join with --server ${kept.server}`,
  );
}

/** Statuses worth a retry with the same key: the answer was lost, or a proxy could not reach the server. */
const RETRIED = new Set([0, 502, 503, 504]);

/**
 * Joins with a fresh `Idempotency-Key`, trying up to `attempts` times with that same key when the server
 * could not be reached or its answer was lost: a retry is answered with the first join's member and token.
 * The seat is saved as soon as the join is answered, before anything else can fail.
 */
export async function joinOnce(
  seats: SeatStore,
  where: JoinTarget,
  name: string,
  { attempts = 3, pauseMs = 500 } = {},
): Promise<SavedSeat> {
  const key = randomUUID();
  const path = `/v1/rooms/${encodeURIComponent(where.roomId)}`;
  let joined: Joined | undefined;
  for (let attempt = 1; !joined; attempt++) {
    try {
      joined = await callApi<Joined>(where.server, 'POST', `${path}/members`, {
        body: { invite: where.invite, name },
        idempotencyKey: key,
      });
    } catch (error) {
      if (!(error instanceof RoomApiError) || !RETRIED.has(error.status) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
  const seat: SavedSeat = {
    server: where.server,
    roomId: where.roomId,
    roomName: where.roomId,
    memberId: joined.member.id,
    memberName: joined.member.name,
    role: joined.member.role,
    token: joined.token,
    usedAt: new Date().toISOString(),
  };
  seats.save(seat);
  const view = await callApi<{ room: { name: string } }>(where.server, 'GET', path, { token: joined.token });
  return { ...seat, roomName: view.room.name };
}
