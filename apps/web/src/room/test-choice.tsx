/**
 * @module
 * A test with its input, for the room's forms: system and test pickers (ids unique per form), the app's
 * schema-driven form and, when asked, the live exact odds (the app's headline and odds bars, worked out in the odds
 * worker with its "Computing the odds…" and greyed earlier odds).
 */

import { describeRegistry, findTest, type Registry, validateInput } from '@verdict/core';
import { plainInput } from '@verdict/form';
import { useMemo, useRef, useState } from 'react';
import { SchemaForm } from '../form/schema-form.js';
import { LiveOdds } from '../odds/live-odds.js';
import { testName } from '../odds/test-name.js';
import { useOdds } from '../odds/use-odds.js';

/** A chosen test and its input, and whether the input is valid. */
export interface TestChoice {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly valid: boolean;
}

/**
 * State of a test choice, starting at the registry's first test, from its plain input ({@link plainInput}: never
 * someone else's example); a test chosen again comes back as I last left it.
 */
export function useTestChoice(registry: Registry) {
  const systems = useMemo(() => describeRegistry(registry).systems, [registry]);
  const first = systems[0]!;
  const [choice, setChoice] = useState(() => ({
    system: first.id,
    test: first.tests[0]!.id,
    input: plainInput(first.tests[0]!),
    formKey: 0,
  }));
  // My last input of each test, by `system/test`, for as long as the form is open.
  const last = useRef(new Map<string, unknown>());
  const found = findTest(systems, choice.system, choice.test)!;
  const issues = useMemo(() => {
    const checked = validateInput(registry.test(choice.system, choice.test), choice.input);
    return checked.ok ? [] : checked.issues;
  }, [registry, choice]);
  const pick = (system: string, test?: string) => {
    const s = systems.find((x) => x.id === system)!;
    const t = s.tests.find((x) => x.id === test) ?? s.tests[0]!;
    const input = last.current.get(`${system}/${t.id}`) ?? plainInput(t);
    setChoice((c) => ({ system, test: t.id, input, formKey: c.formKey + 1 }));
  };
  return {
    systems,
    found,
    issues,
    choice: {
      system: choice.system,
      test: choice.test,
      input: choice.input,
      valid: issues.length === 0,
    } as TestChoice,
    formKey: choice.formKey,
    pick,
    setInput: (input: unknown) =>
      setChoice((c) => {
        last.current.set(`${c.system}/${c.test}`, input);
        return { ...c, input };
      }),
  };
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
