/**
 * @module
 * The roll form of a room (the web's and the Owlbear popover's): any test, or plain dice notation
 * (`withNotation`), in the app's schema-driven form with live exact odds, a visibility choice, and a
 * client seed made fresh for each roll (editable, for players who want to type their own). On a phone its
 * Roll button sits in a bar fixed at the bottom of the screen (room.css). Its state and rules are `@verdict/room`'s
 * `createRollForm`; this file draws them.
 */
import type { Registry } from '@verdict/core';
import { createRollForm, type RoomActions, type VisibilityChoice, withNotation } from '@verdict/room';
import { useMemo, useSyncExternalStore } from 'react';
import { ROLL_SHORTCUT } from '../app/roll-shortcut.js';
import { freshClientSeed } from './api.js';
import { Problem } from './problem.js';
import { submitting } from './submitting.js';
import { TestChoiceFields, useTestChoice } from './test-choice.js';
import { VisibilityField } from './visibility-field.js';

/** The roll form: the room view's visibilities for this member, and its `roll` action. */
export function RollForm(props: {
  registry: Registry;
  visibilities: readonly VisibilityChoice[];
  roll: RoomActions['roll'];
}) {
  // A room rolls plain dice notation too: "Dice notation" among the systems, with its exact odds.
  const registry = withNotation(props.registry);
  const state = useTestChoice(registry);
  const form = useMemo(() => createRollForm(freshClientSeed), []);
  const { visibility, seed, problem } = useSyncExternalStore(form.subscribe, form.getSnapshot);
  return (
    <section className="panel room-roll" aria-labelledby="room-roll-heading">
      <h2 id="room-roll-heading">Roll</h2>
      <form onSubmit={submitting(() => form.roll(state.choice, props.roll.run))}>
        <TestChoiceFields registry={registry} state={state} idPrefix="room-roll" showOdds />
        <VisibilityField
          id="room-roll-visibility"
          label="Who sees it"
          choices={props.visibilities}
          value={visibility}
          onChange={form.setVisibility}
        />
        <div className="field">
          <label htmlFor="room-roll-seed">Client seed</label>
          <input
            type="text"
            id="room-roll-seed"
            value={seed}
            onChange={(e) => form.setSeed(e.target.value)}
            maxLength={128}
            spellCheck={false}
          />
          <p className="field-help">
            Your part of the dice: fresh for every roll; type your own if you like.
          </p>
        </div>
        {/* On a phone, a bar fixed at the bottom of the screen: the roll is one tap away from anywhere. */}
        <div className="room-roll-actions">
          <Problem text={problem} />
          {props.roll.why ? <p className="field-help">{props.roll.why}</p> : null}
          <button
            type="submit"
            className="primary"
            aria-keyshortcuts={ROLL_SHORTCUT}
            disabled={!form.canRoll(state.choice, props.roll.allowed)}
          >
            Roll into the log
          </button>
        </div>
      </form>
    </section>
  );
}
