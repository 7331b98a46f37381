/**
 * @module
 * The dice box's rolls this session, newest first: a small model (subscribe/getSnapshot) the page binds to, kept
 * while the tab is open, so a roll of a moment ago is one click from being rolled again. Nothing is stored.
 */

/** One roll: its notation and total. */
export interface PastRoll {
  readonly notation: string;
  readonly total: number;
}

/** At most this many rolls are kept; the oldest go first. */
export const HISTORY_SIZE = 20;

/** A history of rolls, newest first. */
export interface RollHistory {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => readonly PastRoll[];
  readonly add: (roll: PastRoll) => void;
}

/**
 * A new, empty history.
 *
 * @example
 * const history = createRollHistory();
 * history.add({ notation: '2d6', total: 7 });
 * history.getSnapshot(); // [{ notation: '2d6', total: 7 }]
 */
export function createRollHistory(): RollHistory {
  let rolls: readonly PastRoll[] = [];
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => rolls,
    add(roll) {
      rolls = [roll, ...rolls].slice(0, HISTORY_SIZE);
      for (const listener of listeners) listener();
    },
  };
}

/** This tab's history, kept across visits to the dice box. */
export const sessionRolls = createRollHistory();
