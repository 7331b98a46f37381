import {
  describeRegistry,
  type PlaySession,
  type PlaySnapshot,
  type PlayUndoStep,
  type Registry,
  type SystemManifest,
  type TestManifest,
  type ToolManifest,
} from '@verdict/core';
import { terminalSafe } from '../format/terminal-text.js';
import type { Replay } from './replay-command.js';
import { withSnapshot } from './snapshot-view.js';

/** Which screen is showing ('tool': one of a system's tools, a form and its answer). */
export type Screen = 'systems' | 'tests' | 'play' | 'tool' | 'history' | 'presets';

/**
 * What keys do on the play screen: move between fields, or type into one, or enter dice, or name a character, or
 * answer whether an edit that changes the rules restarts the play.
 */
export type Mode = 'browse' | 'adjust' | 'edit' | 'dice' | 'save' | 'confirm';

/** One finished roll of this sitting, for the history screen. */
export interface HistoryEntry {
  readonly system: string;
  readonly test: string;
  readonly title: string;
  readonly label: string;
  readonly tier: number;
  readonly dice: string;
  readonly seed?: string;
  /** 'abandoned': left part-way (a restart after a rules edit, another test). */
  readonly status: 'finished' | 'abandoned';
  /** When it was played (ISO 8601), stamped as it is kept in the history file. */
  readonly at?: string;
}

/**
 * What the result panel shows: the engine's play session (a whole outcome, or the rounds so far and, at the end,
 * the outcome), and a problem with the last request (a refused round keeps the play it belongs to).
 */
export interface ResultPanel {
  readonly session?: PlaySession;
  readonly error?: string;
  /** What replays a finished play: the seed only when the seed alone does, else its dice, else why none does. */
  readonly replay?: Replay;
}

/**
 * The screen's state. The play itself (the test and its input, the play going on, the GM's choices, the question
 * after a rules edit, the history and undo) is `@verdict/core`'s play controller's: `snap` is its snapshot as the
 * last key left it, and the fields after it are read from it by {@link withSnapshot}, never set by a key. The rest
 * is the terminal's own: screens, cursors, modes, what is being typed, notices.
 */
export interface PlayState {
  readonly manifest: readonly SystemManifest[];
  readonly screen: Screen;
  /** The system and test (or tool: after the tests) under the list cursor, and open on the play screen. */
  readonly systemIndex: number;
  readonly testIndex: number;
  readonly exampleIndex: number;
  readonly cursor: number;
  readonly mode: Mode;
  /** Text being typed (a field, dice faces, or a character's name). */
  readonly draft: string;
  /** The row path (joined) a number draft belongs to. */
  readonly draftRow?: string;
  /** The open tool's input (a tool is no play: its form is the terminal's). */
  readonly toolInput?: unknown;
  /** Faces the dice prompt could not read, shown in the result panel until the next roll. */
  readonly promptError?: string;
  /** Earlier sittings' plays from the history file, newest first (shown after this sitting's). */
  readonly past: readonly HistoryEntry[];
  /** Cursor in the history or presets list. */
  readonly listCursor: number;
  /** A one-line notice ("Saved Olaf: Fishing 12"). */
  readonly notice?: string;
  readonly showHelp: boolean;
  /** The result panel's first line shown, once scrolled with PgUp/PgDn; unset: the top of an outcome, the newest
   * round of a play going on. */
  readonly resultScroll?: number;
  /** The play controller's snapshot. */
  readonly snap: PlaySnapshot;
  /** The form's input: the open tool's, else the test's (the controller's). */
  readonly input: unknown;
  readonly result?: ResultPanel;
  /** The play going on round by round, if any. */
  readonly play?: PlaySession;
  /** The GM's choices for the next round, as edited (a test whose manifest has `choicesSchema`). */
  readonly choices?: unknown;
  /** This sitting's plays, newest first (printed when the player leaves). */
  readonly history: readonly HistoryEntry[];
  /** What `u` (Ctrl-Z in a text field) can take back, newest last. */
  readonly undo: readonly PlayUndoStep[];
}

/** The state at start-up: the system list, over the controller's first snapshot. */
export function initialState(registry: Registry, snap: PlaySnapshot): PlayState {
  const start = {
    // Names, titles, descriptions and examples of third-party systems are shown: escaped once, here (the engine is
    // called by id, and an example's input is text to edit).
    manifest: terminalSafe(describeRegistry(registry).systems),
    screen: 'systems' as const,
    systemIndex: 0,
    testIndex: 0,
    exampleIndex: 0,
    cursor: 0,
    mode: 'browse' as const,
    draft: '',
    past: [],
    listCursor: 0,
    showHelp: false,
  };
  return withSnapshot({ ...start, snap, input: {}, history: [], undo: [] }, snap, registry);
}

/** The selected system and test. */
export function selection(state: PlayState): { system: SystemManifest; test: TestManifest } {
  const system = state.manifest[state.systemIndex]!;
  return { system, test: system.tests[state.testIndex] ?? system.tests[0]! };
}

/** The input a test starts from (form's rule, the web's too): its example at `index`, else the schema's defaults. */
export { startingInput } from '@verdict/form';

/** The screen on the play screen of the test at these indexes (the controller has opened it). */
export function onTest(state: PlayState, systemIndex: number, testIndex: number): PlayState {
  const { notice: _notice, promptError: _error, toolInput: _tool, ...rest } = state;
  return {
    ...rest,
    systemIndex,
    testIndex,
    screen: 'play',
    exampleIndex: 0,
    cursor: 0,
    mode: 'browse',
    draft: '',
  };
}

/** The tool on screen, when a tool is open (the tests list goes on with the system's tools). */
export function currentTool(state: PlayState): ToolManifest | undefined {
  const system = state.manifest[state.systemIndex]!;
  return state.screen === 'tool' ? system.tools[state.testIndex - system.tests.length] : undefined;
}

/** The form on screen: the open tool's, else the selected test's. */
export function currentForm(state: PlayState): {
  schema: Record<string, unknown>;
  hints: TestManifest['ui'];
} {
  const tool = currentTool(state);
  const form = tool ?? selection(state).test;
  return { schema: form.inputSchema, hints: form.ui };
}

/** The screen on a system's tool (its index among the tools) with its first example's input. */
export function onTool(state: PlayState, index: number): PlayState {
  const system = state.manifest[state.systemIndex]!;
  const tool = system.tools[index];
  if (!tool) return state;
  const { notice: _notice, promptError: _error, ...rest } = state;
  return {
    ...rest,
    screen: 'tool',
    testIndex: system.tests.length + index,
    toolInput: structuredClone(tool.examples[0]?.input ?? {}),
    cursor: 0,
    mode: 'browse',
    draft: '',
  };
}
