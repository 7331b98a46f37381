/**
 * @module
 * A tabletop screen's panels about its seat: its recovery key shown once (the GM's after opening, a player's when
 * they make one), the press that makes a new one, the seat's recovery on a screen that holds none (the key, or
 * joining as a new player member under another name by choice), and the note where the browser refuses storage
 * (with a press to ask for storage access). Their words are `@verdict/room`'s.
 */
import { seatRecoveryWords, tabletopWords } from '@verdict/room';
import { useId, useState } from 'react';
import { RecoveryKeyPanel, TakeSeatBack } from '../room/recovery-key.js';
import type { TabletopSeat } from './use-tabletop-seat.js';

const words = tabletopWords('this room');

/** The seat's recovery key shown once (it is in no tabletop metadata either), else the press that makes one. */
export function SeatKey({ seat, roomId, gm }: { seat: TabletopSeat; roomId: string; gm: boolean }) {
  if (seat.recoveryKey)
    return <RecoveryKeyPanel recoveryKey={seat.recoveryKey} gm={gm} roomId={roomId} onKept={seat.keptKey} />;
  const { press, help } = seatRecoveryWords(gm).make;
  return (
    <p className="field-help">
      <button type="button" onClick={() => void seat.rotateKey()}>
        {press}
      </button>{' '}
      {help}
    </p>
  );
}

/**
 * A screen that holds no seat at the table: a tabletop GM's (the GM seat back with its key), or a player's
 * whose name a member already has (their seat on another browser, back with its key). Joining as a new
 * player member, under another name, is a choice, never what happens by itself.
 */
export function RecoverySeat({ seat, gm, name, problem }: RecoverySeatProps) {
  const id = useId();
  const said = seatRecoveryWords(gm);
  // The GM's name is the GM member's, and a player's is the member's they would take back: another one.
  const [newName, setNewName] = useState(`${name} (2)`);
  const [busy, setBusy] = useState(false);
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{gm ? 'Your GM seat' : 'Your seat'}</h2>
      <p>{said.notHeld(name)}</p>
      {/* The seat model says a refused key as `problem`. */}
      <TakeSeatBack recover={seat.recover} gm={gm} problem={problem} />
      {seat.lasting ? null : <StorageNote seat={seat} />}
      <p className="field-help" id={`${id}-join-help`}>
        {said.joinInstead}
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
          {said.join}
        </button>
      </form>
    </section>
  );
}

interface RecoverySeatProps {
  seat: TabletopSeat;
  gm: boolean;
  /** This person's name at the tabletop. */
  name: string;
  problem?: string | undefined;
}

/** Where the browser refuses this frame storage: the seat lasts only until the screen closes, unless allowed. */
export function StorageNote({ seat }: { seat: TabletopSeat }) {
  return (
    <div className="muted">
      <p>{words.noStorage}</p>
      <button type="button" onClick={() => void seat.keepStorage()}>
        {words.keepStorage}
      </button>
    </div>
  );
}
