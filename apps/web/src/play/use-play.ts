import { type DiceNeed, diceNeeded, type Registry, type StepResponse } from '@verdict/core';
import { createSeed } from '@verdict/dice';
import { useCallback, useState } from 'react';
import { combineRounds, MAX_ROUNDS, nextRound, type PlayedRoll, playRecord } from './play.js';
import { attempt, type Problem } from './problem.js';
import { type RollRecord, roundSeed } from './roll-record.js';

/** The test and input a roll is for. */
export interface PlayTarget {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/** What the play area shows. */
export type PlayView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'problem'; readonly problem: Problem }
  | {
      readonly kind: 'rounds';
      readonly record: RollRecord;
      readonly rounds: readonly StepResponse[];
      readonly needs: readonly DiceNeed[];
      /** A problem with the faces entered for the next round; the rounds played so far stay. */
      readonly problem?: Problem;
    }
  | {
      readonly kind: 'done';
      readonly played: PlayedRoll;
      /** Where a replayed roll came from; absent for a new roll. */
      readonly replayed?: 'link' | 'history';
    };

/**
 * The play area's state and actions: roll whole, roll with entered faces, play round by round, replay a
 * shared roll. Every finished roll (but a replayed one) is passed to `onFinished` for the history.
 */
export function usePlay(registry: Registry, onFinished: (played: PlayedRoll) => void) {
  const [view, setView] = useState<PlayView>({ kind: 'idle' });

  const finish = useCallback(
    (run: () => PlayedRoll, replayed?: 'link' | 'history') => {
      const result = attempt(run);
      if (!result.ok) return setView({ kind: 'problem', problem: result.problem });
      setView({ kind: 'done', played: result.value, ...(replayed ? { replayed } : {}) });
      if (!replayed) onFinished(result.value);
    },
    [onFinished],
  );

  const roll = useCallback(
    (target: PlayTarget, dice?: readonly number[]) =>
      finish(() => {
        const seed = dice ? undefined : createSeed();
        return playRecord(registry, { ...target, mode: 'whole', ...(dice ? { dice: [...dice] } : { seed }) });
      }),
    [registry, finish],
  );

  const replay = useCallback(
    (record: RollRecord, from: 'link' | 'history') => finish(() => playRecord(registry, record), from),
    [registry, finish],
  );

  /** Plays the next round (a new play when `current` is not this target's, or its dice come from elsewhere). */
  const playRound = useCallback(
    (target: PlayTarget, current: PlayView, dice?: readonly number[]) => {
      const continuing =
        current.kind === 'rounds' &&
        sameTarget(current.record, target) &&
        (dice ? !current.record.seed : !!current.record.seed);
      const rounds = continuing ? current.rounds : [];
      const base: RollRecord = continuing
        ? current.record
        : { ...target, mode: 'rounds', ...(dice ? { dice: [] } : { seed: createSeed() }) };
      const play = (faces?: readonly number[]) =>
        attempt(() =>
          nextRound(registry, {
            record: base,
            previous: rounds.at(-1),
            ...(faces ? { dice: faces } : { seed: roundSeed(base.seed!, rounds.length + 1) }),
          }),
        );
      let used = dice;
      let result = play(used);
      // A round may end before every die it could need is rolled ("the target rolls unless the attacker's roll
      // ends the contest"): faces past the end are not an error, they were simply not needed.
      const unused = !result.ok && dice ? firstLeftOver(result.problem) : undefined;
      if (unused !== undefined) {
        used = dice!.slice(0, unused);
        result = play(used);
      }
      if (!result.ok) {
        // A wrong die keeps the rounds played so far; the problem is shown beside the dice.
        if (continuing && result.problem.user) {
          setView({ ...current, problem: result.problem });
          return result.problem;
        }
        setView({ kind: 'problem', problem: result.problem });
        return result.problem;
      }
      const record: RollRecord = used
        ? { ...base, dice: [...((base.dice as readonly (readonly number[])[]) ?? []), [...used]] }
        : base;
      const played = [...rounds, result.value];
      if (result.value.done)
        finish(() => ({ record, response: combineRounds(played, record.seed), rounds: played }));
      else if (played.length >= MAX_ROUNDS)
        setView({
          kind: 'problem',
          problem: { message: `No outcome after ${MAX_ROUNDS} rounds`, issues: [], user: false },
        });
      else setView({ kind: 'rounds', record, rounds: played, needs: result.value.needs });
      return undefined;
    },
    [registry, finish],
  );

  /** Plays the remaining rounds of a generated round-by-round play at once. */
  const finishRounds = useCallback(
    (current: PlayView) => {
      if (current.kind !== 'rounds' || !current.record.seed) return;
      const { record } = current;
      finish(() => {
        const played = [...current.rounds];
        while (!played.at(-1)?.done) {
          if (played.length >= MAX_ROUNDS) throw new Error(`No outcome after ${MAX_ROUNDS} rounds`);
          played.push(
            nextRound(registry, {
              record,
              previous: played.at(-1),
              seed: roundSeed(record.seed!, played.length + 1),
            }),
          );
        }
        return { record, response: combineRounds(played, record.seed), rounds: played };
      });
    },
    [registry, finish],
  );

  const reset = useCallback(() => setView({ kind: 'idle' }), []);

  /** The dice the next roll (or round) needs, for players rolling real dice. */
  const needsFor = useCallback(
    (target: PlayTarget, current: PlayView, rounds: boolean) => {
      if (rounds && current.kind === 'rounds' && sameTarget(current.record, target) && !current.record.seed) {
        return { ok: true as const, value: current.needs };
      }
      return attempt(() => diceNeeded(registry, target));
    },
    [registry],
  );

  return { view, roll, replay, playRound, finishRounds, reset, needsFor };
}

function firstLeftOver(problem: Problem): number | undefined {
  if (problem.code !== 'dice_left_over') return undefined;
  const position = problem.issues[0]?.path[1];
  return typeof position === 'number' && position > 0 ? position : undefined;
}

function sameTarget(record: RollRecord, target: PlayTarget): boolean {
  return record.system === target.system && record.test === target.test && record.input === target.input;
}
