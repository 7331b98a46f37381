/**
 * @module
 * Open a table: the room's name and the GM's, then the GM recovery key (shown once), the invite link and its
 * QR code for players at the table, and the way in.
 */
import { useState } from 'react';
import { InviteLink } from './invite-link.js';
import { RecoveryKeyPanel } from './recovery-key.js';
import { roomHash } from './routes.js';
import { saveSeat } from './seats.js';
import { browserRoomClient } from './use-room-log.js';
import { YourTables } from './your-tables.js';

interface Created {
  room: { id: string; name: string };
  joinUrl: string;
  /** The GM seat's recovery key, shown once, here. */
  recoveryKey: string;
}

/** Creates a room with this browser as its GM. */
export function OpenTablePage() {
  const [tableName, setTableName] = useState('');
  const [gmName, setGmName] = useState('');
  const [created, setCreated] = useState<Created>();
  const [problem, setProblem] = useState<string>();
  const open = async () => {
    setProblem(undefined);
    try {
      const name = tableName.trim();
      const { seat, joinUrl, recoveryKey } = await browserRoomClient().create({
        name,
        gmName: gmName.trim(),
      });
      saveSeat({
        roomId: seat.roomId,
        roomName: name,
        memberId: seat.memberId,
        memberName: seat.name,
        role: 'gm',
        token: seat.token,
        joinUrl,
      });
      setCreated({ room: { id: seat.roomId, name }, joinUrl, recoveryKey });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  if (created) {
    return (
      <main className="room-page room-narrow">
        <h1>{created.room.name} is open</h1>
        <RecoveryKeyPanel recoveryKey={created.recoveryKey} gm roomId={created.room.id} />
        <section className="panel" aria-labelledby="share-heading">
          <h2 id="share-heading">Invite players</h2>
          <p>Players scan the code or open the link, then type their name.</p>
          <InviteLink joinUrl={created.joinUrl} />
          <div className="gm-row">
            <a className="button primary" href={roomHash(created.room.id)}>
              Enter the room
            </a>
          </div>
        </section>
      </main>
    );
  }
  return (
    <main className="room-page room-narrow">
      <h1>Open a table</h1>
      <YourTables />
      <form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          void open();
        }}
      >
        <div className="field">
          <label htmlFor="table-name">Table name</label>
          <input
            type="text"
            id="table-name"
            value={tableName}
            maxLength={100}
            required
            onChange={(e) => setTableName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="table-gm">Your name (GM)</label>
          <input
            type="text"
            id="table-gm"
            value={gmName}
            maxLength={100}
            required
            onChange={(e) => setGmName(e.target.value)}
          />
        </div>
        {problem ? (
          <p className="problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={tableName.trim() === '' || gmName.trim() === ''}>
          Open the table
        </button>
      </form>
    </main>
  );
}
