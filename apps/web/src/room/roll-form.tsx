/**
 * @module
 * The roll form of a room: the app's schema-driven form with live exact odds, a visibility choice, and a
 * client seed made fresh for each roll (editable, for players who want to type their own). On a phone its
 * Roll button sits in a bar fixed at the bottom of the screen (room.css).
 */
import type { Registry } from '@verdict/core';
import { useState } from 'react';
import { type Appended, freshClientSeed } from './api.js';
import { TestChoiceFields, useTestChoice } from './test-choice.js';

const VISIBILITY_LABELS: Record<string, string> = {
  public: 'Public: everyone sees everything',
  outcome: 'Outcome only: everyone sees the result',
  blind: 'Blind: only the GM sees it',
  gm: 'Secret: only you (GM)',
};

/** The roll form; `post` appends the roll. */
export function RollForm(props: {
  registry: Registry;
  gm: boolean;
  disabled: boolean;
  post: (route: string, body: object) => Promise<Appended>;
}) {
  const state = useTestChoice(props.registry);
  const [visibility, setVisibility] = useState('public');
  const [seed, setSeed] = useState(freshClientSeed);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const visibilities = props.gm ? ['public', 'outcome', 'blind', 'gm'] : ['public', 'outcome', 'blind'];
  const roll = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { system, test, input } = state.choice;
      await props.post('rolls', {
        system,
        test,
        input,
        clientSeed: seed.trim() || freshClientSeed(),
        visibility,
      });
      setSeed(freshClientSeed());
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel room-roll" aria-labelledby="room-roll-heading">
      <h2 id="room-roll-heading">Roll</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void roll();
        }}
      >
        <TestChoiceFields registry={props.registry} state={state} idPrefix="room-roll" showOdds />
        <div className="field">
          <label htmlFor="room-roll-visibility">Who sees it</label>
          <select
            id="room-roll-visibility"
            value={visibility}
            onChange={(e) => setVisibility(e.target.value)}
          >
            {visibilities.map((v) => (
              <option key={v} value={v}>
                {VISIBILITY_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="room-roll-seed">Client seed</label>
          <input
            type="text"
            id="room-roll-seed"
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            maxLength={128}
            spellCheck={false}
          />
          <p className="field-help">
            Your part of the dice: fresh for every roll; type your own if you like.
          </p>
        </div>
        {/* On a phone, a bar fixed at the bottom of the screen: the roll is one tap away from anywhere. */}
        <div className="room-roll-actions">
          {problem ? (
            <p className="problem" role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="primary" disabled={busy || props.disabled || !state.choice.valid}>
            Roll into the log
          </button>
        </div>
      </form>
    </section>
  );
}
