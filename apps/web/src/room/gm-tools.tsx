/**
 * @module
 * The GM's tools: requests to one player, several or all (a test with a hidden or visible input and a
 * note), the answers coming in with their results, reveals of sealed entries, ending the epoch and closing
 * the table (each of the last two confirmed by a second press).
 */
import type { Registry } from '@verdict/core';
import { createGmTools, type RoomActions, type RoomScreen, withNotation } from '@verdict/room';
import { useMemo, useSyncExternalStore } from 'react';
import { PlayerFieldsChoice } from './request-fixes.js';
import { submitting } from './submitting.js';
import { TestChoiceFields, useTestChoice } from './test-choice.js';
import { VisibilityField } from './visibility-field.js';

/** The GM's panel: the room view's members, requests asked and sealed entries, and its GM actions. */
export function GmTools(props: { registry: Registry; screen: RoomScreen; actions: RoomActions }) {
  const { screen, actions } = props;
  // The GM asks for plain dice notation too ("Dice notation" among the systems), as the roll form rolls it.
  const registry = withNotation(props.registry);
  const state = useTestChoice(registry);
  // The tools' state and rules are `@verdict/room`'s `createGmTools`; this panel draws them.
  const tools = useMemo(() => createGmTools(registry), [registry]);
  const { to, hidden, visibility, note, reveal, confirm } = useSyncExternalStore(
    tools.subscribe,
    tools.getSnapshot,
  );
  const players = screen.members.filter((m) => m.role === 'player');
  const message = tools.message(screen.log.at(-1)?.seq ?? 0);
  const requests = screen.asked.slice(-3);
  return (
    <section className="panel room-gm" aria-labelledby="gm-heading">
      <h2 id="gm-heading">GM tools</h2>
      {screen.closed ? (
        <p className="muted">The table is closed: no more requests.</p>
      ) : (
        <form className="gm-request" onSubmit={submitting(() => tools.send(state.choice, actions.request))}>
          <h3>Ask for a roll</h3>
          <fieldset className="gm-to">
            <legend>Who rolls (none ticked: everyone)</legend>
            {players.length === 0 ? <p className="muted">No players yet.</p> : null}
            {players.map((p) => (
              <label key={p.id} className="check">
                <input
                  type="checkbox"
                  checked={to.has(p.id)}
                  onChange={(e) => tools.toggleTo(p.id, e.target.checked)}
                />{' '}
                {p.name}
              </label>
            ))}
          </fieldset>
          <TestChoiceFields
            registry={registry}
            state={state}
            idPrefix="gm-request"
            theirs={tools.theirsOf(state.choice)}
          />
          <PlayerFieldsChoice
            fields={tools.theirFields(state.choice)}
            onChange={(field, on) => tools.toggleTheirs(state.choice, field, on)}
          />
          <label className="check">
            <input type="checkbox" checked={hidden} onChange={(e) => tools.setHidden(e.target.checked)} />{' '}
            Hidden input (e.g. a hidden difficulty): players see only the result
          </label>
          <VisibilityField
            id="gm-request-visibility"
            label="Their rolls seen by"
            choices={screen.requestVisibilities}
            value={visibility}
            onChange={tools.setVisibility}
          />
          <div className="field">
            <label htmlFor="gm-note">Note</label>
            <input
              type="text"
              id="gm-note"
              value={note}
              maxLength={500}
              onChange={(e) => tools.setNote(e.target.value)}
            />
          </div>
          <button type="submit" disabled={!tools.canSend(state.choice, actions.request)}>
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
          <select id="gm-reveal" value={reveal} onChange={(e) => tools.setReveal(e.target.value)}>
            <option value="">Choose…</option>
            {screen.sealed.map((choice) => (
              <option key={choice.seq} value={choice.seq}>
                {choice.text}
              </option>
            ))}
          </select>
        </div>
        <button type="button" disabled={reveal === ''} onClick={() => void tools.reveal(actions.reveal)}>
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
              onClick={() => void tools.confirmed(actions)}
            >
              {confirm === 'close' ? 'Yes, close the table' : 'Yes, end the epoch'}
            </button>
            {confirm === 'close' ? (
              <button type="button" className="danger" onClick={() => void tools.confirmed(actions, true)}>
                Reveal everything, then close
              </button>
            ) : null}
            <button type="button" onClick={() => tools.ask(undefined)}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <button type="button" disabled={!actions.rotate.allowed} onClick={() => tools.ask('rotate')}>
              End the epoch
            </button>
            <button type="button" disabled={!actions.close.allowed} onClick={() => tools.ask('close')}>
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
