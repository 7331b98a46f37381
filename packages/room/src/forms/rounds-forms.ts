/**
 * @module
 * The forms of a room's tests of rounds as one observable model: per test, the GM's choices for its next round (drawn
 * from the test's choices schema), the faces rolled at the table for it, and a refused action in words; and the
 * form that starts a test round by round (its visibility and refusal). With each test's words as a screen heads it.
 * The screens draw it over the room view's `rounds` and call the tests' typed actions through it.
 */
import type { Registry } from '@verdict/core';
import type { Visibility } from '@verdict/fair';
import { readFaces, roundChoices } from '@verdict/form';
import type { RoomAction } from '../client/room-view-actions.js';
import type { RoundsTestView } from '../client/room-view-rounds.js';
import type { Appended, StartRoundsCommand } from '../client/types.js';
import { createFormStore, problemOf } from './form-store.js';
import type { TestChoice } from './test-choice.js';

/** One test's forms as typed so far. */
export interface RoundsFormState {
  readonly choices: unknown;
  readonly faces: string;
  readonly problem?: string;
}

/** Every test's forms, and the start form's. */
export interface RoundsFormsSnapshot {
  readonly tests: Readonly<Record<number, RoundsFormState>>;
  readonly start: { readonly visibility: string; readonly problem?: string };
}

const EMPTY: RoundsFormState = { choices: {}, faces: '' };

/**
 * A test of rounds' words as a screen heads it: which test, who plays it and where it stands, and whether the GM
 * has chosen for the next round.
 *
 * @example
 * roundsTestWords(test); // { heading: '#12 Ada: Mutual Contest of Wills', state: 'in play', nextChosen: 'The GM has chosen for round 3.' }
 */
export function roundsTestWords(test: RoundsTestView): {
  heading: string;
  state: string;
  nextChosen?: string;
} {
  return {
    heading: `#${test.seq} ${test.who}: ${test.title}`,
    state: test.status === 'playing' ? 'in play' : test.status,
    ...(test.nextChosen ? { nextChosen: `The GM has chosen for round ${test.rounds.length + 1}.` } : {}),
  };
}

/**
 * A test's own words (its `sides`, naming whose each GM choice is), when this registry knows the test.
 *
 * @example
 * roundsLabels(registry, test.subject)?.sides; // { first: 'First party', ... }
 */
export function roundsLabels(registry: Registry, subject: RoundsTestView['subject']) {
  try {
    return subject ? registry.test(subject.system, subject.test).labels : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tests of rounds' forms.
 *
 * @example
 * const forms = createRoundsForms();
 * forms.setFaces(12, '4 2');
 * await forms.playFaces(test); // test.next.run({ dice: [4, 2] })
 */
export function createRoundsForms() {
  const store = createFormStore<RoundsFormsSnapshot>({ tests: {}, start: { visibility: 'public' } });
  const formOf = (seq: number) => store.getSnapshot().tests[seq] ?? EMPTY;
  const change = (seq: number, patch: Partial<RoundsFormState>) =>
    store.update((s) => {
      const { problem: _problem, ...form } = s.tests[seq] ?? EMPTY;
      return { ...s, tests: { ...s.tests, [seq]: { ...form, ...patch } } };
    });
  /** Runs a test's action; a refusal is said on its test. */
  const act = async (seq: number, run: () => Promise<unknown>) => {
    change(seq, {});
    try {
      await run();
    } catch (error) {
      change(seq, { problem: problemOf(error) });
    }
  };
  const startWith = (patch: Partial<RoundsFormsSnapshot['start']>) =>
    store.update((s) => {
      const { problem: _problem, ...start } = s.start;
      return { ...s, start: { ...start, ...patch } };
    });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    test: formOf,
    setChoices: (seq: number, choices: unknown) => change(seq, { choices }),
    setFaces: (seq: number, faces: string) => change(seq, { faces }),
    /** Whether something is chosen for the next round (all "as the test says" is no choice). */
    canChoose: (seq: number) => roundChoices(formOf(seq).choices) !== undefined,
    /** Plays the next round with dice drawn from the room's seeds. */
    next: (test: RoundsTestView) => act(test.seq, () => test.next.run()),
    /** Plays the next round with the faces typed (whole numbers; whether each fits is the engine's to say). */
    playFaces(test: RoundsTestView) {
      const read = readFaces(formOf(test.seq).faces);
      return act(test.seq, () =>
        read.ok ? test.next.run({ dice: read.faces }) : Promise.reject(new Error(read.problem)),
      );
    },
    /** Makes the GM's choices for the next round. */
    choose: (test: RoundsTestView) =>
      act(test.seq, () => test.choose.run(roundChoices(formOf(test.seq).choices) ?? {})),
    abandon: (test: RoundsTestView) => act(test.seq, () => test.abandon.run()),
    setStartVisibility: (visibility: string) => startWith({ visibility }),
    /** Starts the chosen test round by round, seen by the visibility chosen. */
    async start(action: RoomAction<(command: StartRoundsCommand) => Promise<Appended>>, choice: TestChoice) {
      startWith({});
      try {
        const { system, test, input } = choice;
        const { visibility } = store.getSnapshot().start;
        await action.run({ system, test, input, visibility: visibility as Visibility });
      } catch (error) {
        startWith({ problem: problemOf(error) });
      }
    },
  };
}

/** The tests of rounds' forms' model (`createRoundsForms`). */
export type RoundsForms = ReturnType<typeof createRoundsForms>;
