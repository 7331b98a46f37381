import {
  describeRegistry,
  type PlaySession,
  type Registry,
  type SystemManifest,
  type TestManifest,
  type ToolManifest,
} from '@verdict/core';
import { defaultFor } from '@verdict/form';
import { describeDice } from '../format/dice-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import type { Replay } from './replay-command.js';
import type { UndoStep } from './undo.js';

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
  /** The play going on round by round, if any (the session of `@verdict/core`). */
  readonly play?: PlaySession;
  /**
   * The GM's choices for the next round (a test whose manifest has `choicesSchema`), as edited on screen: unset
   * ones play "as the test says". Cleared once a round is played with them, and when another test opens.
   */
  readonly choices?: unknown;
  /** An input edit that changes the rules of the play going on, waiting for Enter (restart) or Esc (keep). */
  readonly pending?: unknown;
  /** This sitting's plays, newest first (printed when the player leaves). */
  readonly history: readonly HistoryEntry[];
  /** Earlier sittings' plays from the history file, newest first (shown after this sitting's). */
  readonly past: readonly HistoryEntry[];
  /** Cursor in the history or presets list. */
  readonly listCursor: number;
  /** A one-line notice ("Saved Olaf: Fishing 12"). */
  readonly notice?: string;
  readonly showHelp: boolean;
  /** What `u` (Ctrl-Z in a text field) can take back, newest last. */
  readonly undo: readonly UndoStep[];
  /** The run of keys the last undo step stands for (typing in one field is one step), while it goes on. */
  readonly undoRun?: string;
  /** The result panel's first line shown, once scrolled with PgUp/PgDn; unset: the top of an outcome, the newest
   * round of a play going on. */
  readonly resultScroll?: number;
}

/** The state at start-up: the system list. */
export function initialState(registry: Registry): PlayState {
  return {
    // Names, titles, descriptions and examples of third-party systems are shown: escaped once, here (the engine is
    // called by id, and an example's input is text to edit).
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
    past: [],
    listCursor: 0,
    showHelp: false,
    undo: [],
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
  return defaultFor(test.inputSchema, test.inputSchema) ?? {};
}

/** Opens a test on the play screen with a fresh input. */
export function openTest(
  state: PlayState,
  systemIndex: number,
  testIndex: number,
  input?: unknown,
): PlayState {
  const next = { ...abandoned(state), systemIndex, testIndex };
  const { test } = selection(next);
  const { result: _result, notice: _notice, pending: _pending, choices: _choices, ...rest } = next;
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

/** Files a play going on (rounds played, no outcome) as abandoned in the history and forgets it. */
export function abandoned(state: PlayState): PlayState {
  const { play, ...rest } = state;
  if (!play || play.rounds.length === 0) return rest;
  const dice = play.rounds.flatMap((round) => round.dice);
  // Shown in the history and printed on exit: escaped once, here.
  const entry = terminalSafe<HistoryEntry>({
    system: play.system,
    test: play.test,
    title: selection(state).test.title,
    label: `Abandoned after round ${play.rounds.length}`,
    tier: 0,
    dice: describeDice(dice).join('; '),
    status: 'abandoned',
    ...(play.seed === undefined ? {} : { seed: play.seed }),
  });
  return { ...rest, history: [entry, ...state.history] };
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

/** Opens a system's tool (its index among the tools) with its first example's input. */
export function openTool(state: PlayState, index: number): PlayState {
  const system = state.manifest[state.systemIndex]!;
  const tool = system.tools[index];
  if (!tool) return state;
  const {
    result: _result,
    notice: _notice,
    pending: _pending,
    choices: _choices,
    ...rest
  } = abandoned(state);
  return {
    ...rest,
    screen: 'tool',
    testIndex: system.tests.length + index,
    input: structuredClone(tool.examples[0]?.input ?? {}),
    cursor: 0,
    mode: 'browse',
    draft: '',
  };
}
