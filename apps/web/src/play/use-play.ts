import {
  classifyEdit,
  type PlayRecord,
  type PlaySession,
  playNext,
  playToEnd,
  type Registry,
  recordPlay,
  relabelPlay,
  startPlay,
} from '@verdict/core';
import { createSeed } from '@verdict/dice';
import { useCallback, useRef, useState } from 'react';
import { attempt, type Problem } from './problem.js';

/** The test and input a play is for. */
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
      readonly kind: 'playing';
      readonly session: PlaySession;
      /** A problem with the faces entered for the next round; the rounds played so far stay. */
      readonly problem?: Problem;
    }
  | {
      readonly kind: 'done';
      readonly session: PlaySession;
      /** Where a replayed play came from; absent for a new one. */
      readonly replayed?: 'link' | 'history';
    };

/** What an input edit does to the play: nothing to ask (applied to the play if one is going), or ask first. */
export type EditVerdict = 'free' | 'ask';

/**
 * The play area's state, a thin adapter over `@verdict/core`'s play session: every roll, round, entered face,
 * seed, replay and edit goes through `startPlay` / `playNext` / `playToEnd` / `relabelPlay`, so the web app plays
 * exactly as the API and the CLI do. Finished plays go to `onRecord` as `finished`; a play left mid-way (another
 * test, a restart after a rules edit) as `abandoned`.
 */
export function usePlay(registry: Registry, onRecord: (record: PlayRecord) => void) {
  const [view, setViewState] = useState<PlayView>({ kind: 'idle' });
  // Counts resets, so that a dice entry starts empty for a new play (a follow-up of the same test).
  const [generation, setGeneration] = useState(0);
  // The latest view, so that actions called in the same event (a follow-up opens a test, then plays) see it.
  const current = useRef(view);
  const setView = useCallback((next: PlayView) => {
    current.current = next;
    setViewState(next);
  }, []);

  const show = useCallback(
    (session: PlaySession, replayed?: 'link' | 'history') => {
      if (session.status === 'done') {
        setView({ kind: 'done', session, ...(replayed ? { replayed } : {}) });
        if (!replayed) onRecord(recordPlay(registry, session));
      } else setView({ kind: 'playing', session });
    },
    [registry, onRecord, setView],
  );

  /** Resolves the whole test: generated dice from a fresh seed, or the faces entered. */
  const roll = useCallback(
    (target: PlayTarget, faces?: readonly number[]) => {
      const result = attempt(() => {
        const session = startPlay(registry, {
          ...target,
          mode: 'whole',
          ...(faces ? {} : { seed: createSeed() }),
        });
        return playNext(registry, session, faces ? { dice: faces } : {});
      });
      if (result.ok) show(result.value);
      else setView({ kind: 'problem', problem: result.problem });
    },
    [registry, show, setView],
  );

  /**
   * Plays the next round: of the play going on for this target, else of a new one (with a fresh seed). `choices`
   * are the GM's choices for this round only (a test whose manifest has `choicesSchema`); the session records them.
   */
  const playRound = useCallback(
    (target: PlayTarget, faces?: readonly number[], choices?: Readonly<Record<string, unknown>>) => {
      const going = ongoing(current.current, target);
      const result = attempt(() => {
        const session = going ?? startPlay(registry, { ...target, mode: 'rounds', seed: createSeed() });
        return playNext(registry, session, {
          ...(faces ? { dice: faces } : {}),
          ...(choices ? { choices } : {}),
        });
      });
      if (result.ok) return show(result.value);
      // A refused round keeps the rounds played so far; the problem is shown beside the dice.
      if (going) setView({ kind: 'playing', session: going, problem: result.problem });
      else setView({ kind: 'problem', problem: result.problem });
    },
    [registry, show, setView],
  );

  /** Plays the remaining rounds at once, with generated dice from the play's seed. */
  const finishRounds = useCallback(() => {
    const now = current.current;
    if (now.kind !== 'playing') return;
    const result = attempt(() => playToEnd(registry, now.session));
    if (result.ok) show(result.value);
    else setView({ ...now, problem: result.problem });
  }, [registry, show, setView]);

  /** Shows a play again (from a share link or the history), without adding it to the history. */
  const replay = useCallback(
    (play: () => PlaySession, from: 'link' | 'history') => {
      const result = attempt(play);
      if (result.ok) show(result.value, from);
      else setView({ kind: 'problem', problem: result.problem });
    },
    [show, setView],
  );

  /** Clears the play area; a play going on is filed as abandoned. */
  const reset = useCallback(() => {
    const now = current.current;
    if (now.kind === 'playing' && now.session.rounds.length > 0) onRecord(recordPlay(registry, now.session));
    setView({ kind: 'idle' });
    setGeneration((n) => n + 1);
  }, [registry, onRecord, setView]);

  /**
   * An edit of the input: 'free' when it may simply be made (no play going on, or it only renames: the play
   * goes on with the new names); 'ask' when it changes the rules of a play going on, which restarts it.
   */
  const edit = useCallback(
    (target: PlayTarget, input: unknown): EditVerdict => {
      const now = current.current;
      if (now.kind !== 'playing' || !sameTest(now.session, target)) return 'free';
      const kind = classifyEdit(registry, target, now.session.input, input).kind;
      if (kind === 'rules') return 'ask';
      if (kind === 'labels') {
        const result = attempt(() => relabelPlay(registry, now.session, input));
        if (result.ok) setView({ kind: 'playing', session: result.value });
      }
      return 'free';
    },
    [registry, setView],
  );

  /** The dice the next roll or round needs, for players rolling real dice. */
  const needsFor = useCallback(
    (target: PlayTarget, rounds: boolean) => {
      const going = ongoing(view, target);
      if (going) return { ok: true as const, value: going.needs };
      return attempt(() => startPlay(registry, { ...target, mode: rounds ? 'rounds' : 'whole' }).needs);
    },
    [registry, view],
  );

  return { view, generation, roll, playRound, finishRounds, replay, reset, edit, needsFor };
}

/** The play going on for this target, if any. */
function ongoing(view: PlayView, target: PlayTarget): PlaySession | undefined {
  return view.kind === 'playing' && sameTest(view.session, target) && view.session.input === target.input
    ? view.session
    : undefined;
}

function sameTest(session: PlaySession, target: PlayTarget): boolean {
  return session.system === target.system && session.test === target.test;
}
