/**
 * @module
 * What the play screen's keys ask of `@verdict/core`'s play controller (roll, play a round, edit the input, answer
 * the question after a rules edit, open a follow-up), and what the terminal says about it.
 */
import type { DiceNeed, EditOptions, EngineOptions, PlayController, Registry } from '@verdict/core';
import { roundChoices } from '@verdict/core';
import { describeFailure } from '../errors.js';
import { focusedRow } from './focus.js';
import { onTest, type PlayState, selection } from './state.js';

/** What the actions need besides the state: the registry, the engine options, and the play controller. */
export interface PlayDeps {
  readonly registry: Registry;
  readonly engine: EngineOptions;
  readonly play: PlayController;
}

/** Resolves the whole test (generated dice from a fresh seed, or the entered faces); a contest going on is abandoned. */
export function rollWhole(state: PlayState, deps: PlayDeps, dice?: readonly number[]): PlayState {
  const { test } = selection(state);
  // The GM's choices are made round by round: a whole roll would leave them out, so it is refused, not ignored.
  if (test.choicesSchema && roundChoices(state.choices)) {
    return { ...state, notice: "The GM's choices apply to one round: n plays the round with them" };
  }
  deps.play.roll(dice);
  return played(state);
}

/**
 * Plays the next round of a test with rounds: the play going on (whatever its earlier rounds' dice came from),
 * else a new one, with the GM's choices made on screen for this round. A refused round changes nothing.
 */
export function playRound(state: PlayState, deps: PlayDeps, dice?: readonly number[]): PlayState {
  const { test } = selection(state);
  if (!test.rounds) return { ...state, notice: `${test.title} has no rounds: Enter resolves it` };
  deps.play.playRound(dice);
  return played(state);
}

/** The dice the next roll needs: the next round's, or the whole test's; else why there are none. */
export function nextNeeds(deps: PlayDeps): readonly DiceNeed[] | string {
  try {
    return deps.play.needs(false);
  } catch (error) {
    return describeFailure(error).message;
  }
}

/**
 * The input changed. On a test: the controller takes it (a name keeps the play going on; a rules change asks, and
 * the screen puts the question: Enter restarts, Esc keeps playing). On a tool: its form takes it. Either way one
 * undo step, or a run's (typing in one field), said as `what` (else as the run).
 */
export function changeInput(
  state: PlayState,
  input: unknown,
  deps: PlayDeps,
  options: { readonly run?: string; readonly what?: string } = {},
): PlayState {
  const what = options.what ?? describeRun(state, options.run);
  const run = options.run === undefined ? {} : { run: options.run };
  if (state.screen === 'tool') {
    const keep = {
      kind: 'tool',
      at: [state.systemIndex, state.testIndex],
      input: state.toolInput,
      ...cursorOf(state),
    };
    deps.play.note(what, keep, run);
    return { ...state, toolInput: input };
  }
  const edit: EditOptions = { what, ...run, keep: { kind: 'input', ...cursorOf(state) } };
  if (deps.play.edit(input, edit) === 'free') return state;
  const rounds = deps.play.getSnapshot().view;
  const count = rounds.kind === 'playing' ? rounds.session.rounds.length : 0;
  return {
    ...state,
    mode: 'confirm',
    notice: `This changes the rules of the play (round ${count} played): Enter restarts with it, Esc keeps playing`,
  };
}

/** Enter on the question: the old play goes to history as abandoned, and the input takes the change. */
export function confirmRestart(state: PlayState, deps: PlayDeps): PlayState {
  deps.play.confirmRestart();
  return { ...state, mode: 'browse', notice: 'Restarted with the change; the old play is in the history' };
}

/** Esc on the question: the change is dropped and the play goes on. */
export function keepPlaying(state: PlayState, deps: PlayDeps): PlayState {
  deps.play.keepPlaying();
  return { ...state, mode: 'browse', notice: 'Kept playing without the change' };
}

/** `f`: opens the follow-up test with its input; its dice come next, generated (Enter) or entered (d). */
export function openFollowUp(state: PlayState, deps: PlayDeps): PlayState {
  const [next] = state.result?.session?.followUps ?? [];
  if (!next) return { ...state, notice: 'No follow-up test in the last outcome' };
  const system = state.manifest[state.systemIndex]!;
  const index = system.tests.findIndex((t) => t.id === next.test);
  if (index < 0) return { ...state, notice: `Follow-up test '${next.test}' is not in ${system.id}` };
  deps.play.load(system.id, next.test, structuredClone(next.input));
  return {
    ...onTest(state, state.systemIndex, index),
    notice: `${next.label}${next.description ? `: ${next.description}` : ''} (Enter rolls, d enters dice)`,
  };
}

/** The screen after a roll: a new result is read without the last notice or the prompt's refusal. */
function played(state: PlayState): PlayState {
  const { notice: _notice, promptError: _error, ...rest } = state;
  return rest;
}

/** Where the cursor was, brought back with the input on undo. */
function cursorOf(state: PlayState) {
  return { screen: state.screen, cursor: state.cursor, exampleIndex: state.exampleIndex };
}

function describeRun(state: PlayState, run: string | undefined): string {
  const label = focusedRow(state)?.field.label ?? 'the field';
  if (run?.startsWith('type:')) return `typing in ${label}`;
  if (run?.startsWith('delete:')) return `deleting in ${label}`;
  if (run?.startsWith('adjust:')) return `the change to ${label}`;
  return 'the last change';
}
