/**
 * @module
 * The verifier: drop, pick or paste a room's export, and see, offline in this browser with @verdict/room
 * and the engine, what it proves: "Verified" (closed, every entry checked), "Incomplete" (what is left and
 * why) or "Failed" (which entry, which field, both values). A head (the last seq and hash a client saw
 * live), typed in or kept by this browser at the room, catches a log cut at its end.
 */
import type { Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json';
import { describeVerdict, shortHash, type VerifyResult, verifyLog } from '@verdict/room';
import { useState } from 'react';
import { loadHead, seenHash } from './seats.js';

/** What was checked: the result, and the head used (typed, or kept by this browser). */
interface Checked {
  readonly result: VerifyResult;
  readonly headFrom?: 'typed' | 'kept';
  readonly headProblem?: string;
  /**
   * An export that ends before the head this browser kept, at an entry this browser saw live (`seq`, with
   * `saw` the kept head's seq): checked against that entry instead.
   */
  readonly earlier?: { readonly seq: number; readonly saw: number };
}

/** `40:3f2a…` or a bare hash (64 hex digits), or a problem naming the field. */
export function parseHeadField(value: string): { seq?: number; hash: string } | string {
  const match = /^(?:([1-9]\d{0,14}):)?([0-9a-fA-F]{64})$/.exec(value.trim());
  if (!match) return 'The head must be SEQ:HASH or HASH (64 hex digits), as the room page showed it';
  const hash = match[2]!.toLowerCase();
  return match[1] === undefined ? { hash } : { seq: Number(match[1]), hash };
}

/** The seq of an export's last entry, if it reads as one. */
function lastSeqOf(text: string): number | undefined {
  try {
    const seq = (JSON.parse(text) as { entries?: { seq?: unknown }[] }).entries?.at(-1)?.seq;
    return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq : undefined;
  } catch {
    return undefined;
  }
}

function roomIdOf(text: string): string | undefined {
  try {
    const id = (JSON.parse(text) as { entries?: { room?: { id?: unknown } }[] }).entries?.[0]?.room?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The verify page. */
export function VerifyPage({ registry }: { registry: Registry }) {
  const [text, setText] = useState('');
  const [headText, setHeadText] = useState('');
  const [checked, setChecked] = useState<Checked>();
  const [dragging, setDragging] = useState(false);
  const verify = (value: string) => {
    setText(value);
    const typed = headText.trim() === '' ? undefined : parseHeadField(headText);
    if (typeof typed === 'string') {
      setChecked(undefined);
      setHeadProblem(typed);
      return;
    }
    setHeadProblem(undefined);
    const roomId = typed ? undefined : roomIdOf(value);
    const kept = roomId === undefined ? undefined : loadHead(roomId);
    const head = typed ?? kept;
    const check = (against?: { seq?: number; hash: string }) =>
      verifyLog(value, registry, {
        engineVersion: corePackage.version,
        ...(against ? { head: against } : {}),
      });
    const result = check(head);
    // An export made earlier than the head kept here ends before it: checked against the entry this browser
    // saw at its end instead, it is an earlier export (the same entry) or a changed one (another hash).
    const last = lastSeqOf(value);
    const seen =
      kept && !typed && roomId && result.status === 'failed' && last !== undefined && last < kept.seq
        ? seenHash(roomId, last)
        : undefined;
    if (kept && seen !== undefined && last !== undefined) {
      setChecked({
        result: check({ seq: last, hash: seen }),
        headFrom: 'kept',
        earlier: { seq: last, saw: kept.seq },
      });
      return;
    }
    setChecked({
      result,
      ...(typed ? { headFrom: 'typed' as const } : kept ? { headFrom: 'kept' as const } : {}),
    });
  };
  const [headProblem, setHeadProblem] = useState<string>();
  const readFile = async (file: File | undefined) => {
    if (file) verify(await file.text());
  };
  return (
    <main className="room-page room-narrow">
      <h1>Verify a room's log</h1>
      <p>
        Checks the hash chain, the server seeds against their commitments, every die against the seeds, every
        reveal against its seal and every outcome against the rules, here in your browser: nothing is sent.
      </p>
      <section
        className={`panel verify-drop${dragging ? ' dragging' : ''}`}
        aria-labelledby="verify-input-heading"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void readFile(event.dataTransfer.files[0]);
        }}
      >
        <h2 id="verify-input-heading">The export</h2>
        <div className="field">
          <label htmlFor="verify-file">Drop the export here, or choose its file</label>
          <input
            id="verify-file"
            type="file"
            accept="application/json,.json"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </div>
        <div className="field">
          <label htmlFor="verify-head">The head you saw live (optional: last seq:hash)</label>
          <input
            id="verify-head"
            type="text"
            value={headText}
            spellCheck={false}
            aria-invalid={headProblem ? true : undefined}
            aria-describedby={headProblem ? 'verify-head-problem' : undefined}
            placeholder="40:3f2a9c01…"
            onChange={(e) => setHeadText(e.target.value)}
          />
          {headProblem ? (
            <p id="verify-head-problem" className="field-error" role="alert">
              {headProblem}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="verify-text">Or paste it</label>
          <textarea
            id="verify-text"
            rows={6}
            value={text}
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="button" className="primary" disabled={text.trim() === ''} onClick={() => verify(text)}>
          Verify
        </button>
      </section>
      <div role="status" aria-live="polite">
        {checked ? <VerifyReport checked={checked} /> : null}
      </div>
    </main>
  );
}

const STATUS_CLASS: Readonly<Record<VerifyResult['status'], string>> = {
  verified: 'intact',
  incomplete: 'incomplete',
  failed: 'broken',
};

function VerifyReport({ checked }: { checked: Checked }) {
  const { result, earlier } = checked;
  const verdict = describeVerdict(result);
  // An earlier export consistent with what was seen: that is the headline; its own verdict follows.
  const consistent = earlier !== undefined && result.status !== 'failed';
  const [headline, ...more] = consistent
    ? ['An earlier export of this room, consistent with what you saw', ...verdict]
    : verdict;
  return (
    <section
      className={`panel verify-result ${STATUS_CLASS[result.status]}`}
      aria-labelledby="verify-result-heading"
    >
      <h2 id="verify-result-heading">{headline}</h2>
      {earlier ? (
        <p>
          It ends at seq {earlier.seq}, an entry this browser saw live
          {consistent ? ', with the same hash' : ''}; this browser later saw the room up to seq {earlier.saw},
          so {earlier.saw - earlier.seq} entries came after this export.
        </p>
      ) : checked.headFrom === 'kept' && result.head ? (
        <p>
          Checked against the head this browser saw live at this room: seq {result.head.seq} (hash{' '}
          {shortHash(result.head.hash)}). A file exported before that fails here: type its head instead.
        </p>
      ) : null}
      {more.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {result.failures.length > 0 ? (
        <ul className="verify-failures">
          {result.failures.map((f, index) => (
            <li key={index}>
              <strong>{f.seq === null ? 'The export' : `Entry #${f.seq}`}</strong> ({f.check}): {f.message}
            </li>
          ))}
        </ul>
      ) : null}
      {result.unverifiable.length > 0 ? (
        <>
          <h3>Not verifiable yet</h3>
          <ul>
            {result.unverifiable.map((u, index) => (
              <li key={index}>
                Entry #{u.seq}: {u.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
