/**
 * @module
 * A room screen's typed prompt as a model (issue 36, moved from the CLI's room screen): which prompt is open (a
 * roll, a secret roll, an answer's part, a request, a reveal, the GM's yes/no before ending the epoch or closing, a
 * test started round by round or a request answered so, the faces of my next round, the GM's choices for a round), what is typed, the roll's visibility and client seed, the last message, and what Backspace and Esc took
 * (brought back by `undo`). `submit` reads the line (`words/prompt-lines.ts`), checks it here and runs the room
 * view's typed action; a line no server answered (nothing was refused) comes back to send again. A frontend maps its
 * keys onto these methods and draws the snapshot; the same words reach every screen that binds it.
 *
 * The model is pure: a fresh client seed, a player's typed part (a client's saved characters) and how a refusal
 * reads come in as options.
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry, Visibility } from '@verdict/fair';
import { applyFieldPairs, readFaces, roundChoices } from '@verdict/form';
import { endedWords } from '../describe/epoch-end-words.js';
import { checkRollHere, revealSeqOf } from '../words/checks-here.js';
import { readRequestLine, readRollLine } from '../words/prompt-lines.js';
import { RoomCallError } from './call.js';
import type { RoomScreen } from './room-view.js';

/** What the keys do now: pick an action, or type into one of the prompts (or answer a yes/no question). */
export type PromptMode =
  | 'keys'
  | 'roll'
  | 'secret'
  | 'answer'
  | 'request'
  | 'reveal'
  | 'epoch'
  | 'close'
  /** A test started round by round (`<system> <test> field=value`), or a request answered so (`#8`). */
  | 'rounds'
  /** The GM's choices for the next round of the test waiting for them (`criticalSuccess.first=penalty`). */
  | 'choose'
  /** Entered faces for the next round of my own test (`4, 17`). */
  | 'faces';

/** The prompt as a screen shows it. */
export interface PromptState {
  readonly mode: PromptMode;
  readonly draft: string;
  /** The visibility the Roll prompt sends with. */
  readonly visibility: Visibility;
  /** The client seed the next roll or answer sends (a fresh one after each). */
  readonly seed: string;
  readonly message: string;
  /** The request in parts the 'answer' prompt answers. */
  readonly answering?: RequestEntry;
}

/** What the prompt is given besides the room view. */
export interface RoomPromptOptions {
  readonly registry: Registry;
  /** The room view now (its members, requests, sealed entries and actions). */
  screen(): RoomScreen;
  /** A fresh client seed (the caller's randomness). */
  freshSeed(): string;
  /** The player's part of a request in parts, from the typed line; throws a readable Error. */
  answerPart(line: string, request: RequestEntry): unknown;
  /** The line a request's part starts with (a saved character's name), if any. */
  offered?(request: RequestEntry): string | undefined;
  /** A refused action's error as this screen says it (the problem, then its fields). */
  refusal?(error: unknown): Error;
  /** Whether no server answered the call (nothing was refused); by default, the client's call error with no status. */
  unreachable?(error: unknown): boolean;
  /** How to undo a cleared prompt, in the screen's words (`u undoes`). */
  undoHint?: string;
  /** Whether I am the GM before the room view says (a kept seat's role); the view's `gm` once it has. */
  gm?(): boolean;
}

/** The prompt's observer and what a screen's keys call. */
export interface RoomPrompt {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PromptState;
  /** Opens a prompt (the GM's only for a secret roll, a request, a reveal, an epoch's end or a close). */
  open(mode: Exclude<PromptMode, 'keys' | 'answer'>): void;
  /** Types at the end of the open prompt. */
  type(text: string): void;
  /** Takes the last character (a run of erasures is one undo step). */
  erase(): void;
  /** Closes the open prompt, its line kept for `undo`. */
  clear(): void;
  /** Brings back what the last `erase` run or `clear` took. */
  undo(): void;
  /** The Roll (or Round by round) prompt's next visibility (public, result only, blind). */
  nextVisibility(): void;
  /** Sends the open prompt's line (or says what is wrong with it, the line kept to mend). */
  submit(): void;
  /** The GM's answer to the yes/no of an epoch's end or a close (`all`: reveal every sealed entry, then close). */
  confirm(answer: 'yes' | 'all' | 'no'): void;
  /** Answers the n-th request waiting (from 1); a request in parts opens the 'answer' prompt for the player's part. */
  answerWaiting(n: number): void;
  /** Plays the next round of my own test in play. */
  nextRound(): void;
  /** Says something in the message line. */
  say(message: string): void;
}

const ROLLED_WITH: readonly Visibility[] = ['public', 'outcome', 'blind'];
const GM_ONLY = new Set<PromptMode>(['secret', 'request', 'reveal', 'epoch', 'close', 'choose']);

/** No server answered the call (the network): nothing was refused, so the line may be sent again. */
const noAnswer = (error: unknown) => error instanceof RoomCallError && error.status === 0;

/**
 * The prompt over a room view.
 *
 * @example
 * const prompt = createRoomPrompt({ registry, screen: view.getSnapshot, freshSeed, answerPart });
 * prompt.open('roll');
 * prompt.type('4d6kh3');
 * prompt.submit(); // 'Rolled with client seed …', or the refusal's words
 */
export function createRoomPrompt(options: RoomPromptOptions): RoomPrompt {
  const { registry } = options;
  const listeners = new Set<() => void>();
  let state: PromptState = {
    mode: 'keys',
    draft: '',
    visibility: 'public',
    seed: options.freshSeed(),
    message: '',
  };
  const set = (next: Partial<PromptState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const freshSeed = () => set({ seed: options.freshSeed() });
  // What Backspace and Esc took, newest last; a run of erasures is one step.
  const undoStack: { mode: PromptMode; draft: string }[] = [];
  let erasing = false;

  // `kept`: the prompt a send came from. When no server answered, it comes back typed as it was, unless another
  // prompt was opened meanwhile (the CLI's earlier review's 9: the typed roll was lost).
  const act = <T>(
    what: Promise<T>,
    done: string | ((answer: T) => string),
    kept?: { mode: PromptMode; draft: string },
  ) => {
    set({ message: '…' });
    what.then(
      (answer) => set({ message: typeof done === 'string' ? done : done(answer) }),
      (raw: unknown) => {
        const error = options.refusal ? options.refusal(raw) : (raw as Error);
        if (!kept || !(options.unreachable ?? noAnswer)(raw) || state.mode !== 'keys') {
          set({ message: `Refused: ${error.message}` });
          return;
        }
        set({
          mode: kept.mode,
          draft: kept.draft,
          message: `Not sent: ${error.message} · the line is kept: Enter sends it again`,
        });
      },
    );
  };

  /** Sends the line of a prompt; throws a readable Error for a line that cannot be sent. */
  const send = (mode: PromptMode, line: string) => {
    const screen = options.screen();
    const { actions } = screen;
    if (mode === 'roll' || mode === 'secret') {
      const roll = readRollLine(line, registry);
      // A system's roll is resolved here first, as `room roll` does: a roll the live check already refuses is not
      // sent, and the line stays to mend. Notation is the server's to check (its cost).
      if (registry.systems.some((system) => system.id === roll.system)) checkRollHere(registry, roll);
      const clientSeed = roll.clientSeed ?? state.seed;
      act(
        actions.roll.run({
          system: roll.system,
          test: roll.test,
          input: roll.input,
          clientSeed,
          visibility: mode === 'secret' ? 'gm' : state.visibility,
        }),
        `Rolled with client seed ${clientSeed}`,
        { mode, draft: line },
      );
      freshSeed();
    } else if (mode === 'answer' && state.answering) {
      const { seq } = state.answering;
      const input = options.answerPart(line, state.answering);
      act(actions.answer.run(seq, { input, clientSeed: state.seed }), `Answered #${seq}`);
      freshSeed();
    } else if (mode === 'request') {
      const { to, system, test, input, hidden, note } = readRequestLine(line, registry, screen.members);
      act(
        actions.request.run({
          to,
          system,
          test,
          input,
          ...(hidden ? { hidden: true } : {}),
          ...(note ? { note } : {}),
        }),
        'Request sent',
      );
    } else if (mode === 'rounds') {
      // `#8` answers request 8 round by round (a hidden request asking a test of rounds); else a test is started.
      const answering = /^#(\d{1,9})$/.exec(line.trim());
      if (answering) {
        const request = Number(answering[1]);
        act(screen.startRounds.run({ request }), `Answering #${request} round by round`);
        return;
      }
      const { system, test, input } = readRollLine(line, registry);
      act(
        screen.startRounds.run({ system, test, input, visibility: state.visibility }),
        'Started round by round',
        { mode, draft: line },
      );
    } else if (mode === 'choose') {
      const test = screen.rounds.find((each) => each.choose.allowed);
      if (!test) throw new Error('No test of rounds waits for your choice');
      if (!test.choicesSchema) throw new Error(`${test.title} takes no choices this screen knows`);
      const choices = roundChoices(
        applyFieldPairs({}, line.trim().split(/\s+/).filter(Boolean), test.choicesSchema),
      );
      if (choices === undefined)
        throw new Error('Choose something: field=value, e.g. criticalSuccess.first=penalty');
      act(test.choose.run(choices), `Chosen for round ${test.rounds.length + 1} of #${test.seq}`);
    } else if (mode === 'faces') {
      const test = screen.rounds.find((each) => each.next.allowed);
      if (!test) throw new Error('No test of yours is in play round by round');
      const faces = readFaces(line);
      if (!faces.ok) throw new Error(faces.problem);
      if (faces.faces.length === 0) throw new Error('Type the faces you rolled, e.g. 4, 17');
      act(
        test.next.run({ dice: faces.faces }),
        `Played round ${test.rounds.length + 1} of #${test.seq} with your dice`,
      );
    } else if (mode === 'reveal') {
      // Checked against the sealed entries the screen lists: nothing is sent for a wrong seq.
      const seq = revealSeqOf(
        line,
        screen.sealed.map((choice) => choice.seq),
      );
      if (!seq.ok) throw new Error(seq.problem);
      act(actions.reveal.run(seq.value), `Revealed #${seq.value}`);
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    open(mode) {
      if (GM_ONLY.has(mode) && !(options.gm ? options.gm() : options.screen().gm)) return;
      erasing = false;
      set({ mode, message: '' });
    },
    type(text) {
      if (state.mode === 'keys' || state.mode === 'epoch' || state.mode === 'close') return;
      erasing = false;
      set({ draft: state.draft + text });
    },
    erase() {
      if (state.draft !== '' && !erasing) undoStack.push({ mode: state.mode, draft: state.draft });
      erasing = true;
      set({ draft: state.draft.slice(0, -1) });
    },
    clear() {
      const { mode, draft } = state;
      erasing = false;
      if (draft !== '') undoStack.push({ mode, draft });
      const hint = options.undoHint ? ` · ${options.undoHint}` : '';
      set({ mode: 'keys', draft: '', ...(draft !== '' ? { message: `Cleared the prompt${hint}` } : {}) });
    },
    undo() {
      erasing = false;
      const step = undoStack.pop();
      if (!step) set({ message: 'Nothing to undo' });
      else set({ mode: step.mode, draft: step.draft, message: 'Undone' });
    },
    nextVisibility() {
      erasing = false;
      if (state.mode !== 'roll' && state.mode !== 'rounds') return;
      set({ visibility: ROLLED_WITH[(ROLLED_WITH.indexOf(state.visibility) + 1) % ROLLED_WITH.length]! });
    },
    submit() {
      erasing = false;
      try {
        send(state.mode, state.draft);
      } catch (error) {
        set({ message: (error as Error).message });
        return;
      }
      set({ mode: 'keys', draft: '' });
    },
    confirm(answer) {
      const { mode } = state;
      if (mode !== 'epoch' && mode !== 'close') return;
      set({ mode: 'keys' });
      if (answer === 'no' || (answer === 'all' && mode === 'epoch')) return;
      const { actions } = options.screen();
      const done = mode === 'epoch' ? 'Epoch ended' : 'Room closed';
      act(
        mode === 'epoch'
          ? actions.rotate.run()
          : actions.close.run(answer === 'all' ? { revealAll: true } : {}),
        (ended) => {
          const words = endedWords(ended);
          return words === '' ? done : `${done} · ${words}`;
        },
      );
    },
    answerWaiting(n) {
      const screen = options.screen();
      const request = screen.waiting[n - 1]?.request;
      if (!request) return;
      if (request.fixes !== undefined) {
        // A request in parts: the player gives their part (a saved character, offered when one fits, or fields).
        set({ answering: request, draft: options.offered?.(request) ?? '', mode: 'answer', message: '' });
        return;
      }
      act(screen.actions.answer.run(request.seq, { clientSeed: state.seed }), `Answered #${request.seq}`);
      freshSeed();
    },
    nextRound() {
      // The next round of my own test in play (the room view says which may be played, and why not).
      const test = options.screen().rounds.find((each) => each.next.allowed);
      if (!test) set({ message: 'No test of yours is in play round by round' });
      else act(test.next.run(), `Played round ${test.rounds.length + 1} of #${test.seq}`);
    },
    say(message) {
      set({ message });
    },
  };
}

/**
 * The connection and the room in a word or two, for a screen's header: `live`, `reconnecting`, `live · closed`
 * (reveals may still come), `closed`.
 *
 * @example
 * statusWords(screen.status, screen.closed); // 'live · closed'
 */
export function statusWords(status: RoomScreen['status'], closed: boolean): string {
  if (status === 'closed') return 'closed';
  return `${status}${closed ? ' · closed' : ''}`;
}
