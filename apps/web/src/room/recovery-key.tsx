/**
 * @module
 * A seat's recovery key (`@verdict/room`'s recovery rules, issue 35), shown once and taken back: the panel
 * that shows a new key (copy, download, kept), and the form that takes a seat back with one on a browser that
 * holds none. The GM's key comes with the room; any member makes one for their own seat. Used by the web app's
 * table pages and the Owlbear popover.
 */
import type { RoomClient, RoomSeat } from '@verdict/room';
import { useId, useState } from 'react';
import { download } from './transcripts.js';

/** What a recovery key is called: the GM seat's, or a player's own seat's. */
export const recoveryKeyName = (gm: boolean) => (gm ? 'GM recovery key' : 'Seat recovery key');

/** A seat's recovery key, shown once: to keep apart from the others at the table. */
export function RecoveryKeyPanel({
  recoveryKey,
  gm,
  roomId,
  onKept,
}: {
  recoveryKey: string;
  gm: boolean;
  roomId: string;
  /** The key is kept: the panel may go (without it, it stays). */
  onKept?: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const name = recoveryKeyName(gm);
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your {name}</h2>
      <p className="field-help" id={`${id}-help`}>
        Shown once. With it you take {gm ? 'the GM seat' : 'this seat'} back on another browser, or after this
        one forgets it. Keep it where {gm ? 'players' : 'others'} cannot read it.
      </p>
      <label htmlFor={`${id}-key`}>{name}</label>
      <input
        id={`${id}-key`}
        readOnly
        value={recoveryKey}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="gm-row owlbear-buttons">
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(recoveryKey).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy the key
        </button>
        <button
          type="button"
          onClick={() =>
            download(`verdict-${gm ? 'gm' : 'seat'}-key-${roomId}.txt`, 'text/plain', `${recoveryKey}\n`)
          }
        >
          Download the key
        </button>
        {onKept ? (
          <button type="button" onClick={onKept}>
            I have kept it
          </button>
        ) : null}
      </div>
      {copied ? <p role="status">Copied.</p> : null}
    </section>
  );
}

/**
 * Takes a seat back at `client`'s room with its recovery key (the GM's or a player's), on a browser that
 * holds none; a refused key is said in an alert.
 */
export function TakeSeatBack({
  client,
  onSeated,
}: {
  client: RoomClient;
  onSeated: (seat: RoomSeat) => void;
}) {
  const id = useId();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const recover = async () => {
    setBusy(true);
    try {
      onSeated(await client.recover({ key: key.trim() }));
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(false);
    }
  };
  return (
    <form
      className="panel"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void recover();
      }}
    >
      <h2 id={`${id}-heading`}>Take your seat back</h2>
      <p className="field-help" id={`${id}-help`}>
        With the recovery key of your seat (the GM's comes with the table; a player makes one in the room).
      </p>
      <div className="field">
        <label htmlFor={`${id}-key`}>Recovery key</label>
        <input
          id={`${id}-key`}
          value={key}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-help`}
          onChange={(event) => setKey(event.currentTarget.value)}
        />
      </div>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={busy || key.trim() === ''}>
        Take my seat back
      </button>
    </form>
  );
}
