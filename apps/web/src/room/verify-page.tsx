/**
 * @module
 * The verifier: drop, pick or paste a room's export, and see, offline in this browser with @verdict/room
 * and the engine, what it proves: "Verified" (closed, every entry checked), "Incomplete" (what is left and
 * why) or "Failed" (which entry, which field, both values). A head (the last seq and hash a client saw
 * live), typed in or kept by this browser at the room, catches a log cut at its end.
 */
import type { Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json';
import { createVerifyForm, type VerifyReport as Report } from '@verdict/room';
import { useMemo, useSyncExternalStore } from 'react';
import { loadHead, seenHash } from './seats.js';

/** The verify page (its form: `@verdict/room`'s `createVerifyForm`). */
export function VerifyPage({ registry }: { registry: Registry }) {
  const form = useMemo(
    () =>
      createVerifyForm(registry, {
        engineVersion: corePackage.version,
        kept: { last: loadHead, hashAt: seenHash },
        here: 'this browser',
      }),
    [registry],
  );
  const {
    text,
    headText,
    report: checked,
    headProblem,
    dragging,
  } = useSyncExternalStore(form.subscribe, form.getSnapshot);
  const readFile = async (file: File | undefined) => {
    if (file) form.verify(await file.text());
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
          form.setDragging(true);
        }}
        onDragLeave={() => form.setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          form.setDragging(false);
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
            onChange={(e) => form.setHeadText(e.target.value)}
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
            onChange={(e) => form.setText(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="primary"
          disabled={!form.canVerify()}
          onClick={() => form.verify(text)}
        >
          Verify
        </button>
      </section>
      <div role="status" aria-live="polite">
        {checked ? <VerifyReport report={checked} /> : null}
      </div>
    </main>
  );
}

const STATUS_CLASS: Readonly<Record<Report['result']['status'], string>> = {
  verified: 'intact',
  incomplete: 'incomplete',
  failed: 'broken',
};

/** What the check proved, in `@verdict/room`'s words (`verifyExport`). */
function VerifyReport({ report }: { report: Report }) {
  return (
    <section
      className={`panel verify-result ${STATUS_CLASS[report.result.status]}`}
      aria-labelledby="verify-result-heading"
    >
      <h2 id="verify-result-heading">{report.headline}</h2>
      {report.against ? <p>{report.against}</p> : null}
      {report.lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {report.failures.length > 0 ? (
        <ul className="verify-failures">
          {report.failures.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      {report.unverifiable.length > 0 ? (
        <>
          <h3>Not verifiable yet</h3>
          <ul>
            {report.unverifiable.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
