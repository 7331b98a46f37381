/**
 * @module
 * The popover's panels about this screen's seat: its recovery key shown once (the GM's after opening, a
 * player's when they make one; copy, download, kept), the seat's recovery on a screen that holds none (the
 * key, or joining as a new player member under another name by choice), and the note where the browser
 * refuses storage (with a press to ask for storage access).
 */
import { seatRecoveryWords } from '@verdict/room';
import { RecoveryKeyPanel, TakeSeatBack } from '@verdict/web/embed';
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
  const words = seatRecoveryWords(gm);
  // The GM's name is the GM member's, and a player's is the member's they would take back: another one.
  const [newName, setNewName] = useState(`${name} (2)`);
  const [busy, setBusy] = useState(false);
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{gm ? 'Your GM seat' : 'Your seat'}</h2>
      <p>{words.notHeld(name)}</p>
      {/* The web's form (its words are @verdict/room's); the seat model says a refused key as `problem`. */}
      <TakeSeatBack recover={seat.recover} gm={gm} problem={problem} />
      {seat.lasting ? null : <StorageNote seat={seat} />}
      <p className="field-help" id={`${id}-join-help`}>
        {words.joinInstead}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void seat.joinAsPlayer(newName).finally(() => setBusy(false));
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
          {words.join}
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
