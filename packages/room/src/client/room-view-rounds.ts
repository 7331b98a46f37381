/**
 * @module
 * The room's tests of rounds as a screen shows them: each test by its title and roller, its rounds as they were
 * played (their dice and the rules' steps, when this reader may see them), the GM's choices, how it ended, and the
 * typed actions on it (play the next round, choose for it, abandon it), each with why not when it is not allowed.
 */
import type { Outcome, Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { isRoundType, type RoomEntry, type RoundsEntry, subjectOf, type Visibility } from '@verdict/fair';
import { outcomeLabel, stepText } from '@verdict/form';
import { noResultWords } from '../describe/describe-rounds.js';
import { sideNames, testLabels, testTitle } from '../describe/input-words.js';
import { RoomCallError } from './call.js';
import type { RoomClient } from './room-client.js';
import type { RoomAction } from './room-view-actions.js';
import type { Appended, RoomMember, StartRoundsCommand } from './types.js';

/** One round as this reader may see it. */
export interface RoundView {
  readonly round: number;
  readonly seq: number;
  /** Its dice and the rules' steps in words; absent when sealed from this reader. */
  readonly dice?: readonly DieRecord[];
  readonly steps?: readonly string[];
  /** The GM chose for this round (what, when this reader may see it). */
  readonly chosen?: boolean;
  readonly choices?: unknown;
  /**
   * A round drawn but with no result (`round.lapsed`): why, in words ("No result: ran out of time"), or "No result"
   * when sealed from this reader. Its round is played again next.
   */
  readonly noResult?: string;
}

/** A test of rounds, with what this member may do on it. */
export interface RoundsTestView {
  /** The seq of its start: the `of` its actions take. */
  readonly seq: number;
  /** Who plays it, by name. */
  readonly who: string;
  /** Its test's title ("Mutual Contest of Wills"). */
  readonly title: string;
  readonly visibility: Visibility;
  readonly status: 'playing' | 'ended' | 'abandoned';
  readonly rounds: readonly RoundView[];
  /** The GM's choice for the next round, when made (its round number). */
  readonly nextChosen: boolean;
  /** The result's label, when ended and this reader may see it. */
  readonly outcome?: string;
  /** Whether the test's rules take the GM's choices round by round. */
  readonly takesChoices: boolean;
  /**
   * JSON Schema (draft 2020-12) of the choices a round takes, as the manifest's `choicesSchema`: a screen draws the
   * GM's form from it (`@verdict/form`), never a JSON field, when it is known.
   */
  readonly choicesSchema?: Record<string, unknown>;
  /** Its system and test, where this reader may see them: a screen draws the GM's choices from its schema. */
  readonly subject?: { readonly system: string; readonly test: string };
  /** The names its input gives a contest's sides (`{ first: 'Witch' }`), where this reader may see the input. */
  readonly parties?: Readonly<Record<string, string>>;
  /** Plays the next round: generated dice (a client seed, or a fresh one), or `{ dice }` entered. */
  readonly next: RoomAction<(from?: string | { readonly dice: readonly number[] }) => Promise<Appended>>;
  readonly choose: RoomAction<(choices: unknown) => Promise<Appended>>;
  readonly abandon: RoomAction<() => Promise<Appended>>;
}

/**
 * The tests of rounds of a log, oldest first, for `me`.
 *
 * @example
 * const [contest] = roundsTests(client, { entries, opened, me, closed: false, names, registry });
 * if (contest.next.allowed) await contest.next.run();
 */
export function roundsTests(
  client: RoomClient,
  options: {
    readonly entries: readonly RoomEntry[];
    readonly opened: ReadonlyMap<number, unknown>;
    readonly me: RoomMember | undefined;
    readonly closed: boolean;
    readonly names: ReadonlyMap<string, string>;
    readonly registry?: Registry;
  },
): RoundsTestView[] {
  const { entries, opened, me, closed, names, registry } = options;
  const part = (entry: RoundsEntry) =>
    (entry.sealed === undefined ? entry : opened.get(entry.seq)) as Record<string, unknown> | undefined;
  const tests = new Map<
    number,
    {
      start: RoundsEntry;
      rounds: RoundsEntry[];
      lapsed: RoundsEntry[];
      choices: RoundsEntry[];
      end?: RoundsEntry;
    }
  >();
  for (const entry of entries) {
    if (!isRoundType(entry.type)) continue;
    const rounds = entry as RoundsEntry;
    if (rounds.type === 'rounds.started')
      tests.set(rounds.seq, { start: rounds, rounds: [], lapsed: [], choices: [] });
    else {
      const test = tests.get(rounds.of);
      if (!test) continue;
      if (rounds.type === 'round') test.rounds.push(rounds);
      if (rounds.type === 'round.lapsed') test.lapsed.push(rounds);
      if (rounds.type === 'round.choice') test.choices.push(rounds);
      if (rounds.type === 'rounds.ended') test.end = rounds;
    }
  }
  return [...tests.values()].map(({ start, rounds, lapsed, choices, end }) => {
    if (start.type !== 'rounds.started') throw new Error('unreachable');
    const subject = subjectOf(start, opened.get(start.seq));
    const labels = subject && testLabels(registry, subject.system, subject.test);
    const started = part(start) as { input?: unknown } | undefined;
    // The sides by the input's names ("Witch wins after 2 rounds"), where this reader may see the input.
    const parties = subject && started ? sideNames(registry, subject, started) : undefined;
    const choiceOf = (round: number) => choices.find((c) => c.type === 'round.choice' && c.round === round);
    const views: RoundView[] = rounds.map((entry) => {
      const round = entry.type === 'round' ? entry.round : 0;
      const shown = part(entry) as
        | { dice?: DieRecord[]; steps?: { kind?: string; text?: string }[] }
        | undefined;
      const choice = choiceOf(round);
      const chosen = choice ? part(choice) : undefined;
      return {
        round,
        seq: entry.seq,
        ...(shown?.dice ? { dice: shown.dice } : {}),
        ...(shown?.steps
          ? {
              steps: shown.steps
                .map((s) => stepText({ kind: s.kind ?? 'note', text: s.text ?? '' }, labels, parties))
                .filter((t) => t !== ''),
            }
          : {}),
        ...(choice ? { chosen: true } : {}),
        ...(chosen ? { choices: chosen.choices } : {}),
      };
    });
    for (const entry of lapsed) {
      const reason = (part(entry) as { noResult?: string } | undefined)?.noResult;
      const noResult = reason === undefined ? 'No result' : `No result: ${noResultWords(reason)}`;
      views.push({ round: entry.type === 'round.lapsed' ? entry.round : 0, seq: entry.seq, noResult });
    }
    views.sort((a, b) => a.seq - b.seq);
    const status = end ? (end.type === 'rounds.ended' && end.abandoned ? 'abandoned' : 'ended') : 'playing';
    const ended =
      end && end.type === 'rounds.ended' ? (part(end)?.outcome as Outcome | undefined) : undefined;
    const outcome =
      end && end.type === 'rounds.ended'
        ? ended
          ? outcomeLabel(ended, labels)
          : end.result?.label
        : undefined;
    const choicesSchema = (() => {
      try {
        const choices = subject && registry?.test(subject.system, subject.test).rounds?.choices;
        return choices ? choices['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) : undefined;
      } catch {
        return undefined;
      }
    })();
    const takesChoices = choicesSchema !== undefined;
    const nextRound = rounds.length + 1;
    const nextChosen = choiceOf(nextRound) !== undefined;
    const gm = me?.role === 'gm';
    const over = !me
      ? 'You have no seat at this table yet'
      : closed
        ? 'The table is closed: the log is final'
        : status === 'ended'
          ? 'This test has ended'
          : status === 'abandoned'
            ? 'This test was abandoned'
            : undefined;
    const roller = start.by === me?.id;
    const rollerName = names.get(start.by ?? '') ?? 'its roller';
    const of = start.seq;
    return {
      seq: of,
      who: names.get(start.by ?? '') ?? 'someone',
      title: subject
        ? testTitle(registry, subject.system, subject.test)
        : `A ${start.visibility === 'blind' ? 'blind' : 'secret'} test`,
      visibility: start.visibility,
      status,
      rounds: views,
      nextChosen,
      ...(outcome === undefined ? {} : { outcome }),
      takesChoices,
      ...(choicesSchema ? { choicesSchema } : {}),
      ...(subject ? { subject } : {}),
      ...(parties ? { parties } : {}),
      next: action(
        over ?? (roller ? undefined : `Only ${rollerName} plays the rounds of this test`),
        (from?: string | { readonly dice: readonly number[] }) => client.nextRound(of, from),
      ),
      choose: action(
        over ??
          (!gm
            ? 'Only the GM chooses for a round'
            : !takesChoices
              ? 'This test takes no choices round by round'
              : nextChosen
                ? `Round ${nextRound} already has your choice`
                : undefined),
        (choices: unknown) => client.chooseRound(of, choices),
      ),
      abandon: action(
        over ?? (roller || gm ? undefined : `Only ${rollerName} or the GM may abandon this test`),
        () => client.abandonRounds(of),
      ),
    };
  });
}

/** Starting a test of rounds: any member with a seat, while the table is open. */
export function startRoundsAction(
  client: RoomClient,
  me: RoomMember | undefined,
  closed: boolean,
): RoomAction<(command: StartRoundsCommand) => Promise<Appended>> {
  const why = !me
    ? 'You have no seat at this table yet'
    : closed
      ? 'The table is closed: the log is final'
      : undefined;
  return action(why, (command: StartRoundsCommand) => client.startRounds(command));
}

function action<Run extends (...args: never[]) => Promise<unknown>>(
  why: string | undefined,
  run: Run,
): RoomAction<Run> {
  if (why === undefined) return { allowed: true, run };
  return { allowed: false, why, run: (() => Promise.reject(new RoomCallError(0, why))) as unknown as Run };
}
