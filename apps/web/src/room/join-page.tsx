/**
 * @module
 * The join page at the API's `joinUrl` (`#/rooms/<id>/join?invite=…`): a name, a Join button, and the room.
 */
import { useState } from 'react';
import { callRoomApi, type RoomMember, type RoomView } from './api.js';
import { roomHash } from './routes.js';
import { loadSeat, saveSeat } from './seats.js';

/** Joins a room with its invite, keeps the seat in this browser, and goes to the room. */
export function JoinPage({ roomId, invite }: { roomId: string; invite: string }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const kept = loadSeat(roomId);
  const join = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const joined = await callRoomApi<{ member: RoomMember; token: string }>(
        'POST',
        `/v1/rooms/${encodeURIComponent(roomId)}/members`,
        { body: { invite, name: name.trim() } },
      );
      const view = await callRoomApi<RoomView>('GET', `/v1/rooms/${encodeURIComponent(roomId)}`, {
        token: joined.token,
      });
      saveSeat({
        roomId,
        roomName: view.room.name,
        memberId: joined.member.id,
        memberName: joined.member.name,
        role: joined.member.role,
        token: joined.token,
      });
      globalThis.location.hash = roomHash(roomId);
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(false);
    }
  };
  return (
    <main className="room-page room-narrow">
      <h1>Join the table</h1>
      {kept ? (
        <p>
          You already sit at this table as {kept.memberName}: <a href={roomHash(roomId)}>go to the room</a>.
        </p>
      ) : null}
      {invite === '' ? (
        <p className="problem" role="alert">
          This link has no invite: ask the GM for the join link again.
        </p>
      ) : null}
      <form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <div className="field">
          <label htmlFor="join-name">Name</label>
          <input
            type="text"
            id="join-name"
            value={name}
            maxLength={100}
            autoComplete="nickname"
            required
            onChange={(e) => setName(e.target.value)}
          />
          <p className="field-help">The name the table sees beside your rolls.</p>
        </div>
        {problem ? (
          <p className="problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={busy || name.trim() === '' || invite === ''}>
          Join
        </button>
      </form>
    </main>
  );
}
