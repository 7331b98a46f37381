/**
 * @module
 * The GM's tools: requests to one player, several or all (a test with a hidden or visible input and a
 * note), the answers coming in with their results, reveals of sealed entries, ending the epoch and closing
 * the table (each of the last two confirmed by a second press).
 */
import type { Registry } from '@verdict/core';
import { endedWords, type RoomActions, type RoomScreen, withNotation } from '@verdict/room';
import { useEffect, useState } from 'react';
import type { Appended } from './api.js';
import { PlayerFieldsChoice, requestParts } from './request-fixes.js';
import { TestChoiceFields, useTestChoice } from './test-choice.js';
import { VisibilityField } from './visibility-field.js';

/** What ending an epoch or closing did: how many entries were revealed, or what became computable. */
function endedText(done: string, answer: Appended): string {
  const words = endedWords(answer);
  return words === '' ? done : `${done}: ${words}`;
}

/** The GM's panel: the room view's members, requests asked and sealed entries, and its GM actions. */
export function GmTools(props: { registry: Registry; screen: RoomScreen; actions: RoomActions }) {
  const { screen, actions } = props;
  // The GM asks for plain dice notation too ("Dice notation" among the systems), as the roll form rolls it.
  const registry = withNotation(props.registry);
  const state = useTestChoice(registry);
  const players = screen.members.filter((m) => m.role === 'player');
  const [to, setTo] = useState<ReadonlySet<string>>(new Set());
  const [hidden, setHidden] = useState(false);
  const [visibility, setVisibility] = useState('public');
  const [theirs, setTheirs] = useState<ReadonlySet<string>>(new Set());
  // Another test asks for other fields: the ticks start again empty, never carried to a field of the same name.
  const { system: chosenSystem, test: chosenTest } = state.choice;
  useEffect(() => {
    if (chosenSystem && chosenTest) setTheirs(new Set());
  }, [chosenSystem, chosenTest]);
  const parts = requestParts(registry, state.choice, theirs, hidden);
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState<'rotate' | 'close'>();
  // What the last action did, said until the log moves past the entry it appended (issue 37, N13: "The epoch has
  // ended…" lingered under the buttons); an action that appended nothing (a refusal) is said until the next one.
  const [said, setSaid] = useState<{ text: string; seq?: number }>();
  const newest = screen.log.at(-1)?.seq ?? 0;
  const message = said && (said.seq === undefined || newest <= said.seq) ? said.text : undefined;
  const setMessage = (text: string | undefined, seq?: number) =>
    setSaid(text === undefined ? undefined : { text, ...(seq === undefined ? {} : { seq }) });
  const [reveal, setReveal] = useState<string>('');
  const act = async (run: () => Promise<Appended>, done: string) => {
    setMessage(undefined);
    try {
      const answer = await run();
      setMessage(endedText(done, answer), answer.entry.seq);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  const requests = screen.asked.slice(-3);
  return (
    <section className="panel room-gm" aria-labelledby="gm-heading">
      <h2 id="gm-heading">GM tools</h2>
      {screen.closed ? (
        <p className="muted">The table is closed: no more requests.</p>
      ) : (
        <form
          className="gm-request"
          onSubmit={(event) => {
            event.preventDefault();
            const { system, test } = state.choice;
            void act(
              () =>
                actions.request.run({
                  to: to.size === 0 ? 'all' : [...to],
                  system,
                  test,
                  ...parts,
                  ...(visibility === 'public' ? {} : { visibility }),
                  ...(hidden ? { hidden: true } : {}),
                  ...(note ? { note } : {}),
                }),
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
          <TestChoiceFields registry={registry} state={state} idPrefix="gm-request" theirs={theirs} />
          <PlayerFieldsChoice
            registry={registry}
            system={state.choice.system}
            test={state.choice.test}
            theirs={theirs}
            onChange={setTheirs}
          />
          <label className="check">
            <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} /> Hidden
            input (e.g. a hidden difficulty): players see only the result
          </label>
          <VisibilityField
            id="gm-request-visibility"
            label="Their rolls seen by"
            choices={screen.requestVisibilities}
            value={visibility}
            onChange={setVisibility}
          />
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
          <button
            type="submit"
            disabled={!actions.request.allowed || (!state.choice.valid && parts.fixes === undefined)}
          >
            Send the request
          </button>
        </form>
      )}
      {requests.length > 0 ? (
        <div className="gm-answers">
          <h3>Answers</h3>
          <ul>
            {requests.map((r) => (
              <li key={r.seq}>
                {r.text}
                {r.failedText ? <span className="gm-failed">; {r.failedText}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="gm-row">
        <div className="field">
          <label htmlFor="gm-reveal">Reveal a sealed entry</label>
          <select id="gm-reveal" value={reveal} onChange={(e) => setReveal(e.target.value)}>
            <option value="">Choose…</option>
            {screen.sealed.map((choice) => (
              <option key={choice.seq} value={choice.seq}>
                {choice.text}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={reveal === ''}
          onClick={() =>
            void act(() => actions.reveal.run(Number(reveal)), `Revealed #${reveal}`).then(() =>
              setReveal(''),
            )
          }
        >
          Reveal
        </button>
      </div>
      <div className="gm-row">
        {confirm ? (
          <>
            {/* What ending the epoch or closing will do (and make computable), said before the confirm. */}
            <p className="field-help" id="gm-confirm-words">
              {screen.epochEnd(confirm)}
            </p>
            <button
              type="button"
              className="danger"
              aria-describedby="gm-confirm-words"
              onClick={() => {
                const chosen = confirm;
                setConfirm(undefined);
                if (chosen === 'close') void act(() => actions.close.run(), 'The table is closed');
                else void act(() => actions.rotate.run(), 'The epoch has ended');
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
                  void act(() => actions.close.run({ revealAll: true }), 'The table is closed');
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
            <button type="button" disabled={!actions.rotate.allowed} onClick={() => setConfirm('rotate')}>
              End the epoch
            </button>
            <button type="button" disabled={!actions.close.allowed} onClick={() => setConfirm('close')}>
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
