/**
 * @module
 * Open a table: the room's name and the GM's, then the GM recovery key (shown once), the invite link and its
 * QR code for players at the table, and the way in.
 */
import { createOpenTableForm, roomHash } from '@verdict/room';
import { useMemo, useSyncExternalStore } from 'react';
import { InviteLink } from './invite-link.js';
import { Problem } from './problem.js';
import { RecoveryKeyPanel } from './recovery-key.js';
import { saveSeat } from './seats.js';
import { submitting } from './submitting.js';
import { browserRoomClient } from './use-room-log.js';
import { YourTables } from './your-tables.js';

/** Creates a room with this browser as its GM (the form: `@verdict/room`'s `createOpenTableForm`). */
export function OpenTablePage() {
  const form = useMemo(() => createOpenTableForm({ client: browserRoomClient(), save: saveSeat }), []);
  const {
    tableName,
    gmName,
    problem,
    opened: created,
  } = useSyncExternalStore(form.subscribe, form.getSnapshot);
  if (created) {
    return (
      <main className="room-page room-narrow">
        <h1>{created.roomName} is open</h1>
        <RecoveryKeyPanel recoveryKey={created.recoveryKey} gm roomId={created.roomId} />
        <section className="panel" aria-labelledby="share-heading">
          <h2 id="share-heading">Invite players</h2>
          <p>Players scan the code or open the link, then type their name.</p>
          <InviteLink joinUrl={created.joinUrl} />
          <div className="gm-row">
            <a className="button primary" href={roomHash(created.roomId)}>
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
      <form className="panel" onSubmit={submitting(() => form.open())}>
        <div className="field">
          <label htmlFor="table-name">Table name</label>
          <input
            type="text"
            id="table-name"
            value={tableName}
            maxLength={100}
            required
            onChange={(e) => form.setTableName(e.target.value)}
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
            onChange={(e) => form.setGmName(e.target.value)}
          />
        </div>
        <Problem text={problem} />
        <button type="submit" className="primary" disabled={!form.canOpen()}>
          Open the table
        </button>
      </form>
    </main>
  );
}
