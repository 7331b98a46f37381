import type { SystemManifest } from '@verdict/core';
import { useCallback, useReducer } from 'react';
import { findTest, startingInput } from './manifest.js';

/** The test being played and its input. `formKey` changes when the input is replaced, to redraw the form. */
export interface Selection {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly formKey: number;
}

type Action =
  | { type: 'system'; system: string }
  | { type: 'test'; test: string }
  | { type: 'input'; input: unknown }
  | { type: 'load'; system: string; test: string; input: unknown };

/** Picks the current system and test and holds the input; unknown ids fall back to the first test. */
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
    return { system: found.system.id, test: found.test.id, input, formKey: 0 };
  }
  const system = systems[0]!;
  const test = system.tests[0]!;
  return { system: system.id, test: test.id, input: startingInput(test), formKey: 0 };
}

function reduce(systems: readonly SystemManifest[], state: Selection, action: Action): Selection {
  const formKey = state.formKey + 1;
  switch (action.type) {
    case 'system': {
      const system = systems.find((s) => s.id === action.system);
      const test = system?.tests[0];
      if (!system || !test) return state;
      return { system: system.id, test: test.id, input: startingInput(test), formKey };
    }
    case 'test': {
      const found = findTest(systems, state.system, action.test);
      if (!found) return state;
      return { ...state, test: found.test.id, input: startingInput(found.test), formKey };
    }
    case 'input':
      return { ...state, input: action.input };
    case 'load': {
      const found = findTest(systems, action.system, action.test);
      if (!found) return state;
      return { system: found.system.id, test: found.test.id, input: action.input, formKey };
    }
  }
}
