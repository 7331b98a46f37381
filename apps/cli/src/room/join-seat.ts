/**
 * @module
 * How `verdict room join` gets its seat: the seat it already holds for that room (checked against the
 * server when it was kept under another address), else the room client's `join` (its `Idempotency-Key` kept in
 * the seat store), retried with the same key when the answer is lost on the way, so the server makes one member
 * whatever the network. Both go through the room client, never a route path of the CLI's own.
 */
import { type JoinTarget, keptSeat } from '@verdict/room';
import { UsageError } from '../errors.js';
import { cliError, RoomApiError } from './http.js';
import { seatClient } from './room-client.js';
import type { SavedSeat, SeatStore } from './seats-store.js';

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
    const view = await seatClient({ ...where, token: kept.token }).refreshView();
    if (view.me.id === kept.memberId) return kept;
  } catch (raw) {
    const error = cliError(raw);
    if (!(error instanceof RoomApiError) || error.status === 0) throw error;
  }
  throw new UsageError(
    `You hold the seat ${kept.memberName} in room ${kept.roomId} at ${kept.server}, which ${where.server} does not know: joining here would replace its token in ${seats.file}. Join with --server ${kept.server}`,
  );
}

/** Statuses worth a retry with the same key: the answer was lost, or a proxy could not reach the server. */
const RETRIED = new Set([0, 502, 503, 504]);

/**
 * Joins through the room client, trying up to `attempts` times with the same `Idempotency-Key` (the client keeps
 * it in the seat store) when the server could not be reached or its answer was lost: a retry is answered with the
 * first join's member and token. The seat is saved as soon as the join is answered, before anything else can fail.
 */
export async function joinOnce(
  seats: SeatStore,
  where: JoinTarget,
  name: string,
  { attempts = 3, pauseMs = 500 } = {},
): Promise<SavedSeat> {
  const client = seatClient(where, seats);
  for (let attempt = 1; ; attempt++) {
    try {
      const joined = await client.join({ invite: where.invite, name });
      const at = { server: where.server, usedAt: new Date().toISOString() };
      seats.save({ ...keptSeat(joined, { roomName: where.roomId }), ...at });
      const { room } = await client.refreshView();
      return { ...keptSeat(joined, { roomName: room.name }), ...at };
    } catch (raw) {
      const error = cliError(raw);
      if (!(error instanceof RoomApiError) || !RETRIED.has(error.status) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}
