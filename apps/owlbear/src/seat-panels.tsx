/**
 * @module
 * The popover's panels about this screen's seat: the GM recovery key shown once after opening (copy,
 * download, kept), the GM seat's recovery on a screen that holds none (the key, or joining as a player by
 * choice), and the note where the browser refuses storage (with a press to ask for storage access).
 */
import { download } from '@web/room/transcripts.js';
import { useId, useState } from 'react';
import type { TableSeat } from './use-table-seat.js';

/** The GM recovery key, shown once: to keep apart from the players (it is in no Owlbear metadata). */
export function RecoveryKey({ seat, roomId }: { seat: TableSeat; roomId: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const key = seat.recoveryKey ?? '';
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your GM recovery key</h2>
      <p className="field-help" id={`${id}-help`}>
        Shown once. With it you take the GM seat back on another browser, or after this one forgets it. Keep
        it where players cannot read it: it is not in Owlbear's room.
      </p>
      <label htmlFor={`${id}-key`}>GM recovery key</label>
      <input
        id={`${id}-key`}
        readOnly
        value={key}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="owlbear-buttons">
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(key).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy the key
        </button>
        <button
          type="button"
          onClick={() => download(`verdict-gm-key-${roomId}.txt`, 'text/plain', `${key}\n`)}
        >
          Download the key
        </button>
        <button type="button" onClick={seat.keptKey}>
          I have kept it
        </button>
      </div>
      {copied ? <p role="status">Copied.</p> : null}
    </section>
  );
}

/** An Owlbear GM whose screen holds no seat at the table: the GM seat back with its key, or a player's by choice. */
export function RecoverySeat({ seat, problem }: { seat: TableSeat; problem?: string }) {
  const id = useId();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const recover = async () => {
    setBusy(true);
    await seat.recover(key);
    setBusy(false);
  };
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your GM seat</h2>
      <p>This screen does not hold your GM seat at this room's table.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void recover();
        }}
      >
        <label htmlFor={`${id}-key`}>GM recovery key</label>
        <input
          id={`${id}-key`}
          value={key}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setKey(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy || key.trim() === ''}>
          Recover the GM seat
        </button>
      </form>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      {seat.lasting ? null : <StorageNote seat={seat} />}
      <p className="field-help">
        Without the key the GM seat stays with the screen that holds it; here you may join the table as a
        player instead.
      </p>
      <button type="button" onClick={() => void seat.joinAsPlayer()}>
        Join as a player instead
      </button>
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
