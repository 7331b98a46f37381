/**
 * @module
 * A seat's recovery key (`@verdict/room`'s recovery rules, issue 35), shown once and taken back: the panel
 * that shows a new key (copy, download, kept), and the form that takes a seat back with one on a browser that
 * holds none. The GM's key comes with the room; any member makes one for their own seat. Used by the web app's
 * table pages and the Owlbear popover.
 */
import { createKeyEntry, seatRecoveryWords } from '@verdict/room';
import { useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Problem } from './problem.js';
import { submitting } from './submitting.js';
import { download } from './transcripts.js';

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
  const words = seatRecoveryWords(gm);
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your {words.name}</h2>
      <p className="field-help" id={`${id}-help`}>
        {words.shownOnce}
      </p>
      <label htmlFor={`${id}-key`}>{words.name}</label>
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
          onClick={() => download(words.fileName(roomId), 'text/plain', `${recoveryKey}\n`)}
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
 * Takes a seat back with its recovery key on a screen that holds none (the web's room page, the Owlbear popover);
 * `gm` names whose key it is, else either. A refused key is said in an alert: `recover`'s rejection, or `problem`.
 */
export function TakeSeatBack(props: {
  recover: (key: string) => Promise<unknown>;
  gm?: boolean;
  problem?: string | undefined;
}) {
  const id = useId();
  // The latest `recover` is tried: a screen may pass a new one on each render, and the form keeps what is typed.
  const recover = useRef(props.recover);
  recover.current = props.recover;
  const form = useMemo(() => createKeyEntry((key) => recover.current(key)), []);
  const { key, refused } = useSyncExternalStore(form.subscribe, form.getSnapshot);
  const words = seatRecoveryWords(props.gm === true);
  const problem = refused ?? props.problem;
  return (
    <form className="panel" aria-labelledby={`${id}-heading`} onSubmit={submitting(() => form.submit())}>
      <h2 id={`${id}-heading`}>Take your seat back</h2>
      <p className="field-help" id={`${id}-help`}>
        With the recovery key of your seat (the GM's comes with the table; a player makes one in the room).
      </p>
      <div className="field">
        <label htmlFor={`${id}-key`}>{props.gm === undefined ? 'Recovery key' : words.name}</label>
        <input
          id={`${id}-key`}
          value={key}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-help`}
          onChange={(event) => form.setKey(event.currentTarget.value)}
        />
      </div>
      <Problem text={problem} />
      <button type="submit" disabled={!form.canSubmit()}>
        {words.recover}
      </button>
    </form>
  );
}
