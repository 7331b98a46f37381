/**
 * @module
 * Tests of rounds in the web room: each test from the room view (`screen.rounds`) with its rounds as played (the
 * rules' steps and the dice), the GM's choices and the result, live; the typed actions (next round, with the
 * faces rolled at the table or not; a choice, drawn from the test's choices schema as the solo play's form; abandon)
 * with why not when they are not allowed; and a form to start a test round by round.
 */
import type { Registry } from '@verdict/core';
import {
  createRoundsForms,
  type RoomScreen,
  type RoundsForms,
  type RoundsTestView,
  roundsLabels,
  roundsTestWords,
  type VisibilityChoice,
} from '@verdict/room';
import { useMemo, useSyncExternalStore } from 'react';
import { ChoicesForm } from '../play/choices-form.js';
import { Problem } from './problem.js';
import { submitting } from './submitting.js';
import { TestChoiceFields, useTestChoice } from './test-choice.js';
import { VisibilityField } from './visibility-field.js';

/** The tests of rounds of the room, and the form that starts one (their forms: `@verdict/room`'s `createRoundsForms`). */
export function RoundsPanel(props: {
  registry: Registry;
  rounds: RoomScreen['rounds'];
  start: RoomScreen['startRounds'];
  visibilities: readonly VisibilityChoice[];
}) {
  const forms = useMemo(() => createRoundsForms(), []);
  useSyncExternalStore(forms.subscribe, forms.getSnapshot);
  return (
    <section className="panel room-rounds" aria-labelledby="rounds-heading">
      <h2 id="rounds-heading">Round by round</h2>
      {props.rounds.map((test) => (
        <RoundsTest key={test.seq} test={test} registry={props.registry} forms={forms} />
      ))}
      {props.start.allowed ? <StartRounds {...props} forms={forms} /> : null}
    </section>
  );
}

function RoundsTest({
  test,
  registry,
  forms,
}: {
  test: RoundsTestView;
  registry: Registry;
  forms: RoundsForms;
}) {
  const { choices, faces, problem } = forms.test(test.seq);
  const words = roundsTestWords(test);
  return (
    <article className="rounds-test" aria-label={`Test #${test.seq}: ${test.title}`}>
      <h3>
        {words.heading} <span className="muted">({words.state})</span>
      </h3>
      <ol className="rounds">
        {test.rounds.map((round) => (
          <li key={round.seq} aria-label={`Round ${round.round}`}>
            <strong>Round {round.round}</strong>
            {round.chosen ? <span className="muted"> · the GM chose for it</span> : null}
            {round.dice ? (
              <span className="dice"> · dice {round.dice.map((d) => d.face).join(', ')}</span>
            ) : null}
            {round.steps ? (
              <ul>
                {round.steps.map((text, i) => (
                  <li key={i}>{text}</li>
                ))}
              </ul>
            ) : (
              <span className="muted"> · sealed</span>
            )}
          </li>
        ))}
      </ol>
      {test.outcome ? <p className="rounds-outcome">Result: {test.outcome}</p> : null}
      <Problem text={problem} />
      {test.status === 'playing' ? (
        <div className="rounds-actions">
          <button type="button" disabled={!test.next.allowed} onClick={() => void forms.next(test)}>
            Next round
          </button>
          {test.next.why ? <p className="field-help">{test.next.why}</p> : null}
          {test.next.allowed ? (
            <form className="rounds-faces" onSubmit={submitting(() => forms.playFaces(test))}>
              <label htmlFor={`rounds-faces-${test.seq}`}>Or the faces you rolled for it</label>
              <input
                id={`rounds-faces-${test.seq}`}
                value={faces}
                onChange={(e) => forms.setFaces(test.seq, e.target.value)}
                inputMode="numeric"
                placeholder="4 2"
              />
              <button type="submit" disabled={faces.trim() === ''}>
                Play the round with these dice
              </button>
            </form>
          ) : null}
          {test.choose.allowed ? (
            <form onSubmit={submitting(() => forms.choose(test))}>
              {test.choicesSchema ? (
                <ChoicesForm
                  schema={test.choicesSchema}
                  labels={roundsLabels(registry, test.subject)}
                  parties={test.parties}
                  value={choices}
                  onChange={(value) => forms.setChoices(test.seq, value)}
                  round={test.rounds.length + 1}
                  idPrefix={`rounds-choices-${test.seq}`}
                />
              ) : (
                <p className="field-help">This test's choices are not known to this page.</p>
              )}
              <button type="submit" disabled={!forms.canChoose(test.seq)}>
                Choose for the next round
              </button>
            </form>
          ) : words.nextChosen ? (
            <p className="field-help">{words.nextChosen}</p>
          ) : null}
          {test.abandon.allowed ? (
            <button type="button" onClick={() => void forms.abandon(test)}>
              Abandon
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function StartRounds(props: {
  registry: Registry;
  start: RoomScreen['startRounds'];
  visibilities: readonly VisibilityChoice[];
  forms: RoundsForms;
}) {
  const state = useTestChoice(props.registry);
  const { visibility, problem } = props.forms.getSnapshot().start;
  return (
    <form className="rounds-start" onSubmit={submitting(() => props.forms.start(props.start, state.choice))}>
      <TestChoiceFields registry={props.registry} state={state} idPrefix="rounds-start" />
      <VisibilityField
        id="rounds-start-visibility"
        label="Rounds seen by"
        choices={props.visibilities}
        value={visibility}
        onChange={props.forms.setStartVisibility}
      />
      <Problem text={problem} />
      <button type="submit" disabled={!state.choice.valid}>
        Start round by round
      </button>
    </form>
  );
}
