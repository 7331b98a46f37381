import type { CharacterStore } from '../characters.js';
import type { PlayDeps } from './actions.js';

/** The keys Ink reports (a subset of its `Key`). */
export interface KeyInfo {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly tab?: boolean;
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  /** Alt (or Esc before the key, as terminals send Alt): Alt+letter runs a command even inside a text field. */
  readonly meta?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
  readonly pageUp?: boolean;
  readonly pageDown?: boolean;
}

/** A test's input schema, from the manifest. */
export type Schema = Record<string, unknown>;

/** Everything a key may use besides the state. */
export interface KeyDeps extends PlayDeps {
  readonly store: CharacterStore;
  readonly exit: () => void;
  /**
   * The result panel as last drawn: its lines, the lines it has room for and the first shown (PgUp/PgDn scroll it).
   */
  readonly resultView?: () => { lines: number; room: number; start: number } | undefined;
}

/** A cursor moved by `delta` in a list of `length` rows, kept on the list. */
export function move(index: number, delta: number, length: number): number {
  return Math.min(Math.max(0, index + delta), Math.max(0, length - 1));
}

/** Alt+letter (Esc then the letter): a command, wherever the cursor is (a text field too). */
export function altCommand(input: string, key: KeyInfo): boolean {
  return Boolean(key.meta) && !key.escape && /^[a-z?+]$/.test(input);
}

/** A printable character typed (Space included: a focused text field takes it like any letter). */
export function typed(input: string, key: KeyInfo): boolean {
  return input.length === 1 && !key.ctrl && !key.meta && /^\P{Cc}$/u.test(input);
}
