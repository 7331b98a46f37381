/**
 * @module
 * The state of a screen's form as an observable object (`subscribe`, `getSnapshot`), the shape every shared model
 * has: the room's forms (a request's answer, the GM's request, a test of rounds' choices) keep their state here, so
 * each frontend binds it (`useSyncExternalStore` on the web) rather than keeping its own.
 */

/** An observable state: a snapshot that changes only through `update`. */
export interface FormStore<TState> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TState;
  /** Replaces the state with what `change` makes of it, and tells the listeners. */
  update(change: (state: TState) => TState): void;
}

/**
 * A form's observable state, starting at `initial`.
 *
 * @example
 * const store = createFormStore({ note: '' });
 * store.update((s) => ({ ...s, note: 'the lock' }));
 */
export function createFormStore<TState>(initial: TState): FormStore<TState> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    update(change) {
      const next = change(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

/** What a refused action says: its error's message. */
export const problemOf = (error: unknown): string => (error as Error).message;
