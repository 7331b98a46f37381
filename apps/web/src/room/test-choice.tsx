/**
 * @module
 * A test with its input, for the room's forms: system and test pickers (ids unique per form), the app's
 * schema-driven form and, when asked, the live exact odds (the app's headline and odds bars, worked out in the odds
 * worker with its "Computing the odds…" and greyed earlier odds).
 */

import type { Registry } from '@verdict/core';
import { createTestChoice } from '@verdict/room';
import { useMemo, useSyncExternalStore } from 'react';
import { SchemaForm } from '../form/schema-form.js';
import { LiveOdds } from '../odds/live-odds.js';
import { testName } from '../odds/test-name.js';
import { useOdds } from '../odds/use-odds.js';

/** A test choice over the registry (`@verdict/room`'s `createTestChoice`), re-drawn when it changes. */
export function useTestChoice(registry: Registry) {
  const model = useMemo(() => createTestChoice(registry), [registry]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot);
  return { ...snapshot, pick: model.pick, setInput: model.setInput } as const;
}

/**
 * The pickers and the form of a test choice; `showOdds` adds the live exact odds below, named "Headline odds of
 * your roll: …" (without it nothing is asked of the odds worker).
 */
export function TestChoiceFields(props: {
  registry: Registry;
  state: ReturnType<typeof useTestChoice>;
  idPrefix: string;
  showOdds?: boolean;
  /** Top-level fields each player gives (a GM's request): shown as theirs, not editable. */
  theirs?: ReadonlySet<string>;
}) {
  const { registry, state, idPrefix, showOdds } = props;
  const { systems, found, choice, issues } = state;
  const odds = useOdds(registry, choice.system, choice.test, choice.input, Boolean(showOdds) && choice.valid);
  return (
    <div className="room-test">
      <div className="room-pickers">
        <div className="field">
          <label htmlFor={`${idPrefix}-system`}>System</label>
          <select
            id={`${idPrefix}-system`}
            value={choice.system}
            onChange={(e) => state.pick(e.target.value)}
          >
            {systems.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-test`}>Test</label>
          <select
            id={`${idPrefix}-test`}
            value={choice.test}
            onChange={(e) => state.pick(choice.system, e.target.value)}
          >
            {found.system.tests.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SchemaForm
        key={`${choice.system}/${choice.test}/${state.formKey}`}
        schema={found.test.inputSchema}
        value={choice.input}
        onChange={state.setInput}
        issues={issues}
        hints={found.test.ui}
        idPrefix={idPrefix}
        label={found.test.title}
        theirs={props.theirs}
      />
      {showOdds ? (
        <LiveOdds
          result={odds.result}
          stale={odds.stale}
          of={`your roll: ${testName(registry, choice.system, choice.test)}`}
        />
      ) : null}
    </div>
  );
}
