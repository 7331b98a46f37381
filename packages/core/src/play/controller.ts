import type { DiceNeed } from '../contract.js';
import type { EngineOptions } from '../engine.js';
import { describeRegistry } from '../manifest.js';
import type { Registry } from '../registry.js';
import { roundChoices } from './choices.js';
import { classifyEdit, relabelPlay } from './edit.js';
import { recordPlay } from './record.js';
import {
  firstExample,
  firstSelection,
  openSelection,
  type Selection,
  type StartingInput,
  typed,
} from './selection.js';
import { playNext, playToEnd, startPlay } from './session.js';
import type { PlayRecord, PlaySession } from './types.js';

/** What the play area shows. `error` is what the engine threw (a `VerdictError` for a refused request). */
export type PlayView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'problem'; readonly error: unknown }
  | { readonly kind: 'playing'; readonly session: PlaySession; readonly error?: unknown }
  | { readonly kind: 'done'; readonly session: PlaySession; readonly replayed?: 'link' | 'history' };

/**
 * One step `undo` takes back: an input as it was ('input', with the play a restart filed as abandoned), or a
 * frontend's own change ('note': faces cleared from a dice prompt, a character deleted), given back for the
 * frontend to restore.
 */
export interface PlayUndoStep {
  readonly kind: 'input' | 'note';
  readonly system: string;
  readonly test: string;
  /** The input as it was ('input'); the input of the time for a 'note', which leaves it alone. */
  readonly input: unknown;
  /** What the step takes back, as the frontend says it ("typing in Name", "Loaded Olaf"). */
  readonly what?: string;
  /** The run of edits it stands for (typing in one field): the run's next edits join it. */
  readonly run?: string;
  /** The frontend's own state to bring back with it (a cursor, a prompt's text): kept, never read. */
  readonly keep?: unknown;
  /** A 'note' that any test may undo (a character deleted); other steps are undone on their own test. */
  readonly anyTest?: boolean;
  readonly resumes?: { readonly session: PlaySession; readonly record: PlayRecord };
}

/** How an edit is filed for undo (all optional: by default each edit is a step of its own). */
export interface EditOptions {
  /**
   * Edits of one run (typing in one field, its id) are one undo step: an edit joins the newest step when that step
   * is of the same run and nothing else happened since (another command, {@link PlayController.endRun}).
   */
  readonly run?: string;
  /** What the step takes back, said on undo. */
  readonly what?: string;
  /** The frontend's own state to bring back with the input (a cursor). */
  readonly keep?: unknown;
}

/** Everything a play screen shows; a new object only when something changed. */
export interface PlaySnapshot {
  readonly selection: Selection;
  readonly view: PlayView;
  /** Counts resets and restarts, so a dice entry starts empty for a new play. */
  readonly generation: number;
  /** An edit that changes the rules of the play going on, waiting for `confirmRestart` or `keepPlaying`. */
  readonly pending?: {
    readonly input: unknown;
    readonly paths: readonly (readonly (string | number)[])[];
    /** How the restart, once confirmed, is filed for undo. */
    readonly options?: EditOptions;
  };
  /** The GM's choices for the next round, as edited; cleared once a round is played with them. */
  readonly choices?: unknown;
  readonly undo: readonly PlayUndoStep[];
  /** This sitting's plays, newest first: finished ones, and abandoned ones (a restart, another test). */
  readonly history: readonly PlayRecord[];
}

/** What a controller is made with. Pure: seeds come from `newSeed` (or `engine.random`), never from a clock. */
export interface PlayControllerOptions {
  readonly registry: Registry;
  /** The seed of each new play's generated dice; without it the session makes one from `engine.random`. */
  readonly newSeed?: () => string;
  readonly engine?: EngineOptions;
  /** The input a test starts from (a frontend passes the form's defaults); default: its first example's. */
  readonly startingInput?: StartingInput;
  /** The test to open first, with its input; default: the first test. */
  readonly initial?: { readonly system: string; readonly test: string; readonly input?: unknown };
  /** Told of each record as it is filed in the history (to keep it in a file or the browser's storage). */
  readonly onRecord?: (record: PlayRecord) => void;
}

/** What an input edit did: applied at once ('free'), or waiting for the question ('ask'). */
export type EditAnswer = 'free' | 'ask';

/** Undo steps kept: enough for a sitting, bounded so a long one does not grow without end. */
const UNDO_LIMIT = 200;

/**
 * The play screen's logic, for every frontend: the selection (system, test, input), the play going on through
 * {@link startPlay}/{@link playNext}, edits that keep the play (a name) or ask to restart it (the rules), undo,
 * the sitting's history of records and the GM's round choices. Shaped like an external store
 * (`subscribe`/`getSnapshot`, as `useSyncExternalStore` and TanStack Query's observers are).
 *
 * @example
 * const play = createPlayController({ registry, initial: { system: 'coin', test: 'duel' } });
 * play.subscribe(() => render(play.getSnapshot()));
 * play.playRound();            // round 1, generated
 * play.edit({ maxRounds: 9 }); // 'ask': the rules change; play.confirmRestart() or play.keepPlaying()
 */
export function createPlayController(options: PlayControllerOptions) {
  const { registry, engine = {} } = options;
  const systems = describeRegistry(registry).systems;
  const start = options.startingInput ?? firstExample;
  const listeners = new Set<() => void>();
  let snap: PlaySnapshot = {
    selection: firstSelection(systems, start, options.initial),
    view: { kind: 'idle' },
    generation: 0,
    undo: [],
    history: [],
  };

  /** The run the newest undo step stands for, while its edits go on (anything else ends it). */
  let openRun: string | undefined;
  const set = (next: PlaySnapshot) => {
    openRun = undefined;
    if (next === snap) return;
    const filed = next.history.length > snap.history.length && next.history[0] !== snap.history[0];
    snap = next;
    if (filed) options.onRecord?.(next.history[0]!);
    for (const listener of listeners) listener();
  };
  const seeded = () => (options.newSeed ? { seed: options.newSeed() } : {});
  const target = () => ({
    system: snap.selection.system,
    test: snap.selection.test,
    input: snap.selection.input,
  });
  /** The play going on for the selected test and input, if any. */
  const ongoing = (): PlaySession | undefined => {
    const { view, selection } = snap;
    return view.kind === 'playing' &&
      view.session.system === selection.system &&
      view.session.test === selection.test &&
      view.session.input === selection.input
      ? view.session
      : undefined;
  };
  /** The play going on filed as abandoned (when it played a round), and the history with it. */
  const abandon = (): { history: readonly PlayRecord[]; record?: PlayRecord } => {
    const { view } = snap;
    if (view.kind !== 'playing' || view.session.rounds.length === 0) return { history: snap.history };
    const record = recordPlay(registry, view.session);
    return { history: [record, ...snap.history], record };
  };
  /** The view after a roll: the GM's choices were for it, so the next one starts "as the test says". */
  const shown = (from: PlaySnapshot, session: PlaySession, replayed?: 'link' | 'history'): PlaySnapshot => {
    const { choices: _made, ...base } = from;
    if (session.status !== 'done') return { ...base, view: { kind: 'playing', session } };
    const history = replayed ? base.history : [recordPlay(registry, session), ...base.history];
    return { ...base, history, view: { kind: 'done', session, ...(replayed ? { replayed } : {}) } };
  };
  /**
   * The play going on with an input that only renames: played again with the new names; an input the test refuses
   * (a name too long) keeps the rounds played, with the refusal beside them, until the name is put right.
   */
  const relabeled = (session: PlaySession, input: unknown): PlayView => {
    try {
      return { kind: 'playing', session: relabelPlay(registry, session, input) };
    } catch (error) {
      return { kind: 'playing', session: { ...session, input }, error };
    }
  };
  const pushUndo = (step: PlayUndoStep) => [...snap.undo, step].slice(-UNDO_LIMIT);
  /** An input step: what it takes back and keeps, as the edit's options say. */
  const inputStep = (options: EditOptions = {}): PlayUndoStep => ({
    kind: 'input',
    ...target(),
    ...(options.what === undefined ? {} : { what: options.what }),
    ...(options.run === undefined ? {} : { run: options.run }),
    ...(options.keep === undefined ? {} : { keep: options.keep }),
  });
  /** The undo steps after an edit: a run's next edit joins its step, any other edit is a new step. */
  const undoAfter = (options: EditOptions = {}) => {
    const top = snap.undo.at(-1);
    const joins = options.run !== undefined && openRun === options.run && top?.run === options.run;
    return joins ? snap.undo : pushUndo(inputStep(options));
  };
  const withoutPending = (): PlaySnapshot => {
    const { pending: _pending, ...rest } = snap;
    return rest;
  };
  /** Opens another selection: a play going on is filed as abandoned, and the choices go. */
  const open = (selection: Selection) => {
    if (selection === snap.selection) return;
    const { pending: _p, choices: _c, ...rest } = snap;
    set({
      ...rest,
      history: abandon().history,
      selection,
      view: { kind: 'idle' },
      generation: snap.generation + 1,
    });
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): PlaySnapshot => snap,
    selectSystem: (system: string) => open(openSelection(systems, start, snap.selection, { system })),
    selectTest: (test: string) =>
      open(openSelection(systems, start, snap.selection, { system: snap.selection.system, test })),
    /** Opens a test with this input (a follow-up, a preset, a share link). */
    load: (system: string, test: string, input: unknown) =>
      open(openSelection(systems, start, snap.selection, { system, test, input })),

    /**
     * An edit of the input: 'free' when it is simply made (no play going on, or it only renames: the play goes on
     * with the new names); 'ask' when it changes the rules of the play going on: held as `pending`.
     */
    edit(input: unknown, options?: EditOptions): EditAnswer {
      const session = ongoing();
      const kind = session ? classifyEdit(registry, session, session.input, input).kind : 'none';
      if (session && kind === 'rules') {
        const paths = classifyEdit(registry, session, session.input, input).paths;
        set({ ...snap, pending: { input, paths, ...(options ? { options } : {}) } });
        return 'ask';
      }
      const undo = undoAfter(options);
      let view = snap.view;
      if (session && kind === 'labels') view = relabeled(session, input);
      else if (session) view = { kind: 'playing', session: { ...session, input } };
      set({ ...withoutPending(), selection: typed(snap.selection, input), view, undo });
      if (options?.run !== undefined) openRun = options.run;
      return 'free';
    },
    /** Yes to the question: the old play goes to the history as abandoned, and the input takes the change. */
    confirmRestart() {
      if (!snap.pending) return;
      const { history, record } = abandon();
      const session = ongoing();
      const step: PlayUndoStep = {
        ...inputStep(snap.pending.options),
        ...(session && record ? { resumes: { session, record } } : {}),
      };
      set({
        ...withoutPending(),
        selection: typed(snap.selection, snap.pending.input),
        history,
        view: { kind: 'idle' },
        generation: snap.generation + 1,
        undo: pushUndo(step),
      });
    },
    /** No to the question: the change is dropped and the play goes on. */
    keepPlaying() {
      if (!snap.pending) return;
      // The form redraws from the play's input, dropping what was typed.
      set({ ...withoutPending(), selection: { ...snap.selection, formKey: snap.selection.formKey + 1 } });
    },

    /**
     * A frontend's own change as an undo step ('note'): `undo` gives it back, with `keep`, for the frontend to
     * restore; the input is left alone. `anyTest`: undone on any test (a change outside the play, a character);
     * `run`: the run's next notes join it (the step keeps the first one's `keep`), as edits do.
     */
    note(what: string, keep: unknown, options: { readonly anyTest?: boolean; readonly run?: string } = {}) {
      const top = snap.undo.at(-1);
      const joins = options.run !== undefined && openRun === options.run && top?.run === options.run;
      const step: PlayUndoStep = {
        kind: 'note',
        ...target(),
        what,
        keep,
        ...(options.anyTest ? { anyTest: true } : {}),
        ...(options.run === undefined ? {} : { run: options.run }),
      };
      if (!joins) set({ ...snap, undo: pushUndo(step) });
      openRun = options.run;
    },
    /** Ends the run of edits going on: the next edit is a step of its own (the frontend moved to another field). */
    endRun() {
      openRun = undefined;
    },

    /**
     * Takes back the newest step and gives it back (undefined: nothing to undo, or the newest step is another
     * test's). An input edit's input returns (a restart's too: the old play goes on, out of the history; an input
     * that would change the rules of the play going on asks first, as `pending`); a 'note' is the frontend's to
     * restore.
     */
    undo(): PlayUndoStep | undefined {
      const step = snap.undo.at(-1);
      const own = step && step.system === snap.selection.system && step.test === snap.selection.test;
      if (!step || !(own || step.anyTest)) return undefined;
      const base: PlaySnapshot = { ...withoutPending(), undo: snap.undo.slice(0, -1) };
      if (step.kind === 'note') {
        set({ ...snap, undo: base.undo });
        return step;
      }
      const selection = { ...typed(snap.selection, step.input), formKey: snap.selection.formKey + 1 };
      if (step.resumes && snap.view.kind !== 'playing') {
        const history = snap.history.filter((record) => record !== step.resumes!.record);
        set({ ...base, selection, history, view: { kind: 'playing', session: step.resumes.session } });
        return step;
      }
      const session = ongoing();
      const kind = session ? classifyEdit(registry, session, session.input, step.input).kind : 'none';
      if (session && kind === 'rules') {
        set({ ...base, pending: { input: step.input, paths: [] } });
        return step;
      }
      const view: PlayView = session
        ? kind === 'labels'
          ? relabeled(session, step.input)
          : { kind: 'playing', session }
        : snap.view;
      set({ ...base, selection, view });
      return step;
    },

    /** The GM's choices for the next round, as edited (unset ones play "as the test says"). */
    setChoices(choices: unknown) {
      if (choices === snap.choices) return;
      const { choices: _old, ...rest } = snap;
      set(choices === undefined ? rest : { ...rest, choices });
    },

    /**
     * Resolves the whole test: generated dice from a new seed, or the faces entered. A play going on round by round
     * is filed as abandoned once the roll is made; a refused roll keeps it, with the error beside its rounds.
     */
    roll(faces?: readonly number[]) {
      const { history } = abandon();
      const { view } = snap;
      try {
        const session = startPlay(registry, { ...target(), mode: 'whole', ...(faces ? {} : seeded()) });
        set(shown({ ...snap, history }, playNext(registry, session, faces ? { dice: faces } : {}, engine)));
      } catch (error) {
        const kept: PlayView =
          view.kind === 'playing'
            ? { kind: 'playing', session: view.session, error }
            : { kind: 'problem', error };
        set({ ...snap, view: kept });
      }
    },
    /**
     * Plays the next round of the play going on, else of a new one, with the GM's choices made for it. A refused
     * round keeps the rounds so far and the choices; the error shows beside them.
     */
    playRound(faces?: readonly number[]) {
      const going = ongoing();
      const { choices } = snap;
      try {
        const session = going ?? startPlay(registry, { ...target(), mode: 'rounds', ...seeded() });
        const made = roundChoices(choices);
        const roll = { ...(faces ? { dice: faces } : {}), ...(made ? { choices: made } : {}) };
        set(shown(snap, playNext(registry, session, roll, engine)));
      } catch (error) {
        set({
          ...snap,
          view: going ? { kind: 'playing', session: going, error } : { kind: 'problem', error },
        });
      }
    },
    /** Plays the remaining rounds at once, with generated dice from the play's seed. */
    finishRounds() {
      const { view } = snap;
      if (view.kind !== 'playing') return;
      try {
        set(shown(snap, playToEnd(registry, view.session, engine)));
      } catch (error) {
        set({ ...snap, view: { ...view, error } });
      }
    },
    /** Shows a play again (from a share link or the history), without adding it to the history. */
    replay(play: () => PlaySession, from: 'link' | 'history') {
      try {
        set(shown(snap, play(), from));
      } catch (error) {
        set({ ...snap, view: { kind: 'problem', error } });
      }
    },
    /** Clears the play area; a play going on is filed as abandoned. */
    reset() {
      set({
        ...withoutPending(),
        history: abandon().history,
        view: { kind: 'idle' },
        generation: snap.generation + 1,
      });
    },
    /** The dice the next roll or round needs, for players rolling real dice; throws the engine's errors. */
    needs(rounds: boolean): readonly DiceNeed[] {
      return (
        ongoing()?.needs ?? startPlay(registry, { ...target(), mode: rounds ? 'rounds' : 'whole' }).needs
      );
    },
    /** The play going on for the selected test and input, if any. */
    ongoing,
  };
}

/** A play controller: see {@link createPlayController}. */
export type PlayController = ReturnType<typeof createPlayController>;
