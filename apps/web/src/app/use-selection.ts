import type { SystemManifest } from '@verdict/core';
import { useCallback, useReducer } from 'react';
import { findTest, startingInput } from './manifest.js';

/**
 * The test being played and its input. `formKey` changes when the input is replaced, to redraw the form.
 * `memory` holds the last input of every test visited in this page's life (`system/test` keys) and the last test
 * of every system, so switching away and back restores what was there.
 */
export interface Selection {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly formKey: number;
  readonly memory: InputMemory;
}

/** What {@link Selection} remembers per test and per system. */
export interface InputMemory {
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly tests: Readonly<Record<string, string>>;
}

type Action =
  | { type: 'system'; system: string }
  | { type: 'test'; test: string }
  | { type: 'input'; input: unknown }
  | { type: 'load'; system: string; test: string; input: unknown };

/**
 * Picks the current system and test and holds the input; unknown ids fall back to the first test. Switching test
 * (or system) and back brings back the input left there.
 */
export function useSelection(
  systems: readonly SystemManifest[],
  initial?: { system: string; test: string; input?: unknown },
) {
  const [selection, dispatch] = useReducer(
    (state: Selection, action: Action) => reduce(systems, state, action),
    undefined,
    () => first(systems, initial),
  );
  return {
    selection,
    selectSystem: useCallback((system: string) => dispatch({ type: 'system', system }), []),
    selectTest: useCallback((test: string) => dispatch({ type: 'test', test }), []),
    setInput: useCallback((input: unknown) => dispatch({ type: 'input', input }), []),
    load: useCallback(
      (system: string, test: string, input: unknown) => dispatch({ type: 'load', system, test, input }),
      [],
    ),
  };
}

function first(
  systems: readonly SystemManifest[],
  wanted?: { system: string; test: string; input?: unknown },
): Selection {
  const found = wanted ? findTest(systems, wanted.system, wanted.test) : undefined;
  if (found) {
    const input = wanted?.input === undefined ? startingInput(found.test) : wanted.input;
    return remember({ system: found.system.id, test: found.test.id, input, formKey: 0, memory: EMPTY });
  }
  const system = systems[0]!;
  const test = system.tests[0]!;
  return remember({
    system: system.id,
    test: test.id,
    input: startingInput(test),
    formKey: 0,
    memory: EMPTY,
  });
}

const EMPTY: InputMemory = { inputs: {}, tests: {} };

function reduce(systems: readonly SystemManifest[], state: Selection, action: Action): Selection {
  const formKey = state.formKey + 1;
  switch (action.type) {
    case 'system': {
      const system = systems.find((s) => s.id === action.system);
      const test = system?.tests.find((t) => t.id === state.memory.tests[action.system]) ?? system?.tests[0];
      if (!system || !test) return state;
      return open(state, system.id, test.id, recalled(state, system.id, test.id) ?? startingInput(test));
    }
    case 'test': {
      const found = findTest(systems, state.system, action.test);
      if (!found) return state;
      const input = recalled(state, state.system, found.test.id) ?? startingInput(found.test);
      return open(state, state.system, found.test.id, input);
    }
    case 'input':
      return remember({ ...state, input: action.input });
    case 'load': {
      const found = findTest(systems, action.system, action.test);
      if (!found) return state;
      return open(state, found.system.id, found.test.id, action.input);
    }
  }

  function open(from: Selection, system: string, test: string, input: unknown): Selection {
    return remember({ system, test, input, formKey, memory: from.memory });
  }
}

function recalled(state: Selection, system: string, test: string): unknown {
  const input = state.memory.inputs[`${system}/${test}`];
  // A copy: the form edits its value immutably, but a follow-up or a preset may hold on to the object given.
  return input === undefined ? undefined : structuredClone(input);
}

function remember(selection: Selection): Selection {
  const { system, test, input, memory } = selection;
  return {
    ...selection,
    memory: {
      inputs: { ...memory.inputs, [`${system}/${test}`]: input },
      tests: { ...memory.tests, [system]: test },
    },
  };
}
