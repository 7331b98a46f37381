/**
 * @module
 * The requests of a room as a member reads them: those waiting for me (the request, who asked, its words), and
 * those I asked with their answers by name and the answers refused for a hidden input (the GM's view).
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry, RoomEntry } from '@verdict/fair';
import { fixedWords, type RequestWords, requestWords, testTitle } from '../describe/input-words.js';
import { type LogView, nameOf } from '../log-view.js';
import { answersByRequest, asks, openRequests } from '../table-state.js';
import { RoomCallError } from './call.js';
import type { RoomClient } from './room-client.js';
import type { RoomAction } from './room-view-actions.js';
import type { LogLine } from './room-view-lines.js';
import type { Appended, FailedAttempts, RoomMember } from './types.js';

/** A request waiting for me to answer it. */
export interface WaitingRequest {
  readonly seq: number;
  /** Who asked, by name. */
  readonly from: string;
  /** The roll by its name, its input in words, and (for a request in parts) the fields I give. */
  readonly words: RequestWords;
  /**
   * What the card says first: who asks what, what is hidden and the note ("Ada asks you to roll Check against a
   * hidden difficulty: “the lock”").
   */
  readonly asks: string;
  /** What the request's visible input is called: the whole `Input`, or the GM's part of a request in parts. */
  readonly inputLabel: string;
  /** The GM's note. */
  readonly note?: string;
  /** Its input is hidden from me (a hidden difficulty, or a hidden GM part). */
  readonly hidden: boolean;
  /** The request itself, for a form that gives my part of it or works out its odds. */
  readonly request: RequestEntry;
  /**
   * Answers it round by round (`input`: my part of a request in parts), or why not: its test must play in rounds,
   * and a hidden input is answered so only with blind rolls (when such a test ends would tell the input).
   */
  readonly answerRounds: RoomAction<(input?: unknown) => Promise<Appended>>;
}

/** One answer to a request I asked. */
export interface RequestAnswer {
  readonly seq: number;
  readonly who: string;
  /** The outcome's label, or `sealed` while I cannot see it. */
  readonly outcome: string;
}

/** A request I asked, with its answers so far. */
export interface AskedRequest {
  readonly seq: number;
  /** The roll by its name (`Spot the ambush (Check)` once its hidden input is opened, else `Check`). */
  readonly roll: string;
  /** Who it asks, by name (`everyone` for all). */
  readonly to: string;
  readonly answers: readonly RequestAnswer[];
  /** `2 Success, 1 Failure` when more than one answered. */
  readonly tally?: string;
  /** The GM's line for it: `#4 Check: 2 answers (Grog: Success, Pia: Failure): 1 Success, 1 Failure`. */
  readonly text: string;
  /** Who answered how many times with dice or a roll the hidden input refused, by name. */
  readonly failed: readonly { readonly who: string; readonly count: number }[];
  /** `answers refused for the hidden input: Pip 2 times`, when someone was refused. */
  readonly failedText?: string;
  /** Everyone asked has answered (or the room closed). */
  readonly done: boolean;
}

/** The requests waiting for `me`, oldest first; `client` runs their answers round by round. */
export function waitingFor(
  entries: readonly RoomEntry[],
  me: RoomMember | undefined,
  view: LogView,
  options: { readonly registry?: Registry | undefined; readonly client?: RoomClient } = {},
): WaitingRequest[] {
  if (!me) return [];
  return openRequests(entries, me.id).map((request) =>
    waitingRequest(request, { ...options, from: nameOf(view, request.by) }),
  );
}

/**
 * One request waiting for me, as the room view gives it (asked by `from`).
 *
 * @example
 * const card = waitingRequest(request, { from: 'Ada', registry, client });
 * card.asks; // 'Ada asks you to roll Check against a hidden difficulty'
 */
export function waitingRequest(
  request: RequestEntry,
  options: { readonly from: string; readonly registry?: Registry | undefined; readonly client?: RoomClient },
): WaitingRequest {
  const { from, registry, client } = options;
  return {
    seq: request.seq,
    from,
    words: requestWords(request, registry),
    asks: asksWords(request, from, registry),
    inputLabel: request.fixes ? 'Set by the GM' : 'Input',
    ...(request.note ? { note: request.note } : {}),
    hidden: request.input === undefined,
    request,
    answerRounds: answerRoundsAction(request, registry, (input) =>
      client
        ? client.startRounds({ request: request.seq, ...(input === undefined ? {} : { input }) })
        : Promise.reject(new RoomCallError(0, 'This screen has no room client')),
    ),
  };
}

/** "Ada asks you to roll Check against a hidden difficulty: “the lock”", as a card says it. */
function asksWords(request: RequestEntry, from: string, registry: Registry | undefined): string {
  const hidden =
    request.input !== undefined
      ? ''
      : request.fixes
        ? ` with the GM's ${fixedWords(registry, request)} hidden`
        : ' against a hidden difficulty';
  const note = request.note ? `: “${request.note}”` : '';
  return `${from} asks you to roll ${requestWords(request, registry).roll}${hidden}${note}`;
}

/**
 * Answering `request` round by round, or why not, as the room's rules say (decide-rounds' `answering`).
 *
 * @example
 * const rounds = answerRoundsAction(request, registry, (input) => client.startRounds({ request: request.seq, input }));
 * if (!rounds.allowed) say(rounds.why);
 */
export function answerRoundsAction(
  request: RequestEntry,
  registry: Registry | undefined,
  run: (input?: unknown) => Promise<Appended>,
): RoomAction<(input?: unknown) => Promise<Appended>> {
  let rounds = false;
  try {
    rounds = registry?.test(request.system, request.test).rounds !== undefined;
  } catch {
    rounds = false;
  }
  const why = !rounds
    ? `${testTitle(registry, request.system, request.test)} is rolled whole, not round by round`
    : request.input === undefined && request.visibility !== 'blind'
      ? 'This request hides its input and shows its result: answer it with one roll (round by round, when it ends would tell the hidden input)'
      : undefined;
  if (why === undefined) return { allowed: true, run };
  return { allowed: false, why, run: () => Promise.reject(new RoomCallError(0, why)) };
}

const times = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

/** The requests `me` asked, oldest first, each with its answers as this member reads them. */
export function askedBy(
  entries: readonly RoomEntry[],
  me: RoomMember | undefined,
  members: readonly RoomMember[],
  lines: readonly LogLine[],
  failedAttempts: readonly FailedAttempts[],
  view: LogView,
): AskedRequest[] {
  if (!me) return [];
  const answers = answersByRequest(entries);
  const closed = entries.some((entry) => entry.type === 'room.closed');
  const lineOf = new Map(lines.map((line) => [line.seq, line]));
  return entries
    .filter((entry): entry is RequestEntry => entry.type === 'request' && entry.by === me.id)
    .map((request) => {
      const rolls = answers.get(request.seq) ?? [];
      const answered = new Set(rolls.map((roll) => roll.by));
      const mine = rolls.map((roll) => ({
        seq: roll.seq,
        who: nameOf(view, roll.by),
        outcome: lineOf.get(roll.seq)?.outcome ?? 'sealed',
      }));
      const counts = new Map<string, number>();
      for (const answer of mine) counts.set(answer.outcome, (counts.get(answer.outcome) ?? 0) + 1);
      const failed = failedAttempts
        .filter((attempt) => attempt.request === request.seq && attempt.count > 0)
        .map((attempt) => ({ who: nameOf(view, attempt.member), count: attempt.count }));
      const asked = members.filter((member) => member.role === 'player' && asks(request, member.id));
      const roll = lineOf.get(request.seq)?.roll ?? 'a roll';
      const tally =
        mine.length > 1 ? [...counts].map(([label, count]) => `${count} ${label}`).join(', ') : '';
      const who = mine.length ? ` (${mine.map((a) => `${a.who}: ${a.outcome}`).join(', ')})` : '';
      return {
        seq: request.seq,
        roll,
        text: `#${request.seq} ${roll}: ${mine.length} ${mine.length === 1 ? 'answer' : 'answers'}${who}${tally ? `: ${tally}` : ''}`,
        to: request.to === 'all' ? 'everyone' : request.to.map((id) => nameOf(view, id)).join(', '),
        answers: mine,
        ...(tally ? { tally } : {}),
        failed,
        ...(failed.length > 0
          ? {
              failedText: `answers refused for the hidden input: ${failed.map((f) => `${f.who} ${times(f.count)}`).join(', ')}`,
            }
          : {}),
        done: closed || asked.every((member) => answered.has(member.id)),
      };
    });
}
