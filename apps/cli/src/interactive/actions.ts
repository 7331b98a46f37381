import {
  type DiceNeed,
  diceNeeded,
  type EngineOptions,
  isVerdictError,
  type OutcomeResponse,
  type Registry,
  resolveTest,
  type StepResponse,
  stepTest,
} from '@verdict/core';
import { describeFailure } from '../errors.js';
import { describeDice } from '../format/dice-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import type { HistoryEntry, PlayState, ResultPanel } from './state.js';
import { selection } from './state.js';

/** What the actions need besides the state: the registry, and where fresh seeds come from. */
export interface PlayDeps {
  readonly registry: Registry;
  readonly engine: EngineOptions;
}

/** Resolves the whole test (generated dice, or the entered faces) and records it in the history. */
export function rollWhole(state: PlayState, deps: PlayDeps, dice?: readonly number[]): PlayState {
  const { system, test } = selection(state);
  return attempt(state, () => {
    // Escaped once here: the screen shows names and labels from the input, which may hold control characters.
    const response = terminalSafe(
      resolveTest(
        deps.registry,
        { system: system.id, test: test.id, input: state.input, ...(dice ? { dice } : {}) },
        deps.engine,
      ),
    );
    return withResult(state, { kind: 'outcome', response }, response);
  });
}

/** Plays the next round of a test with rounds (a new contest when none is under way or the last ended). */
export function playRound(state: PlayState, deps: PlayDeps, dice?: readonly number[]): PlayState {
  const { system, test } = selection(state);
  if (!test.rounds) {
    return { ...state, notice: `${test.title} has no rounds: Enter resolves it` };
  }
  const previous = ongoingRounds(state);
  const last = previous.at(-1);
  return attempt(state, () => {
    const played = stepTest(
      deps.registry,
      {
        system: system.id,
        test: test.id,
        input: state.input,
        ...(last ? { state: last.state } : {}),
        ...(dice ? { dice } : {}),
      },
      deps.engine,
    );
    // Shown escaped; the state goes back to the engine as it came.
    const round = { ...terminalSafe(played), state: played.state };
    const rounds = [...previous, round];
    const panel: ResultPanel = { kind: 'rounds', rounds };
    if (!round.done || !round.outcome) return { ...state, result: panel };
    const whole: OutcomeResponse = {
      system: system.id,
      test: test.id,
      outcome: round.outcome,
      dice: rounds.flatMap((r) => r.dice),
      steps: rounds.flatMap((r) => r.steps),
    };
    return withResult(state, panel, whole);
  });
}

/** The rounds of a contest still under way (none when the last one ended or none started). */
export function ongoingRounds(state: PlayState): readonly StepResponse[] {
  if (state.result?.kind !== 'rounds') return [];
  return state.result.rounds.at(-1)?.done ? [] : state.result.rounds;
}

/** The dice the next roll needs: the next round's, or the whole test's (its first round's for contests). */
export function nextNeeds(state: PlayState, deps: PlayDeps): readonly DiceNeed[] | string {
  const ongoing = ongoingRounds(state).at(-1);
  if (ongoing) return ongoing.needs;
  const { system, test } = selection(state);
  try {
    return diceNeeded(deps.registry, { system: system.id, test: test.id, input: state.input });
  } catch (error) {
    return describeFailure(error).message;
  }
}

/** `1d20 (check), 2d20 (Attacker's Will)` */
export function describeNeeds(needs: readonly DiceNeed[]): string {
  return needs.map((n) => `${n.count}d${n.sides} (${n.label ?? n.group})`).join(', ') || 'no dice';
}

function withResult(state: PlayState, result: ResultPanel, response: OutcomeResponse): PlayState {
  const { test } = selection(state);
  const entry: HistoryEntry = {
    system: response.system,
    test: response.test,
    title: test.title,
    label: response.outcome.label,
    tier: response.outcome.tier,
    dice: describeDice(response.dice).join('; '),
    ...(response.seed === undefined ? {} : { seed: response.seed }),
  };
  const { notice: _notice, ...rest } = state;
  return { ...rest, result, history: [entry, ...state.history] };
}

function attempt(state: PlayState, run: () => PlayState): PlayState {
  try {
    return run();
  } catch (error) {
    if (!isVerdictError(error) && !(error instanceof Error)) throw error;
    return { ...state, result: { kind: 'error', message: describeFailure(error).message } };
  }
}
