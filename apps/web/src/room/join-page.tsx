/**
 * @module
 * The join page at the API's `joinUrl` (`#/rooms/<id>/join?invite=…`): the table and its GM named from the
 * invite, a name, a Join button, and the room. The join goes through the room client, whose Idempotency-Key
 * is kept in this browser: a join retried after a lost answer gets the same seat, never a second member.
 */
import { createJoinForm, roomHash } from '@verdict/room';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Problem } from './problem.js';
import { loadSeat, saveSeat } from './seats.js';
import { submitting } from './submitting.js';
import { browserRoomClient } from './use-room-log.js';

/** Joins a room with its invite, keeps the seat in this browser, and goes to the room (`createJoinForm`). */
export function JoinPage({ roomId, invite }: { roomId: string; invite: string }) {
  const form = useMemo(
    () =>
      createJoinForm({
        client: browserRoomClient(roomId),
        save: saveSeat,
        invite,
        joined: (id) => {
          globalThis.location.hash = roomHash(id);
        },
      }),
    [roomId, invite],
  );
  useEffect(() => form.start(), [form]);
  const { name, problem, inviteProblem } = useSyncExternalStore(form.subscribe, form.getSnapshot);
  const kept = loadSeat(roomId);
  return (
    <main className="room-page room-narrow">
      <h1>{form.title()}</h1>
      {kept ? (
        <p>
          You already sit at this table as {kept.memberName}: <a href={roomHash(roomId)}>go to the room</a>.
        </p>
      ) : null}
      <Problem text={inviteProblem} />
      <form className="panel" onSubmit={submitting(() => form.join())}>
        <div className="field">
          <label htmlFor="join-name">Name</label>
          <input
            type="text"
            id="join-name"
            value={name}
            maxLength={100}
            autoComplete="nickname"
            required
            onChange={(e) => form.setName(e.target.value)}
          />
          <p className="field-help">The name the table sees beside your rolls.</p>
        </div>
        <Problem text={problem} />
        <button type="submit" className="primary" disabled={!form.canJoin()}>
          Join
        </button>
      </form>
    </main>
  );
}
