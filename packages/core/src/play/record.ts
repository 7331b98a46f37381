import { SEED_ALGORITHM } from '@verdict/dice';
import type { EngineOptions } from '../engine.js';
import { VerdictError } from '../errors.js';
import type { Registry } from '../registry.js';
import { ENGINE_VERSION } from '../version.js';
import { playRolls, startPlay } from './session.js';
import type { PlayRecord, PlaySession } from './types.js';

/**
 * The record of a play for history, share links and export: 'finished' when it has an outcome, else
 * 'abandoned' (the rounds played so far are kept). It carries the engine's and the system's versions and the
 * seed algorithm, so a replay can tell whether it may differ.
 *
 * @example
 * history.push(recordPlay(registry, play)); // play.status === 'done' -> status 'finished'
 */
export function recordPlay(registry: Registry, session: PlaySession): PlayRecord {
  const system = registry.system(session.system);
  return {
    format: 'verdict-play-record/1',
    status: session.status === 'done' ? 'finished' : 'abandoned',
    engine: ENGINE_VERSION,
    system: { id: system.id, version: system.version },
    seedAlgorithm: SEED_ALGORITHM,
    test: session.test,
    input: session.input,
    mode: session.mode,
    ...(session.seed === undefined ? {} : { seed: session.seed }),
    rounds: session.rounds.map((round) => ({
      source: round.source,
      ...(round.entered ? { entered: round.entered } : {}),
      ...(round.choices ? { choices: round.choices } : {}),
    })),
    ...(session.outcome ? { outcome: session.outcome } : {}),
    dice: session.rounds.flatMap((round) => round.dice),
    steps: session.rounds.flatMap((round) => round.steps),
  };
}

/**
 * Plays a record again, roll by roll, from its seed and entered faces: the same session as when it was played
 * (an abandoned record replays the rounds it had). Throws the engine's errors when the record does not fit the
 * test (an edited link), and `invalid_state` when its seed algorithm is not this engine's.
 *
 * @example
 * const again = replayRecord(registry, JSON.parse(link));
 * again.outcome?.outcome.label;
 */
export function replayRecord(
  registry: Registry,
  record: PlayRecord,
  options: EngineOptions = {},
): PlaySession {
  if (record.seedAlgorithm !== SEED_ALGORITHM && record.rounds.some((r) => r.source === 'generated')) {
    const message = `recorded with ${record.seedAlgorithm}; this engine rolls with ${SEED_ALGORITHM}`;
    throw new VerdictError('invalid_state', `seedAlgorithm: ${message}`, [
      { path: ['seedAlgorithm'], message },
    ]);
  }
  const play = startPlay(registry, {
    system: record.system.id,
    test: record.test,
    input: record.input,
    mode: record.mode,
    ...(record.seed === undefined ? {} : { seed: record.seed }),
  });
  const rolls = record.rounds.map((round) => ({
    ...(round.source === 'entered' ? { dice: round.entered ?? [] } : {}),
    ...(round.choices ? { choices: round.choices } : {}),
  }));
  return playRolls(registry, play, rolls, options);
}
