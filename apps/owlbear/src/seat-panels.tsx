/**
 * @module
 * The popover's panels about this screen's seat: its recovery key shown once (the GM's after opening, a
 * player's when they make one; copy, download, kept), the seat's recovery on a screen that holds none (the
 * key, or joining as a new player member under another name by choice), and the note where the browser
 * refuses storage (with a press to ask for storage access).
 */
import { recoveryKeyName as keyName, RecoveryKeyPanel } from '@verdict/web/embed';
import { useId, useState } from 'react';
import type { TableSeat } from './use-table-seat.js';

/** A seat's recovery key, shown once (the web app's panel): it is in no Owlbear metadata either. */
export function RecoveryKey({ seat, roomId, gm }: { seat: TableSeat; roomId: string; gm: boolean }) {
  return (
    <RecoveryKeyPanel recoveryKey={seat.recoveryKey ?? ''} gm={gm} roomId={roomId} onKept={seat.keptKey} />
  );
}

/**
 * A screen that holds no seat at the table: an Owlbear GM's (the GM seat back with its key), or a player's
 * whose name a member already has (their seat on another browser, back with its key). Joining as a new
 * player member, under another name, is a choice, never what happens by itself.
 */
export function RecoverySeat({
  seat,
  gm,
  name,
  problem,
}: {
  seat: TableSeat;
  gm: boolean;
  /** This player's Owlbear name. */
  name: string;
  problem?: string;
}) {
  const id = useId();
  const [key, setKey] = useState('');
  // The GM's name is the GM member's, and a player's is the member's they would take back: another one.
  const [newName, setNewName] = useState(`${name} (2)`);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    await work();
    setBusy(false);
  };
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{gm ? 'Your GM seat' : 'Your seat'}</h2>
      {gm ? (
        <p>This screen does not hold your GM seat at this room's table.</p>
      ) : (
        <p>
          A member named {name} already sits at this table. If that is you on another browser, take your seat
          back with its recovery key: on the screen that holds it, press "Make a seat recovery key".
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => seat.recover(key));
        }}
      >
        <label htmlFor={`${id}-key`}>{keyName(gm)}</label>
        <input
          id={`${id}-key`}
          value={key}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setKey(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy || key.trim() === ''}>
          {gm ? 'Recover the GM seat' : 'Take my seat back'}
        </button>
      </form>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      {seat.lasting ? null : <StorageNote seat={seat} />}
      <p className="field-help" id={`${id}-join-help`}>
        {gm
          ? 'Without the key the GM seat stays with the screen that holds it; here you may join the table as a player instead, under another name.'
          : 'Not you? Join the table as a new member, under another name.'}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => seat.joinAsPlayer(newName));
        }}
      >
        <label htmlFor={`${id}-name`}>Name at the table</label>
        <input
          id={`${id}-name`}
          value={newName}
          autoComplete="off"
          aria-describedby={`${id}-join-help`}
          onChange={(event) => setNewName(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy || newName.trim() === ''}>
          {gm ? 'Join as a player instead' : 'Join as a new member'}
        </button>
      </form>
    </section>
  );
}

/** Where the browser refuses this frame storage: the seat lasts only until the popover closes, unless allowed. */
export function StorageNote({ seat }: { seat: TableSeat }) {
  return (
    <div className="muted">
      <p>This browser keeps no storage here: when the popover closes, this screen forgets its seat.</p>
      <button type="button" onClick={() => void seat.keepStorage()}>
        Keep my seat in this browser
      </button>
    </div>
  );
}
