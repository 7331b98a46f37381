/**
 * @module
 * The GM's tools: requests to one player, several or all (a test with a hidden or visible input and a
 * note), the answers coming in with their results, reveals of sealed entries, ending the epoch and closing
 * the table (each of the last two confirmed by a second press).
 */
import type { Registry } from '@verdict/core';
import { computableText, type RoomEntry } from '@verdict/fair';
import { type TableMember, unrevealedSeqs } from '@verdict/room';
import { useState } from 'react';
import type { Appended } from './api.js';
import type { EntrySummary } from './entry-summary.js';
import { type FailedAttempts, failedAttemptsText } from './failed-attempts.js';
import { PlayerFieldsChoice, requestParts } from './request-fixes.js';
import { TestChoiceFields, useTestChoice } from './test-choice.js';

/** What ending an epoch or closing did: how many entries were revealed, or what became computable. */
function endedText(done: string, answer: Appended): string {
  if (answer.revealed !== undefined)
    return `${done}: revealed ${answer.revealed} sealed ${answer.revealed === 1 ? 'entry' : 'entries'} first, so its export verifies completely`;
  const computable = answer.computable === undefined ? '' : computableText(answer.computable);
  return computable === '' ? done : `${done}: ${computable}`;
}

/** The GM's panel. */
export function GmTools(props: {
  registry: Registry;
  entries: readonly RoomEntry[];
  summaries: readonly EntrySummary[];
  members: readonly TableMember[];
  closed: boolean;
  post: (route: string, body: object) => Promise<Appended>;
  /** Entered dice that did not fit a hidden request (the GM's view of the room). */
  failedAttempts?: readonly FailedAttempts[];
}) {
  const state = useTestChoice(props.registry);
  const names = new Map(props.members.map((m) => [m.id, m.name]));
  const players = props.members.filter((m) => m.role === 'player');
  const [to, setTo] = useState<ReadonlySet<string>>(new Set());
  const [hidden, setHidden] = useState(false);
  const [theirs, setTheirs] = useState<ReadonlySet<string>>(new Set());
  const parts = requestParts(props.registry, state.choice, theirs);
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState<'epochs' | 'close'>();
  const [message, setMessage] = useState<string>();
  const sealed = unrevealedSeqs(props.entries);
  const [reveal, setReveal] = useState<string>('');
  const act = async (route: string, body: object, done: string) => {
    setMessage(undefined);
    try {
      setMessage(endedText(done, await props.post(route, body)));
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  const requests = props.summaries.filter((s) => s.type === 'request').slice(-3);
  return (
    <section className="panel room-gm" aria-labelledby="gm-heading">
      <h2 id="gm-heading">GM tools</h2>
      <form
        className="gm-request"
        onSubmit={(event) => {
          event.preventDefault();
          const { system, test } = state.choice;
          void act(
            'requests',
            {
              to: to.size === 0 ? 'all' : [...to],
              system,
              test,
              ...parts,
              ...(hidden ? { hidden: true } : {}),
              ...(note ? { note } : {}),
            },
            'Request sent',
          );
        }}
      >
        <h3>Ask for a roll</h3>
        <fieldset className="gm-to">
          <legend>Who rolls (none ticked: everyone)</legend>
          {players.length === 0 ? <p className="muted">No players yet.</p> : null}
          {players.map((p) => (
            <label key={p.id} className="check">
              <input
                type="checkbox"
                checked={to.has(p.id)}
                onChange={(e) =>
                  setTo((current) => {
                    const next = new Set(current);
                    if (e.target.checked) next.add(p.id);
                    else next.delete(p.id);
                    return next;
                  })
                }
              />{' '}
              {p.name}
            </label>
          ))}
        </fieldset>
        <TestChoiceFields registry={props.registry} state={state} idPrefix="gm-request" />
        <PlayerFieldsChoice
          registry={props.registry}
          system={state.choice.system}
          test={state.choice.test}
          theirs={theirs}
          onChange={setTheirs}
        />
        <label className="check">
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} /> Hidden
          input (e.g. a hidden difficulty): players see only the result
        </label>
        <div className="field">
          <label htmlFor="gm-note">Note</label>
          <input
            type="text"
            id="gm-note"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <button type="submit" disabled={props.closed || (!state.choice.valid && parts.fixes === undefined)}>
          Send the request
        </button>
      </form>
      {requests.length > 0 ? (
        <div className="gm-answers">
          <h3>Answers</h3>
          <ul>
            {requests.map((r) => {
              const answers = props.summaries.filter((s) => s.request === r.seq);
              const labels = answers.map((a) => `${a.who}: ${a.label ?? 'sealed'}`);
              const counts = new Map<string, number>();
              for (const a of answers)
                counts.set(a.label ?? 'sealed', (counts.get(a.label ?? 'sealed') ?? 0) + 1);
              const tally = [...counts].map(([label, count]) => `${count} ${label}`);
              const failed = failedAttemptsText(props.failedAttempts ?? [], names, r.seq);
              return (
                <li key={r.seq}>
                  #{r.seq} {r.test}: {answers.length} {answers.length === 1 ? 'answer' : 'answers'}
                  {labels.length ? ` (${labels.join(', ')})` : ''}
                  {answers.length > 1 ? `: ${tally.join(', ')}` : ''}
                  {failed ? <span className="gm-failed">; {failed}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="gm-row">
        <div className="field">
          <label htmlFor="gm-reveal">Reveal a sealed entry</label>
          <select id="gm-reveal" value={reveal} onChange={(e) => setReveal(e.target.value)}>
            <option value="">Choose…</option>
            {sealed.map((seq) => {
              const s = props.summaries.find((x) => x.seq === seq);
              return (
                <option key={seq} value={seq}>
                  #{seq} {s?.who} {s?.test ?? ''}
                </option>
              );
            })}
          </select>
        </div>
        <button
          type="button"
          disabled={reveal === ''}
          onClick={() =>
            void act('reveals', { of: Number(reveal) }, `Revealed #${reveal}`).then(() => setReveal(''))
          }
        >
          Reveal
        </button>
      </div>
      <div className="gm-row">
        {confirm ? (
          <>
            <button
              type="button"
              className="danger"
              onClick={() => {
                const route = confirm;
                setConfirm(undefined);
                void act(route, {}, route === 'close' ? 'The table is closed' : 'The epoch has ended');
              }}
            >
              {confirm === 'close' ? 'Yes, close the table' : 'Yes, end the epoch'}
            </button>
            {confirm === 'close' ? (
              <button
                type="button"
                className="danger"
                onClick={() => {
                  setConfirm(undefined);
                  void act('close', { revealAll: true }, 'The table is closed');
                }}
              >
                Reveal everything, then close
              </button>
            ) : null}
            <button type="button" onClick={() => setConfirm(undefined)}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <button type="button" disabled={props.closed} onClick={() => setConfirm('epochs')}>
              End the epoch
            </button>
            <button type="button" disabled={props.closed} onClick={() => setConfirm('close')}>
              Close the table
            </button>
          </>
        )}
      </div>
      {message ? (
        <p className="muted" role="status">
          {message}
        </p>
      ) : null}
    </section>
  );
}
