import {
  type PlayView as CoreView,
  createPlayController,
  type PlayController,
  type PlayRecord,
  type PlaySession,
  type Registry,
} from '@verdict/core';
import { createSeed } from '@verdict/dice';
import { startingInput } from '@verdict/form';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type Problem, toProblem } from './problem.js';

/** What the play area shows: the controller's view, with what the engine threw said as a {@link Problem}. */
export type PlayView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'problem'; readonly problem: Problem }
  | { readonly kind: 'playing'; readonly session: PlaySession; readonly problem?: Problem }
  | { readonly kind: 'done'; readonly session: PlaySession; readonly replayed?: 'link' | 'history' };

/**
 * The play screen, bound to `@verdict/core`'s play controller with `useSyncExternalStore`: the selection, the
 * play, edits that ask before a restart, undo and the GM's round choices are the controller's; this hook only
 * turns its errors into problems. Records go to `onRecord` as they are filed (finished, or abandoned).
 */
export function usePlay(
  registry: Registry,
  onRecord: (record: PlayRecord) => void,
  initial?: { readonly system: string; readonly test: string; readonly input?: unknown },
) {
  const record = useRef(onRecord);
  record.current = onRecord;
  const [controller] = useState<PlayController>(() =>
    createPlayController({
      registry,
      newSeed: createSeed,
      startingInput,
      ...(initial ? { initial } : {}),
      onRecord: (filed) => record.current(filed),
    }),
  );
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const view = useMemo(() => problemView(snapshot.view), [snapshot.view]);
  return { ...controller, snapshot, selection: snapshot.selection, view, generation: snapshot.generation };
}

/** The play controller as bound by {@link usePlay}. */
export type BoundPlay = ReturnType<typeof usePlay>;

function problemView(view: CoreView): PlayView {
  if (view.kind === 'problem') return { kind: 'problem', problem: toProblem(view.error) };
  if (view.kind === 'playing' && 'error' in view) {
    return { kind: 'playing', session: view.session, problem: toProblem(view.error) };
  }
  return view;
}
