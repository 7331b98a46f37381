import {
  describeRegistry,
  type OutcomeResponse,
  type Registry,
  type StepResponse,
  type SystemManifest,
  type TestManifest,
} from '@verdict/core';
import { defaultFor } from '../form/defaults.js';
import { terminalSafe } from '../format/terminal-text.js';
import type { SchemaNode } from '../schema/json-schema.js';

/** Which screen is showing. */
export type Screen = 'systems' | 'tests' | 'play' | 'history' | 'presets';

/** What keys do on the play screen: move between fields, or type into one, or enter dice, or name a character. */
export type Mode = 'browse' | 'adjust' | 'edit' | 'dice' | 'save';

/** One finished roll of this sitting, for the history screen. */
export interface HistoryEntry {
  readonly system: string;
  readonly test: string;
  readonly title: string;
  readonly label: string;
  readonly tier: number;
  readonly dice: string;
  readonly seed?: string;
}

/** What the result panel shows: a whole outcome, a contest played round by round so far, or a problem. */
export type ResultPanel =
  | { readonly kind: 'outcome'; readonly response: OutcomeResponse }
  | { readonly kind: 'rounds'; readonly rounds: readonly StepResponse[] }
  | { readonly kind: 'error'; readonly message: string };

/** The whole interactive state: plain data, changed only by the key handler. */
export interface PlayState {
  readonly manifest: readonly SystemManifest[];
  readonly screen: Screen;
  readonly systemIndex: number;
  readonly testIndex: number;
  readonly input: unknown;
  readonly exampleIndex: number;
  readonly cursor: number;
  readonly mode: Mode;
  /** Text being typed (a field, dice faces, or a character's name). */
  readonly draft: string;
  /** The row path (joined) a number draft belongs to. */
  readonly draftRow?: string;
  readonly result?: ResultPanel;
  readonly history: readonly HistoryEntry[];
  /** Cursor in the history or presets list. */
  readonly listCursor: number;
  /** A one-line notice ("Saved Olaf: Fishing 12"). */
  readonly notice?: string;
  readonly showHelp: boolean;
}

/** The state at start-up: the system list. */
export function initialState(registry: Registry): PlayState {
  return {
    // Names, titles and descriptions of third-party systems are shown: escaped once, here.
    manifest: terminalSafe(describeRegistry(registry).systems),
    screen: 'systems',
    systemIndex: 0,
    testIndex: 0,
    input: {},
    exampleIndex: 0,
    cursor: 0,
    mode: 'browse',
    draft: '',
    history: [],
    listCursor: 0,
    showHelp: false,
  };
}

/** The selected system and test. */
export function selection(state: PlayState): { system: SystemManifest; test: TestManifest } {
  const system = state.manifest[state.systemIndex]!;
  return { system, test: system.tests[state.testIndex] ?? system.tests[0]! };
}

/** The input a test starts from: its first example's (or the example at `index`), else the schema's defaults. */
export function startingInput(test: TestManifest, index = 0): unknown {
  const example = test.examples[index];
  if (example) return structuredClone(example.input);
  const schema = test.inputSchema as SchemaNode;
  return defaultFor(schema, schema) ?? {};
}

/** Opens a test on the play screen with a fresh input. */
export function openTest(
  state: PlayState,
  systemIndex: number,
  testIndex: number,
  input?: unknown,
): PlayState {
  const next = { ...state, systemIndex, testIndex };
  const { test } = selection(next);
  const { result: _result, notice: _notice, ...rest } = next;
  return {
    ...rest,
    screen: 'play',
    input: input === undefined ? startingInput(test) : structuredClone(input),
    exampleIndex: 0,
    cursor: 0,
    mode: 'browse',
    draft: '',
  };
}
