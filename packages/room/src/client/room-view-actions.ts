/**
 * @module
 * What this member may do in the room now, as typed actions: each says whether it is allowed and, when it is
 * not, why in a sentence a person reads; running one that is not allowed rejects with that sentence and sends
 * nothing. Screens call these, never a route by its name.
 */
import type { Visibility } from '@verdict/fair';
import { visibilitiesFor } from '../rules/vocabulary.js';
import { RoomCallError } from './call.js';
import type { RoomClient } from './room-client.js';
import type { Appended, RequestCommand, RollCommand, RoomMember } from './types.js';

/** One action: allowed now, or why not; `run` does it. */
export interface RoomAction<Run extends (...args: never[]) => Promise<unknown>> {
  readonly allowed: boolean;
  /** Why it is not allowed now, in a sentence; absent when it is. */
  readonly why?: string;
  readonly run: Run;
}

/** Every action a room screen offers. */
export interface RoomActions {
  /** A roll of my own (a fresh client seed is made unless the command gives one or dice). */
  readonly roll: RoomAction<(command: RollCommand) => Promise<Appended>>;
  /** An answer to a request waiting for me (`input`: my part of a request in parts). */
  readonly answer: RoomAction<(request: number, command?: Omit<RollCommand, 'request'>) => Promise<Appended>>;
  /** The GM asks one player, several or everyone for a roll. */
  readonly request: RoomAction<(command: RequestCommand) => Promise<Appended>>;
  /** The GM reveals a sealed entry (`sealed` in the view lists them). */
  readonly reveal: RoomAction<(seq: number) => Promise<Appended>>;
  /** The GM ends the epoch: its server seed is published. */
  readonly rotate: RoomAction<() => Promise<Appended>>;
  /** The GM closes the table (`revealAll`: every sealed entry is revealed first). */
  readonly close: RoomAction<(options?: { revealAll?: boolean }) => Promise<Appended>>;
  /** The whole log as the server exports it (JSON text, verifiable). */
  readonly export: RoomAction<() => Promise<string>>;
}

/** A visibility this member may roll with, in the table's words. */
export interface VisibilityChoice {
  readonly visibility: Visibility;
  readonly label: string;
  /** What it means for this member, in a sentence or two, to show where it is chosen. */
  readonly help: string;
}

const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public: everyone sees everything',
  outcome: 'Result only: everyone sees the result',
  blind: 'Blind: only the GM sees it',
  gm: 'Secret: only you (GM)',
};

/**
 * What each visibility means, for a GM and for a player. For the GM, Blind and Secret hide the same things (only
 * the GM sees the result): Blind is the players' way to roll for the GM's eyes only, and its help says so.
 */
const VISIBILITY_HELP: Record<'gm' | 'player', Partial<Record<Visibility, string>>> = {
  gm: {
    public: 'Everyone sees the roll whole: what it was against, the dice and the result.',
    outcome: 'Everyone sees the result; what it was against and the dice stay sealed until you reveal them.',
    gm: 'Only you see it. Players see that you rolled this test, not what it was against, the dice or the result, until you reveal it.',
    blind:
      'For you the same as Secret: only you see the result. Blind is how players roll for your eyes only; as GM, choose Secret.',
  },
  player: {
    public: 'Everyone sees the roll whole: what it was against, the dice and the result.',
    outcome:
      'Everyone sees the result; what it was against and the dice stay sealed for all but you and the GM, until the GM reveals them.',
    blind:
      'You roll without seeing the result: only the GM sees it, until the GM reveals it. Once the GM ends the epoch, it could be worked out from your client seed and the published server seed.',
  },
};

/** The visibilities `me` may roll with, in the table's words (none without a seat). */
export function visibilityChoices(me: RoomMember | undefined): VisibilityChoice[] {
  return me
    ? visibilitiesFor(me.role).map((visibility) => ({
        visibility,
        label: VISIBILITY_LABELS[visibility],
        help:
          VISIBILITY_HELP[me.role === 'gm' ? 'gm' : 'player'][visibility] ?? VISIBILITY_LABELS[visibility],
      }))
    : [];
}

/** What each visibility means for the players' rolls a GM asks for. */
const REQUEST_HELP: Partial<Record<Visibility, string>> = {
  public: 'Everyone sees each answer whole: what it was against, the dice and the result.',
  outcome:
    "Everyone sees each answer's result; what it was against and the dice stay sealed until you reveal them.",
  blind:
    'The players roll without seeing the result: only you see it, until you reveal it. A hidden input asked this way may be answered round by round.',
};

/** The visibilities a GM may ask the players' rolls to have, in the table's words (`requestVisibilities`). */
export function requestVisibilityChoices(): VisibilityChoice[] {
  return visibilitiesFor('player').map((visibility) => ({
    visibility,
    label: VISIBILITY_LABELS[visibility],
    help: REQUEST_HELP[visibility] ?? VISIBILITY_LABELS[visibility],
  }));
}

/** What the actions are decided from. */
export interface ActionState {
  readonly me?: RoomMember;
  readonly closed: boolean;
  /** The seqs of the requests waiting for me. */
  readonly waiting: readonly number[];
  /** The seqs of the sealed entries not revealed yet (the GM's). */
  readonly sealed: readonly number[];
}

const NO_SEAT = 'You have no seat at this table yet';
const CLOSED = 'The table is closed: the log is final';
const GM_ONLY = (what: string) => `Only the GM ${what}`;

/**
 * The actions for this state, bound to `client`.
 *
 * @example
 * const { roll } = roomActions(client, { me, closed: false, waiting: [], sealed: [] });
 * if (roll.allowed) await roll.run({ system: 'd20-roll-under', test: 'check', input: { value: 12 } });
 */
export function roomActions(client: RoomClient, state: ActionState): RoomActions {
  const { me, closed } = state;
  const gm = me?.role === 'gm';
  const action = <Run extends (...args: never[]) => Promise<unknown>>(why: string | undefined, run: Run) =>
    (why === undefined
      ? { allowed: true, run }
      : {
          allowed: false,
          why,
          run: (() => Promise.reject(new RoomCallError(0, why))) as unknown as Run,
        }) as RoomAction<Run>;
  const seated = me ? undefined : NO_SEAT;
  const open = seated ?? (closed ? CLOSED : undefined);
  const gmOpen = (what: string) => open ?? (gm ? undefined : GM_ONLY(what));
  const answerWhy =
    open ??
    (state.waiting.length > 0
      ? undefined
      : gm
        ? 'The GM asks for rolls; the players answer them'
        : 'Nothing is asked of you now');
  return {
    roll: action(open, (command: RollCommand) => client.roll(command)),
    answer: action(answerWhy, (request: number, command?: Omit<RollCommand, 'request'>) =>
      state.waiting.includes(request)
        ? client.answer(request, command)
        : Promise.reject(new RoomCallError(0, `Request #${request} is not waiting for you`)),
    ),
    request: action(gmOpen('asks for rolls'), (command: RequestCommand) => client.request(command)),
    // A reveal is allowed after the close too: the GM may publish what stayed sealed.
    reveal: action(
      seated ??
        (gm
          ? state.sealed.length > 0
            ? undefined
            : 'Nothing is sealed to reveal'
          : GM_ONLY('reveals sealed entries')),
      (seq: number) => client.reveal(seq),
    ),
    rotate: action(gmOpen('ends an epoch'), () => client.rotate()),
    close: action(
      seated ?? (gm ? (closed ? 'The table is already closed' : undefined) : GM_ONLY('closes the table')),
      (options?: { revealAll?: boolean }) => client.close(options),
    ),
    export: action(seated, () => client.export()),
  };
}
