/**
 * @module
 * The verifier: drop, pick or paste a room's export, and see, offline in this browser with @verdict/fair
 * and the engine, whether the log is intact, or exactly which entry fails and why.
 */
import type { Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json';
import { type VerifyResult, verifyLog } from '@verdict/fair';
import { useState } from 'react';

/** The verify page. */
export function VerifyPage({ registry }: { registry: Registry }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<VerifyResult>();
  const [dragging, setDragging] = useState(false);
  const verify = (value: string) => {
    setText(value);
    setResult(verifyLog(value, registry, { engineVersion: corePackage.version }));
  };
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
        {result ? <VerifyReport result={result} /> : null}
      </div>
    </main>
  );
}

function VerifyReport({ result }: { result: VerifyResult }) {
  return (
    <section
      className={`panel verify-result ${result.ok ? 'intact' : 'broken'}`}
      aria-labelledby="verify-result-heading"
    >
      <h2 id="verify-result-heading">
        {result.ok
          ? `Intact: all ${result.entries} entries verify`
          : `Not intact: ${result.failures.length} ${result.failures.length === 1 ? 'failure' : 'failures'}`}
      </h2>
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
