/**
 * @module
 * Tests of rounds in the web room: each test from the room view (`screen.rounds`) with its rounds as played (the
 * rules' steps and the dice), the GM's choices and the result, live; the typed actions (next round, with the
 * faces rolled at the table or not; a choice, drawn from the test's choices schema as the solo play's form; abandon)
 * with why not when they are not allowed; and a form to start a test round by round.
 */
import type { Registry } from '@verdict/core';
import { readFaces, roundChoices } from '@verdict/form';
import type { RoomScreen, RoundsTestView, VisibilityChoice } from '@verdict/room';
import { useState } from 'react';
import { ChoicesForm } from '../play/choices-form.js';
import { TestChoiceFields, useTestChoice } from './test-choice.js';
import { VisibilityField } from './visibility-field.js';

/** The tests of rounds of the room, and the form that starts one. */
export function RoundsPanel(props: {
  registry: Registry;
  rounds: RoomScreen['rounds'];
  start: RoomScreen['startRounds'];
  visibilities: readonly VisibilityChoice[];
}) {
  return (
    <section className="panel room-rounds" aria-labelledby="rounds-heading">
      <h2 id="rounds-heading">Round by round</h2>
      {props.rounds.map((test) => (
        <RoundsTest key={test.seq} test={test} registry={props.registry} />
      ))}
      {props.start.allowed ? (
        <StartRounds registry={props.registry} start={props.start} visibilities={props.visibilities} />
      ) : null}
    </section>
  );
}

/** A test's words (its `sides` name whose each GM choice is), when this registry knows the test. */
function labelsOf(registry: Registry, subject: RoundsTestView['subject']) {
  try {
    return subject ? registry.test(subject.system, subject.test).labels : undefined;
  } catch {
    return undefined;
  }
}

function RoundsTest({ test, registry }: { test: RoundsTestView; registry: Registry }) {
  const [problem, setProblem] = useState<string>();
  const [choices, setChoices] = useState<unknown>({});
  const [faces, setFaces] = useState('');
  // The GM's choices drawn from the test's schema, each side's by its name (issue 37, U5): they were typed as JSON.
  const labels = labelsOf(registry, test.subject);
  const act = async (run: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await run();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const state = test.status === 'playing' ? 'in play' : test.status;
  return (
    <article className="rounds-test" aria-label={`Test #${test.seq}: ${test.title}`}>
      <h3>
        #{test.seq} {test.who}: {test.title} <span className="muted">({state})</span>
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
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      {test.status === 'playing' ? (
        <div className="rounds-actions">
          <button type="button" disabled={!test.next.allowed} onClick={() => act(() => test.next.run())}>
            Next round
          </button>
          {test.next.why ? <p className="field-help">{test.next.why}</p> : null}
          {test.next.allowed ? (
            <form
              className="rounds-faces"
              onSubmit={(event) => {
                event.preventDefault();
                const read = readFaces(faces);
                void act(() =>
                  read.ok ? test.next.run({ dice: read.faces }) : Promise.reject(new Error(read.problem)),
                );
              }}
            >
              <label htmlFor={`rounds-faces-${test.seq}`}>Or the faces you rolled for it</label>
              <input
                id={`rounds-faces-${test.seq}`}
                value={faces}
                onChange={(e) => setFaces(e.target.value)}
                inputMode="numeric"
                placeholder="4 2"
              />
              <button type="submit" disabled={faces.trim() === ''}>
                Play the round with these dice
              </button>
            </form>
          ) : null}
          {test.choose.allowed ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void act(() => test.choose.run(roundChoices(choices) ?? {}));
              }}
            >
              {test.choicesSchema ? (
                <ChoicesForm
                  schema={test.choicesSchema}
                  labels={labels}
                  parties={test.parties}
                  value={choices}
                  onChange={setChoices}
                  round={test.rounds.length + 1}
                  idPrefix={`rounds-choices-${test.seq}`}
                />
              ) : (
                <p className="field-help">This test's choices are not known to this page.</p>
              )}
              <button type="submit" disabled={roundChoices(choices) === undefined}>
                Choose for the next round
              </button>
            </form>
          ) : test.nextChosen ? (
            <p className="field-help">The GM has chosen for round {test.rounds.length + 1}.</p>
          ) : null}
          {test.abandon.allowed ? (
            <button type="button" onClick={() => act(() => test.abandon.run())}>
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
}) {
  const state = useTestChoice(props.registry);
  const [visibility, setVisibility] = useState('public');
  const [problem, setProblem] = useState<string>();
  const start = async () => {
    setProblem(undefined);
    try {
      const { system, test, input } = state.choice;
      await props.start.run({ system, test, input, visibility: visibility as never });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <form
      className="rounds-start"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <TestChoiceFields registry={props.registry} state={state} idPrefix="rounds-start" />
      <VisibilityField
        id="rounds-start-visibility"
        label="Rounds seen by"
        choices={props.visibilities}
        value={visibility}
        onChange={setVisibility}
      />
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={!state.choice.valid}>
        Start round by round
      </button>
    </form>
  );
}
