import { createSeed, createTray, type DiceTray, LIMITS, secureSource } from '@verdict/dice';
import { parseChoices } from '../choices.js';
import { openTray, withDiceErrors } from '../dice-tray.js';
import type { EngineOptions } from '../engine.js';
import { VerdictError } from '../errors.js';
import type { FollowUpV1 } from '../follow-up.js';
import type { Outcome, OutcomeResponse } from '../outcome.js';
import { snapshot } from '../output-limits.js';
import type { Registry } from '../registry.js';
import { type PlayedStep, parseState, recounted, roundsOf, runRound } from '../round-runner.js';
import { type SeedStream, seedStream } from '../seed-stream.js';
import { parseInput } from '../validate.js';
import { combineRounds } from './combine.js';
import type { PlayedRound, PlayRequest, PlaySession, RollInput } from './types.js';

/** The most rounds one play may take: the contract's longest test (an extended test of 10,000 turns). */
export const MAX_PLAY_ROUNDS = 10_000;

/**
 * Starts a play: looks the test up and validates the input (throwing the engine's errors, as `resolveTest` does),
 * and says which dice the first roll needs. Nothing is rolled yet.
 *
 * @example
 * let play = startPlay(registry, { system: 'd20-roll-under', test: 'resist', input, mode: 'rounds' });
 * play = playNext(registry, play, { dice: [8, 5] }); // round 1 with entered faces
 * play = playToEnd(registry, play);                 // the rest generated from the play's seed
 */
export function startPlay(registry: Registry, request: PlayRequest): PlaySession {
  const test = registry.test(request.system, request.test);
  const input = parseInput(test, request.input);
  const mode = request.mode ?? 'whole';
  if (mode === 'rounds' && !test.rounds) {
    const message = `${request.system}/${request.test} has no rounds: play it whole`;
    throw new VerdictError('invalid_input', message, [
      { path: ['mode'], message: 'this test has no rounds' },
    ]);
  }
  const needs = mode === 'rounds' ? test.rounds!.needs(input, test.rounds!.start(input)) : test.needs(input);
  return {
    format: 'verdict-play/1',
    system: request.system,
    test: request.test,
    input: request.input,
    mode,
    status: 'ready',
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    position: 0,
    rounds: [],
    needs,
    followUps: [],
  };
}

/**
 * Plays the next roll: the whole test (mode 'whole') or the next round, with the entered faces given or dice
 * generated from the play's seed where the last generated roll stopped. Entered faces are checked as every
 * request's are: too few (`dice_exhausted`), too many (`dice_left_over`, unless the extra dice were conditional
 * and the round ended first), or a face off its die (`face_out_of_range`). On any error the session given is
 * unchanged (it is never mutated) and the error is thrown.
 *
 * @example
 * const next = playNext(registry, play, { dice: [15, 7] });
 * next.status; // 'playing' | 'done'
 */
export function playNext(
  registry: Registry,
  session: PlaySession,
  roll: RollInput = {},
  options: EngineOptions = {},
): PlaySession {
  return playRolls(registry, session, [roll], options);
}

/**
 * Plays every remaining roll with generated dice from the play's seed (a fresh seed if it has none): "finish at
 * once". The result is the same as playing each round with generated dice, and costs one pass over the seed's
 * stream however many rounds remain.
 *
 * @example
 * playToEnd(registry, startPlay(registry, { ...request, mode: 'rounds', seed: 'olaf' })).outcome;
 */
export function playToEnd(
  registry: Registry,
  session: PlaySession,
  options: EngineOptions = {},
): PlaySession {
  return playRolls(registry, session, 'to-end', options);
}

/**
 * Plays rolls in order (or generated rounds until the test ends), keeping one seed stream alive across
 * consecutive generated rounds: resuming a stream costs a word per position, so each call resumes at most once.
 * Records replay through it too.
 */
export function playRolls(
  registry: Registry,
  session: PlaySession,
  rolls: readonly RollInput[] | 'to-end',
  options: EngineOptions = {},
): PlaySession {
  if (session.status === 'done') {
    if (rolls !== 'to-end' && rolls.length === 0) return session;
    throw new VerdictError('invalid_state', 'This play has ended: start a new one', [
      { path: ['state'], message: 'the play has ended' },
    ]);
  }
  if (session.mode === 'whole') {
    if (rolls !== 'to-end' && rolls.length === 0) return session;
    if (rolls !== 'to-end' && rolls.length > 1) {
      const message = `a whole play has one roll, got ${rolls.length}`;
      throw new VerdictError('invalid_state', message, [{ path: ['rounds'], message }]);
    }
    return playWhole(registry, session, rolls === 'to-end' ? {} : rolls[0]!, options);
  }
  const { test, rounds } = roundsOf(registry, session.system, session.test);
  const input = parseInput(test, session.input);
  let state = parseState(rounds, input, session.state);
  let seed = session.seed;
  let position = session.position;
  let live: SeedStream | undefined;
  let budget = LIMITS.maxDicePerRequest;
  const played = [...session.rounds];
  const queue = rolls === 'to-end' ? undefined : rolls;
  let next = 0;
  let last: PlayedStep | undefined;
  while (queue ? next < queue.length : !last?.outcome) {
    if (last?.outcome) {
      const message = 'the play ended before these rolls';
      throw new VerdictError('invalid_state', `rounds: ${message}`, [{ path: ['rounds'], message }]);
    }
    if (played.length >= MAX_PLAY_ROUNDS) {
      const message = `No outcome after ${MAX_PLAY_ROUNDS} rounds`;
      throw new VerdictError('limit_exceeded', message, [{ path: ['rounds'], message }]);
    }
    const roll = queue ? queue[next++]! : {};
    const choices = parseChoices(rounds, roll.choices);
    const from = position;
    let tray: DiceTray;
    if (roll.dice) tray = createTray({ faces: roll.dice });
    else {
      seed ??= createSeed(options.random ?? secureSource());
      live ??= seedStream(seed, position);
      tray = createTray({ source: live, maxDice: budget });
    }
    last = runRound({ rounds, input, state, tray, entered: roll.dice?.length ?? 0, choices });
    if (!roll.dice) {
      position = live!.position;
      budget -= last.dice.length;
    }
    state = last.state;
    const before = played.at(-1);
    if (before && last.previousDice)
      played[played.length - 1] = { ...before, dice: recounted(before.dice, last.previousDice) };
    played.push({
      round: played.length + 1,
      source: roll.dice ? 'entered' : 'generated',
      ...(roll.dice ? { entered: [...roll.dice] } : {}),
      dice: last.dice,
      steps: last.steps,
      ...(roll.choices === undefined ? {} : { choices: roll.choices }),
      ...(roll.dice ? {} : { stream: { from, to: position } }),
    });
  }
  if (last?.outcome) {
    return done(session, played, combineRounds(session, played, last.outcome, seed), seed, position, state);
  }
  return {
    ...session,
    status: played.length > 0 ? 'playing' : session.status,
    ...(seed === undefined ? {} : { seed }),
    position,
    ...(state === undefined ? {} : { state }),
    rounds: played,
    needs: last ? last.needs : session.needs,
  };
}

function playWhole(
  registry: Registry,
  session: PlaySession,
  roll: RollInput,
  options: EngineOptions,
): PlaySession {
  const test = registry.test(session.system, session.test);
  const input = parseInput(test, session.input);
  if (roll.choices !== undefined) {
    const message = 'choices are made round by round';
    throw new VerdictError('invalid_input', `choices: ${message}`, [{ path: ['choices'], message }]);
  }
  const request = roll.dice ? { dice: roll.dice } : { seed: session.seed, position: 0 };
  const { tray, seed, stream } = openTray(request, options.random);
  const resolution = withDiceErrors(() => {
    const result = test.resolve(input, { dice: tray });
    tray.finish();
    return result;
  });
  const played: PlayedRound = {
    round: 1,
    source: roll.dice ? 'entered' : 'generated',
    ...(roll.dice ? { entered: [...roll.dice] } : {}),
    dice: snapshot(tray.records),
    steps: resolution.steps,
    ...(stream ? { stream: { from: 0, to: stream.position } } : {}),
  };
  const outcome: OutcomeResponse = {
    system: session.system,
    test: session.test,
    outcome: resolution.outcome,
    dice: played.dice,
    steps: played.steps,
    ...(seed === undefined ? {} : { seed }),
  };
  return done(session, [played], outcome, seed, stream?.position ?? session.position, undefined);
}

function done(
  session: PlaySession,
  rounds: readonly PlayedRound[],
  outcome: OutcomeResponse,
  seed: string | undefined,
  position: number,
  state: unknown,
): PlaySession {
  return {
    ...session,
    status: 'done',
    ...(seed === undefined ? {} : { seed }),
    position,
    ...(state === undefined ? {} : { state }),
    rounds,
    needs: [],
    outcome,
    followUps: followUpsOf(outcome.outcome),
  };
}

/** The tests an outcome proposes next: its `followUps`, else a 1.0 system's follow-up effects (`test`, `input`). */
function followUpsOf(outcome: Outcome): readonly FollowUpV1[] {
  if (outcome.followUps && outcome.followUps.length > 0) return outcome.followUps;
  return outcome.effects
    .filter((effect) => effect.kind === 'follow-up' && typeof effect.test === 'string')
    .map((effect) => ({ test: String(effect.test), label: effect.text, input: effect.input ?? {} }));
}
