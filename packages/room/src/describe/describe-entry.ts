/**
 * @module
 * The one set of sentences for a room's entries, shared by the web app, the CLI and Discord: people by
 * their names, tests by their titles and rolls by their own names ("Grog rolled Sense evil (Check)"),
 * each sealed entry saying its visibility to those who can open it, and the chance of the result or
 * better in `formatChance`'s words.
 */

import type { Registry } from '@verdict/core';
import { isRoundType, type RollContent, type RoomEntry, type RoundsEntry, subjectOf } from '@verdict/fair';
import { orBetterWords, outcomeLabel } from '@verdict/form';
import { rollChance } from '../chance.js';
import { type LogView, nameOf } from '../log-view.js';
import { withNotation } from '../notation/with-notation.js';
import { LAPSED_FAILED, NO_RESULT_OUTCOMES, noResultOf } from '../rules/lapsed.js';
import { roundsAction, roundsAgainst } from './describe-rounds.js';
import { againstWords, fixedWords, inputWords, rollName, testLabels, testTitle } from './input-words.js';
import { visibilityNote } from './visibility.js';

/** An entry in words: who, what they did, and its parts for screens that lay them out. */
export interface EntryDescription {
  /** The member's name, or `room`. */
  readonly who: string;
  /** What happened ("rolled Sense evil (Check)", "asks Grog to roll Check (hidden difficulty)"). */
  readonly action: string;
  /** `secret, opened`, `blind, sealed`, `result only, revealed`; absent for public entries. */
  readonly visibility?: string;
  /** The request a roll answers. */
  readonly answers?: number;
  /** What a roll was against, when this reader may see its input: its numbers in the test's words (`Skill 13`). */
  readonly against?: string;
  /** The outcome's label, when this reader may see it. */
  readonly outcome?: string;
  /** How far the roll passed or missed (`outcome.margin`, as a distance), where the system has one. */
  readonly margin?: number;
  /** The exact chance, before the roll, of this result or better (a contest's: for the side that won). */
  readonly orBetter?: number;
  /** A contest's side `orBetter` is counted from (`Ulla's side`). */
  readonly orBetterSide?: string;
  /**
   * The whole sentence: `Grog rolled Sense evil (Check) against Skill 13: Failure by 3 (45% for this or better)`,
   * `Grog rolled Check (answers #4) [result only, sealed]: Success`.
   */
  readonly sentence: string;
}

/**
 * Describes one entry for a reader (`view`: names, and the hidden parts opened or revealed).
 *
 * @example
 * describeEntry(entry, viewOf(entries, opened), registry).sentence;
 * // 'Grog rolled Sense evil (Check) [result only, opened]: Success (60% for this or better)'
 */
export function describeEntry(entry: RoomEntry, view: LogView, given?: Registry): EntryDescription {
  const registry = given && withNotation(given);
  const who = nameOf(view, entry.by);
  const done = (action: string, parts: Omit<EntryDescription, 'who' | 'action' | 'sentence'> = {}) => {
    const against = parts.against === undefined ? '' : ` against ${parts.against}`;
    const answers = parts.answers === undefined ? '' : ` (answers #${parts.answers})`;
    const visibility = parts.visibility === undefined ? '' : ` [${parts.visibility}]`;
    const by = parts.margin === undefined ? '' : ` by ${parts.margin}`;
    const outcome = parts.outcome === undefined ? '' : `: ${parts.outcome}${by}`;
    const chance =
      parts.orBetter === undefined
        ? ''
        : ` (${orBetterWords({ probability: parts.orBetter, ...(parts.orBetterSide === undefined ? {} : { side: parts.orBetterSide }) })})`;
    return {
      who,
      action,
      ...parts,
      sentence: `${who} ${action}${against}${answers}${visibility}${outcome}${chance}`,
    };
  };
  switch (entry.type) {
    case 'room.opened':
      return done(`opened the room "${entry.room.name}"`);
    case 'member.joined':
      return done(`joined as ${entry.member.role === 'gm' ? 'the GM' : 'a player'}`);
    case 'reveal':
      return done(`revealed #${entry.of}`);
    case 'epoch.rotated':
      return done(`ended epoch ${entry.epoch}; its server seed is revealed`);
    case 'room.closed':
      return done('closed the room; the last server seed is revealed');
    case 'request': {
      const to = entry.to === 'all' ? 'everyone' : entry.to.map((id) => nameOf(view, id)).join(', ');
      const opened = view.opened.get(entry.seq) as { input?: unknown } | undefined;
      const input = entry.input ?? opened?.input;
      const hiddenWhat =
        entry.fixes === undefined ? 'hidden difficulty' : `hidden ${fixedWords(registry, entry)}`;
      const hidden =
        entry.input === undefined
          ? opened
            ? ` (${hiddenWhat}, ${view.revealed.has(entry.seq) ? 'revealed' : 'opened'}: ${inputWords(registry, entry.system, entry.test, opened.input)})`
            : entry.fixes === undefined
              ? ' (hidden difficulty)'
              : ` with the GM's ${fixedWords(registry, entry)} hidden`
          : entry.fixes === undefined
            ? openAgainst(againstWords(registry, entry.system, entry.test, entry.input))
            : ` with ${inputWords(registry, entry.system, entry.test, entry.input)}`;
      const answers = entry.visibility === 'public' ? '' : `, ${visibilityWords(entry.visibility)}`;
      // The note before how the answers are seen: after "answers result only" it read as the result.
      const note = entry.note ? ` for “${entry.note}”` : '';
      return done(
        `asks ${to} to roll ${rollName(registry, entry.system, entry.test, input)}${hidden}${note}${answers}`,
      );
    }
    case 'roll': {
      const common = {
        ...(entry.request === undefined ? {} : { answers: entry.request }),
        ...(visibilityNote(entry, view) === undefined ? {} : { visibility: visibilityNote(entry, view)! }),
      };
      const content =
        entry.visibility === 'public'
          ? { input: entry.input, outcome: entry.outcome, dice: entry.dice }
          : (view.opened.get(entry.seq) as RollContent | undefined);
      const subject = subjectOf(entry, content);
      // A protocol 2 gm or blind roll names what it rolls only in its seal: a secret roll by its roller.
      if (!subject) return done(`made ${entry.visibility === 'blind' ? 'a blind' : 'a secret'} roll`, common);
      const { system, test } = subject;
      if (!content) {
        const title = testTitle(registry, system, test);
        const outcome = entry.visibility === 'outcome' ? { outcome: entry.result.label } : {};
        return done(`rolled ${title}`, { ...common, ...outcome });
      }
      const noResult = noResultOf(content.outcome);
      if (noResult) {
        // Its dice were drawn, but the server's deadline passed (or its computation failed) before the rules gave a result.
        const name = rollName(registry, system, test, content.input);
        const lapsed = done(`rolled ${name}`, { ...common, outcome: NO_RESULT_OUTCOMES[noResult].label });
        const answers = entry.request === undefined ? '' : ` (answers #${entry.request})`;
        const visibility = common.visibility === undefined ? '' : ` [${common.visibility}]`;
        const what = noResult === LAPSED_FAILED ? 'could not be computed' : 'ran out of time';
        return { ...lapsed, sentence: `${who}'s roll of ${name}${answers}${visibility} ${what}` };
      }
      const chance = registry
        ? rollChance(registry, { ...subject, input: content.input }, content.outcome)
        : undefined;
      const margin = (content.outcome as { margin?: unknown }).margin;
      const against = againstWords(registry, system, test, content.input);
      return done(`rolled ${rollName(registry, system, test, content.input)}`, {
        ...common,
        ...(against === 'no fields' || against === '' ? {} : { against }),
        ...(typeof margin === 'number' && Number.isFinite(margin) ? { margin: Math.abs(margin) } : {}),
        // A contest's winner by the party's name ("Sven wins"), in the rules' words otherwise.
        outcome: outcomeLabel(content.outcome, testLabels(registry, system, test)),
        ...(chance ? { orBetter: chance.orBetter } : {}),
        ...(chance?.orBetterSide === undefined ? {} : { orBetterSide: chance.orBetterSide }),
      });
    }
    default:
      if (isRoundType(entry.type)) {
        const rounds = entry as RoundsEntry;
        const note = visibilityNote(entry, view);
        const against = roundsAgainst(rounds, view, registry);
        const answers = rounds.type === 'rounds.started' ? rounds.request : undefined;
        return done(roundsAction(rounds, view, registry), {
          ...(note ? { visibility: note } : {}),
          ...(against ? { against } : {}),
          ...(answers === undefined ? {} : { answers }),
        });
      }
      // An entry type newer than this package: named by its type, never hidden.
      return done((entry as { type: string }).type);
  }
}

/** What an open request is against, as a roll line says it (` against Skill 11`); nothing when nothing is given. */
function openAgainst(words: string): string {
  return words === '' || words === 'no fields' ? '' : ` against ${words}`;
}

/** How a request's answers will be seen: `answers secret`, `answers blind`, `answers result only`. */
function visibilityWords(visibility: string): string {
  if (visibility === 'gm') return 'answers secret';
  if (visibility === 'blind') return 'answers blind';
  return 'answers result only';
}
