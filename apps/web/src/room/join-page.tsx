/**
 * @module
 * The join page at the API's `joinUrl` (`#/rooms/<id>/join?invite=…`): the table and its GM named from the
 * invite, a name, a Join button, and the room. The join goes through the room client, whose Idempotency-Key
 * is kept in this browser: a join retried after a lost answer gets the same seat, never a second member.
 */
import { type Invitation, RoomCallError } from '@verdict/room';
import { useEffect, useMemo, useState } from 'react';
import { roomHash } from './routes.js';
import { loadSeat, saveSeat } from './seats.js';
import { browserRoomClient } from './use-room-log.js';

/** Joins a room with its invite, keeps the seat in this browser, and goes to the room. */
export function JoinPage({ roomId, invite }: { roomId: string; invite: string }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const client = useMemo(() => browserRoomClient(roomId), [roomId]);
  const invitation = useInvitation(client, invite);
  const kept = loadSeat(roomId);
  const join = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const seat = await client.join({ invite, name: name.trim() });
      const roomName = invitation.read?.room.name ?? (await client.refreshView()).room.name;
      saveSeat({
        roomId,
        roomName,
        memberId: seat.memberId,
        memberName: seat.name,
        role: seat.role,
        token: seat.token,
      });
      globalThis.location.hash = roomHash(roomId);
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(false);
    }
  };
  const read = invitation.read;
  return (
    <main className="room-page room-narrow">
      <h1>{read ? `Join ${read.room.name} (GM ${read.gm.name})` : 'Join the table'}</h1>
      {kept ? (
        <p>
          You already sit at this table as {kept.memberName}: <a href={roomHash(roomId)}>go to the room</a>.
        </p>
      ) : null}
      {invite === '' ? (
        <p className="problem" role="alert">
          This link has no invite: ask the GM for the join link again.
        </p>
      ) : invitation.refused ? (
        <p className="problem" role="alert">
          This invite does not open this table: ask the GM for the join link again.
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

/** The table and GM an invite opens, read once; `refused` when the server says it opens nothing. */
function useInvitation(client: ReturnType<typeof browserRoomClient>, invite: string) {
  const [state, setState] = useState<{ read?: Invitation; refused?: boolean }>({});
  useEffect(() => {
    if (invite === '') return;
    let live = true;
    client.invitation(invite).then(
      (read) => live && setState({ read }),
      (error: unknown) =>
        live && setState({ refused: error instanceof RoomCallError && error.status === 403 }),
    );
    return () => {
      live = false;
    };
  }, [client, invite]);
  return state;
}
