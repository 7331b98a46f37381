import {
  classifyEdit,
  type DiceNeed,
  type EngineOptions,
  type FollowUpV1,
  isVerdictError,
  type PlaySession,
  playNext,
  type Registry,
  relabelPlay,
  startPlay,
} from '@verdict/core';
import { roundChoices } from '@verdict/form';
import { describeFailure } from '../errors.js';
import { describeDice } from '../format/dice-text.js';
import { describeNeeds } from '../format/needs-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import { replayOf } from './replay-command.js';
import { abandoned as abandonPlay, type HistoryEntry, openTest, type PlayState, selection } from './state.js';

/** What the actions need besides the state: the registry, and where fresh seeds come from. */
export interface PlayDeps {
  readonly registry: Registry;
  readonly engine: EngineOptions;
}

/**
 * Resolves the whole test through the engine's play session (generated dice from a fresh seed, or the entered
 * faces). A contest going on round by round is filed as abandoned first.
 */
export function rollWhole(state: PlayState, deps: PlayDeps, dice?: readonly number[]): PlayState {
  const { system, test } = selection(state);
  // The GM's choices are made round by round: a whole roll would leave them out, so it is refused, not ignored.
  if (test.choicesSchema && roundChoices(state.choices)) {
    return { ...state, notice: "The GM's choices apply to one round: n plays the round with them" };
  }
  return attempt(state, () => {
    const start = startPlay(deps.registry, {
      system: system.id,
      test: test.id,
      input: state.input,
      mode: 'whole',
    });
    const session = playNext(deps.registry, start, dice ? { dice } : {}, deps.engine);
    return finished(abandonPlay(state), session, deps);
  });
}

/**
 * Plays the next round of a test with rounds, through the session: the play going on (whatever its earlier rounds'
 * dice came from), else a new one, with the GM's choices made on screen for this round (a test whose rounds take
 * them). A refused round changes nothing: the rounds so far, and the choices, stay.
 */
export function playRound(state: PlayState, deps: PlayDeps, dice?: readonly number[]): PlayState {
  const { system, test } = selection(state);
  if (!test.rounds) return { ...state, notice: `${test.title} has no rounds: Enter resolves it` };
  const going = ongoing(state);
  const choices = test.choicesSchema ? roundChoices(state.choices) : undefined;
  return attempt(state, () => {
    const session =
      going ??
      startPlay(deps.registry, { system: system.id, test: test.id, input: state.input, mode: 'rounds' });
    const roll = { ...(dice ? { dice } : {}), ...(choices ? { choices } : {}) };
    const next = playNext(deps.registry, session, roll, deps.engine);
    // The choices were for this round: the next one starts "as the test says".
    const { choices: _made, ...played } = withoutNotice(state);
    if (next.status === 'done') return finished({ ...played, play: undefined }, next, deps);
    return { ...played, play: next, result: { session: next } };
  });
}

/** The play going on for the selected test and input, if any. */
export function ongoing(state: PlayState): PlaySession | undefined {
  const { system, test } = selection(state);
  const play = state.play;
  return play && play.system === system.id && play.test === test.id && play.input === state.input
    ? play
    : undefined;
}

/** The dice the next roll needs: the next round's, or the whole test's (its first round's for contests). */
export function nextNeeds(state: PlayState, deps: PlayDeps): readonly DiceNeed[] | string {
  const going = ongoing(state);
  if (going) return going.needs;
  const { system, test } = selection(state);
  try {
    return startPlay(deps.registry, { system: system.id, test: test.id, input: state.input }).needs;
  } catch (error) {
    return describeFailure(error).message;
  }
}

/** The needs line: "1d20 (Sorcerer's Will), 1d20 (Knight's Will)", or "no dice". */
export { describeNeeds };

/**
 * The input changed. Without a play going on, it simply changes. With one: a name keeps the play (its steps take
 * the new name); anything else changes the rules, so the screen asks before restarting (Enter) or keeps playing
 * (Esc).
 */
export function changeInput(state: PlayState, input: unknown, deps: PlayDeps): PlayState {
  const play = state.play;
  if (!play) return { ...state, input };
  const kind = classifyEdit(deps.registry, play, play.input, input).kind;
  if (kind === 'none') return { ...state, input };
  if (kind === 'labels') {
    try {
      const relabelled = relabelPlay(deps.registry, play, input);
      return { ...state, input, play: relabelled, result: { session: relabelled } };
    } catch {
      return { ...state, input };
    }
  }
  return {
    ...state,
    mode: 'confirm',
    pending: input,
    notice: `This changes the rules of the play (round ${play.rounds.length} played): Enter restarts with it, Esc keeps playing`,
  };
}

/** Enter on the question: the old play goes to history as abandoned, and the input takes the change. */
export function confirmRestart(state: PlayState): PlayState {
  const { pending, result: _result, ...rest } = abandonPlay(state);
  return {
    ...rest,
    input: pending,
    mode: 'browse',
    notice: 'Restarted with the change; the old play is in the history',
  };
}

/** Esc on the question: the change is dropped and the play goes on. */
export function keepPlaying(state: PlayState): PlayState {
  const { pending: _pending, ...rest } = state;
  return { ...rest, mode: 'browse', notice: 'Kept playing without the change' };
}

/** The follow-up tests the last outcome proposes (a 1.0 system's follow-up effects too). */
export function followUpsOf(session: PlaySession | undefined): FollowUpV1[] {
  const outcome = session?.outcome?.outcome;
  if (!outcome) return [];
  if (outcome.followUps && outcome.followUps.length > 0) return [...outcome.followUps];
  return outcome.effects
    .filter((effect) => effect.kind === 'follow-up' && typeof effect.test === 'string')
    .map((effect) => ({ test: String(effect.test), label: effect.text, input: effect.input ?? {} }));
}

/** `f`: opens the follow-up test with its input; its dice come next, generated (Enter) or entered (d). */
export function openFollowUp(state: PlayState): PlayState {
  const [next] = followUpsOf(state.result?.session);
  if (!next) return { ...state, notice: 'No follow-up test in the last outcome' };
  const system = state.manifest[state.systemIndex]!;
  const index = system.tests.findIndex((t) => t.id === next.test);
  if (index < 0) return { ...state, notice: `Follow-up test '${next.test}' is not in ${system.id}` };
  return {
    ...openTest(state, state.systemIndex, index, next.input),
    notice: `${next.label}${next.description ? `: ${next.description}` : ''} (Enter rolls, d enters dice)`,
  };
}

function finished(state: PlayState, session: PlaySession, deps: PlayDeps): PlayState {
  const response = session.outcome!;
  // What replays it, checked: the seed only when the seed alone does (not after entered dice or a GM's choice).
  const replay = replayOf(deps.registry, session);
  // The history is shown as it is (on screen and printed on exit): its labels and dice names escaped once, here.
  const entry = terminalSafe<HistoryEntry>({
    system: response.system,
    test: response.test,
    title: selection(state).test.title,
    label: response.outcome.label,
    tier: response.outcome.tier,
    dice: describeDice(response.dice, selection(state).test.labels, response.outcome.parties).join('; '),
    status: 'finished',
    ...(replay?.kind === 'seed' ? { seed: replay.seed } : {}),
  });
  return {
    ...withoutNotice(state),
    result: { session, ...(replay ? { replay } : {}) },
    history: [entry, ...state.history],
  };
}

function withoutNotice(state: PlayState): PlayState {
  const { notice: _notice, ...rest } = state;
  return rest;
}

function attempt(state: PlayState, run: () => PlayState): PlayState {
  try {
    return run();
  } catch (error) {
    if (!isVerdictError(error) && !(error instanceof Error)) throw error;
    const going = ongoing(state);
    return {
      ...state,
      result: { ...(going ? { session: going } : {}), error: describeFailure(error).message },
    };
  }
}
