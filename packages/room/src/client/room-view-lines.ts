/**
 * @module
 * The room's log as lines a person reads: each entry through `describeEntry` (who, what, what a roll was
 * against, its outcome and margin, its visibility badge for this reader), with the parts a screen lays out
 * (the dice, the chance of this result or better, the roll's percentile for the luck ledger). Nothing here is
 * an id, a slot name or a field path.
 */
import type { Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { type RollContent, type RoomEntry, subjectOf } from '@verdict/fair';
import { orBetterWords } from '@verdict/form';
import { rollChance } from '../chance.js';
import { describeEntry } from '../describe/describe-entry.js';
import { type DiceRound, diceRounds } from '../describe/dice-rounds.js';
import { diceGroupNames, rollName } from '../describe/input-words.js';
import { viewOf } from '../log-view.js';
import { luckLedger, type MemberLuck } from '../luck.js';
import { isNotation } from '../notation/with-notation.js';
import { isLapsed } from '../rules/lapsed.js';

/** What kind of line: a screen styles by it. */
export type LineKind =
  | 'roll'
  | 'sealed'
  | 'request'
  | 'member'
  | 'reveal'
  | 'epoch'
  | 'opened'
  | 'closed'
  | 'other';

/** One entry of the log, as read by this member. */
export interface LogLine {
  readonly seq: number;
  readonly at: string;
  readonly kind: LineKind;
  /** The member's name, or `room`. */
  readonly who: string;
  /** What happened, after the name: `rolled Sense evil (Check) against Skill 13`. */
  readonly text: string;
  /** The whole sentence: `Grog rolled Sense evil (Check) against Skill 13: Failure by 3 (45% for this or better)`. */
  readonly sentence: string;
  /** The roll or request by its name (`Sense evil (Check)`), for tables and pickers. */
  readonly roll?: string;
  /** What the roll was against, in the test's words (`Skill 13`), when this reader may see it. */
  readonly against?: string;
  /** Who may read it, said to those who can open it (`secret, opened`), or `revealed`; absent for public. */
  readonly badge?: string;
  /** The request a roll answers. */
  readonly answers?: number;
  /** The outcome's label ("Failure", "Sven wins"), when this reader may see it. */
  readonly outcome?: string;
  /** How far the roll passed or missed, where the system has a margin. */
  readonly margin?: number;
  readonly tier?: number;
  readonly dice?: readonly DieRecord[];
  /** A test of rounds': the round each of the first dice was drawn in (`Turn 2 (hour 2)`: 7 dice), in order. */
  readonly diceRounds?: readonly DiceRound[];
  /** What the outcome brings about, in the rules' words (`Finished in 3 hours`), as solo play lists them. */
  readonly effects?: readonly string[];
  /** The names of the dice's groups, a contest's sides by the input's names (`{ first: 'Witch' }`). */
  readonly groups?: Readonly<Record<string, string>>;
  /** The chance, before the roll, of this result or better (a contest's: for the side that won). */
  readonly orBetter?: number;
  /** A contest's side `orBetter` is counted from, in words (`Ulla's side`). */
  readonly orBetterSide?: string;
  /** `orBetter` as a card says it beside the outcome: `59.0% chance of this or better, from Ulla's side`. */
  readonly chanceWords?: string;
  /** The roll's percentile against its exact odds. */
  readonly percentile?: number;
  /** Whether the dice were generated (only those count in the luck ledger). */
  readonly generated?: boolean;
  /** Its hidden part is sealed for this reader. */
  readonly sealed: boolean;
  /** It carries a seal not revealed yet: the same for every reader (the GM's own secret roll too). */
  readonly sealedInLog: boolean;
  /** Published by a reveal. */
  readonly revealed: boolean;
  /** A reveal's: the seq it reveals. */
  readonly of?: number;
}

const KINDS: Partial<Record<RoomEntry['type'], LineKind>> = {
  request: 'request',
  'member.joined': 'member',
  reveal: 'reveal',
  'epoch.rotated': 'epoch',
  'room.opened': 'opened',
  'room.closed': 'closed',
};

/**
 * The log's lines for a reader who has opened `opened`, and the luck ledger over them.
 *
 * @example
 * const { lines, luck } = logLines(snapshot.entries, snapshot.opened, registry);
 * lines[4].sentence; // 'Olaf rolled Fishing (Check) against Skill 12, poor tackle -3: Success by 2 (…)'
 */
export function logLines(
  entries: readonly RoomEntry[],
  opened: ReadonlyMap<number, unknown>,
  registry?: Registry,
): { lines: LogLine[]; luck: MemberLuck[] } {
  const view = viewOf(entries, opened);
  const lines = entries.map((entry): LogLine => {
    const said = describeEntry(entry, view, registry);
    const revealed = view.revealed.has(entry.seq);
    const badge = said.visibility ?? (revealed ? 'revealed' : undefined);
    const base = {
      seq: entry.seq,
      at: entry.at,
      who: said.who,
      text: said.against === undefined ? said.action : `${said.action} against ${said.against}`,
      sentence: said.sentence,
      ...(said.against === undefined ? {} : { against: said.against }),
      ...(badge === undefined ? {} : { badge }),
      ...(said.answers === undefined ? {} : { answers: said.answers }),
      ...(said.outcome === undefined ? {} : { outcome: said.outcome }),
      ...(said.margin === undefined ? {} : { margin: said.margin }),
      revealed,
      sealedInLog: 'sealed' in entry && typeof entry.sealed === 'string' && !revealed,
    };
    if (entry.type === 'request') {
      const input = entry.input ?? (view.opened.get(entry.seq) as { input?: unknown } | undefined)?.input;
      return {
        ...base,
        kind: 'request',
        roll: rollName(registry, entry.system, entry.test, input),
        sealed: entry.input === undefined && !view.opened.has(entry.seq),
      };
    }
    if (entry.type === 'reveal') return { ...base, kind: 'reveal', of: entry.of, sealed: false };
    if (entry.type !== 'roll') return { ...base, kind: KINDS[entry.type] ?? 'other', sealed: false };
    const content =
      entry.visibility === 'public'
        ? { input: entry.input, outcome: entry.outcome, dice: entry.dice }
        : (view.opened.get(entry.seq) as RollContent | undefined);
    // A protocol 2 gm or blind roll names its test only in its seal: no roll name until it is opened.
    const subject = subjectOf(entry, content);
    if (!content || !subject) {
      const result =
        entry.visibility === 'outcome' ? { tier: isNotation(entry) ? 0 : entry.result.tier } : {};
      return {
        ...base,
        ...result,
        kind: 'sealed',
        ...(subject ? { roll: rollName(registry, subject.system, subject.test, undefined) } : {}),
        sealed: true,
      };
    }
    // A roll that ran out of time has no result, so no chance of it either.
    const chance =
      registry && !isLapsed(content.outcome)
        ? rollChance(registry, { ...subject, input: content.input }, content.outcome)
        : undefined;
    const rounds = registry && diceRounds(registry, { ...subject, input: content.input }, content.dice);
    const effects = (content.outcome.effects ?? []).map((effect) => effect.text);
    return {
      ...base,
      kind: 'roll',
      roll: rollName(registry, subject.system, subject.test, content.input),
      // A notation roll's tier is its total, which orders its chances but is no success: styled as neither.
      tier: isNotation(subject) ? 0 : content.outcome.tier,
      dice: content.dice,
      groups: diceGroupNames(registry, subject, content),
      ...(rounds ? { diceRounds: rounds } : {}),
      ...(effects.length > 0 ? { effects } : {}),
      generated: content.dice.length > 0 && content.dice.every((die) => die.source === 'generated'),
      ...(chance ? { orBetter: chance.orBetter, percentile: chance.percentile } : {}),
      ...(chance?.orBetterSide === undefined ? {} : { orBetterSide: chance.orBetterSide }),
      ...(chance
        ? {
            chanceWords: orBetterWords({ probability: chance.orBetter, side: chance.orBetterSide }, 'chance'),
          }
        : {}),
      sealed: false,
    };
  });
  const luck = luckLedger(
    entries.map((entry, index) => {
      const line = lines[index]!;
      return {
        type: entry.type,
        by: entry.type === 'member.joined' ? entry.member.id : entry.by,
        who: line.who,
        ...(line.generated === undefined ? {} : { generated: line.generated }),
        ...(line.percentile === undefined ? {} : { percentile: line.percentile }),
      };
    }),
  );
  return { lines, luck };
}
