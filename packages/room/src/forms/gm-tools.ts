/**
 * @module
 * The GM's tools as an observable model: the request form (who rolls, which fields each player gives, a hidden
 * input, the rolls' visibility, a note), the sealed entry chosen to reveal, the confirm that ending the epoch or
 * closing asks for, and what the last action did, said until the log moves past the entry it appended (issue 37,
 * N13: "The epoch has ended…" lingered under the buttons); an action that appended nothing (a refusal) is said
 * until the next one. The screens draw it and pass the room view's actions in.
 */
import type { Registry } from '@verdict/core';
import type { RoomActions } from '../client/room-view-actions.js';
import type { Appended } from '../client/types.js';
import { endedWords } from '../describe/epoch-end-words.js';
import { playerFields } from '../describe/input-words.js';
import { createFormStore, problemOf } from './form-store.js';
import { requestParts } from './request-parts.js';
import type { TestChoice } from './test-choice.js';

/** What the GM's tools hold. */
export interface GmToolsState {
  /** The players ticked to roll (none: everyone). */
  readonly to: ReadonlySet<string>;
  /** The fields each player gives, ticked for the test `for` (`system/test`): another test starts them again. */
  readonly theirs: { readonly for: string; readonly fields: ReadonlySet<string> };
  readonly hidden: boolean;
  readonly visibility: string;
  readonly note: string;
  /** The sealed entry chosen to reveal, by seq ('' for none). */
  readonly reveal: string;
  /** Ending the epoch or closing, asked once and waiting for its confirm. */
  readonly confirm?: 'rotate' | 'close';
  /** What the last action did, and the entry it appended. */
  readonly said?: { readonly text: string; readonly seq?: number };
}

/** A field a player may be given, ticked or not. */
export interface TheirField {
  readonly field: string;
  readonly title: string;
  readonly theirs: boolean;
}

const keyOf = (choice: Pick<TestChoice, 'system' | 'test'>) => `${choice.system}/${choice.test}`;
const toggled = (set: ReadonlySet<string>, item: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
};

/**
 * The GM's tools over a registry (with the notation pseudo-system, as the room's forms use it).
 *
 * @example
 * const tools = createGmTools(registry);
 * tools.toggleTo('olaf', true);
 * await tools.send(choice, actions.request); // said: 'Request sent'
 */
export function createGmTools(registry: Registry) {
  const store = createFormStore<GmToolsState>({
    to: new Set(),
    theirs: { for: '', fields: new Set() },
    hidden: false,
    visibility: 'public',
    note: '',
    reveal: '',
  });
  const set = (patch: Partial<GmToolsState>) => store.update((s) => ({ ...s, ...patch }));
  const theirsOf = (choice: TestChoice) => {
    const { theirs } = store.getSnapshot();
    return theirs.for === keyOf(choice) ? theirs.fields : new Set<string>();
  };
  const say = (text: string | undefined, seq?: number) =>
    store.update(({ said: _said, ...s }) =>
      text === undefined ? s : { ...s, said: { text, ...(seq === undefined ? {} : { seq }) } },
    );
  /** Runs an action and says what it did (`done`, with what the epoch's end or the close made of the log). */
  const act = async (run: () => Promise<Appended>, done: string) => {
    say(undefined);
    try {
      const answer = await run();
      const words = endedWords(answer);
      say(words === '' ? done : `${done}: ${words}`, answer.entry.seq);
    } catch (error) {
      say(problemOf(error));
    }
  };
  const parts = (choice: TestChoice) =>
    requestParts(registry, choice, theirsOf(choice), store.getSnapshot().hidden);

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    toggleTo: (member: string, on: boolean) => set({ to: toggled(store.getSnapshot().to, member, on) }),
    /** Ticks a field each player gives, for the chosen test. */
    toggleTheirs: (choice: TestChoice, field: string, on: boolean) =>
      set({ theirs: { for: keyOf(choice), fields: toggled(theirsOf(choice), field, on) } }),
    setHidden: (hidden: boolean) => set({ hidden }),
    setVisibility: (visibility: string) => set({ visibility }),
    setNote: (note: string) => set({ note }),
    setReveal: (reveal: string) => set({ reveal }),
    /** Asks for the confirm of ending the epoch or closing (undefined: cancels it). */
    ask: (confirm: 'rotate' | 'close' | undefined) =>
      store.update(({ confirm: _confirm, ...s }) => (confirm ? { ...s, confirm } : s)),
    /** The fields a player may give of the chosen test, and which are ticked. */
    theirFields: (choice: TestChoice): TheirField[] => {
      const theirs = theirsOf(choice);
      return playerFields(registry, choice.system, choice.test, []).map(({ field, title }) => ({
        field,
        title,
        theirs: theirs.has(field),
      }));
    },
    /** The ticked fields of the chosen test (the form shows them as the players', not editable). */
    theirsOf,
    /** What the last action did, while the log (its newest seq) has not moved past its entry. */
    message(newest: number): string | undefined {
      const { said } = store.getSnapshot();
      return said && (said.seq === undefined || newest <= said.seq) ? said.text : undefined;
    },
    /** Whether the request may be sent: the action allowed and the input (or the GM's part of it) complete. */
    canSend: (choice: TestChoice, request: RoomActions['request']) =>
      request.allowed && (choice.valid || parts(choice).fixes !== undefined),
    /** Sends the request for the chosen test. */
    send(choice: TestChoice, request: RoomActions['request']) {
      const { to, visibility, hidden, note } = store.getSnapshot();
      return act(
        () =>
          request.run({
            to: to.size === 0 ? 'all' : [...to],
            system: choice.system,
            test: choice.test,
            ...parts(choice),
            ...(visibility === 'public' ? {} : { visibility }),
            ...(hidden ? { hidden: true } : {}),
            ...(note ? { note } : {}),
          }),
        'Request sent',
      );
    },
    /** Reveals the chosen sealed entry, then chooses none. */
    async reveal(reveal: RoomActions['reveal']) {
      const seq = store.getSnapshot().reveal;
      await act(() => reveal.run(Number(seq)), `Revealed #${seq}`);
      set({ reveal: '' });
    },
    /** Confirms the epoch's end or the close asked for (`revealAll`: every sealed entry revealed first). */
    confirmed(actions: Pick<RoomActions, 'rotate' | 'close'>, revealAll = false) {
      const { confirm } = store.getSnapshot();
      store.update(({ confirm: _confirm, ...s }) => s);
      if (confirm === 'close')
        return act(
          () => (revealAll ? actions.close.run({ revealAll: true }) : actions.close.run()),
          'The table is closed',
        );
      if (confirm === 'rotate') return act(() => actions.rotate.run(), 'The epoch has ended');
      return Promise.resolve();
    },
  };
}

/** The GM's tools' model (`createGmTools`). */
export type GmTools = ReturnType<typeof createGmTools>;
