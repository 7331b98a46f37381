import type { SystemManifest, TestManifest } from '../manifest.js';

/**
 * The test being played and its input. `formKey` changes when the input is replaced (another test, a load, an
 * undo), so a form redraws. `memory` holds the last input of every test visited (`system/test` keys) and the last
 * test of every system, so switching away and back restores what was there.
 */
export interface Selection {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly formKey: number;
  readonly memory: InputMemory;
}

/** What a {@link Selection} remembers per test and per system. */
export interface InputMemory {
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly tests: Readonly<Record<string, string>>;
}

/** The input a test starts from, when none is remembered: its first example's by default. */
export type StartingInput = (test: TestManifest) => unknown;

/** The starting input when a frontend gives none: the first example's, else an empty object. */
export const firstExample: StartingInput = (test) =>
  test.examples[0] ? structuredClone(test.examples[0].input) : {};

/** The system and test a manifest holds under these ids, if any. */
export function findTest(
  systems: readonly SystemManifest[],
  system: string,
  test: string,
): { system: SystemManifest; test: TestManifest } | undefined {
  const s = systems.find((candidate) => candidate.id === system);
  const t = s?.tests.find((candidate) => candidate.id === test);
  return s && t ? { system: s, test: t } : undefined;
}

/** The first selection: the wanted test (with its input, else its starting one), else the first test. */
export function firstSelection(
  systems: readonly SystemManifest[],
  start: StartingInput,
  wanted?: { readonly system: string; readonly test: string; readonly input?: unknown },
): Selection {
  const found = (wanted && findTest(systems, wanted.system, wanted.test)) || {
    system: systems[0]!,
    test: systems[0]!.tests[0]!,
  };
  const input =
    wanted?.input === undefined || found.test.id !== wanted.test ? start(found.test) : wanted.input;
  const empty: InputMemory = { inputs: {}, tests: {} };
  return remember({ system: found.system.id, test: found.test.id, input, formKey: 0, memory: empty });
}

/** Opens another test (or system, at its last test), bringing back the input left there; unknown ids change nothing. */
export function openSelection(
  systems: readonly SystemManifest[],
  start: StartingInput,
  from: Selection,
  where: { readonly system: string; readonly test?: string; readonly input?: unknown },
): Selection {
  const system = systems.find((s) => s.id === where.system);
  const testId = where.test ?? from.memory.tests[where.system];
  const test = system?.tests.find((t) => t.id === testId) ?? (where.test ? undefined : system?.tests[0]);
  if (!system || !test) return from;
  const input = where.input !== undefined ? where.input : (recalled(from, system.id, test.id) ?? start(test));
  return remember({
    system: system.id,
    test: test.id,
    input,
    formKey: from.formKey + 1,
    memory: from.memory,
  });
}

/** The selection with the input typed (the form keeps its key). */
export function typed(from: Selection, input: unknown): Selection {
  return remember({ ...from, input });
}

function recalled(state: Selection, system: string, test: string): unknown {
  const input = state.memory.inputs[`${system}/${test}`];
  // A copy: a form edits its value immutably, but a follow-up or a preset may hold on to the object given.
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
