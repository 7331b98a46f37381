/**
 * @module
 * A room's roll form as an observable model (issue 36, moved from the web's roll form, which kept it in React): the
 * visibility chosen, the client seed (fresh for each roll unless the player types one; an emptied field gets a fresh
 * one), the roll in flight and the last refusal. `roll` sends the test chosen through the room view's `roll` action.
 * A fresh seed is the caller's randomness (`freshSeed`), so the model stays pure.
 */
import type { Appended, RollCommand } from '../client/types.js';
import { createFormStore, problemOf } from './form-store.js';
import type { TestChoice } from './test-choice.js';

/** What the roll form holds. */
export interface RollFormState {
  readonly visibility: string;
  readonly seed: string;
  readonly busy: boolean;
  readonly problem?: string;
}

/**
 * The roll form: `roll(choice, send)` rolls the chosen test with the form's visibility and seed, then makes a fresh
 * seed; a refusal is kept as `problem` until the next roll.
 *
 * @example
 * const form = createRollForm(freshClientSeed);
 * await form.roll(choice, actions.roll.run);
 */
export function createRollForm(freshSeed: () => string) {
  const store = createFormStore<RollFormState>({ visibility: 'public', seed: freshSeed(), busy: false });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setVisibility: (visibility: string) => store.update((s) => ({ ...s, visibility })),
    setSeed: (seed: string) => store.update((s) => ({ ...s, seed })),
    /** Whether Roll may be pressed: nothing in flight, the action allowed and the input valid. */
    canRoll: (choice: TestChoice, allowed: boolean) => !store.getSnapshot().busy && allowed && choice.valid,
    async roll(choice: TestChoice, send: (command: RollCommand) => Promise<Appended>): Promise<void> {
      const { visibility, seed } = store.getSnapshot();
      store.update(({ problem: _problem, ...s }) => ({ ...s, busy: true }));
      try {
        const { system, test, input } = choice;
        await send({ system, test, input, clientSeed: seed.trim() || freshSeed(), visibility });
        store.update((s) => ({ ...s, busy: false, seed: freshSeed() }));
      } catch (error) {
        store.update((s) => ({ ...s, busy: false, problem: problemOf(error) }));
      }
    },
  };
}

/** The roll form's model. */
export type RollForm = ReturnType<typeof createRollForm>;
