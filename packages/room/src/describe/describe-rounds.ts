/**
 * @module
 * What a test of rounds' entry says in a room's log, after its member's name: `started Contest of Wills round by
 * round`, `chose for round 2 of #9`, `played round 2 of #9`, `ended #9: Abbot wins`, `abandoned #9`; a start's and a
 * round's line add what they were rolled against (`roundsAgainst`), as a roll's does. The outcome
 * is said only to a reader who may see it (in the open, or opened).
 */
import type { Outcome, Registry } from '@verdict/core';
import { type RoundsEntry, subjectOf } from '@verdict/fair';
import { outcomeLabel } from '@verdict/form';
import type { LogView } from '../log-view.js';
import { againstWords, testLabels, testTitle } from './input-words.js';

/**
 * What a test of rounds' start and its rounds were rolled against, as a roll line says it (`Will 12, Wits 10`): its
 * input in the test's words, when this reader may see it (in the open, opened or revealed); else undefined. An end's
 * line says its result instead.
 *
 * @example
 * roundsAgainst(round, viewOf(entries), registry); // 'First party (Will 12, Wits 10), Second party (Will 11, Wits 14)'
 */
export function roundsAgainst(
  entry: RoundsEntry,
  view: Pick<LogView, 'opened' | 'starts'>,
  registry: Registry | undefined,
): string | undefined {
  if (entry.type === 'rounds.ended' || entry.type === 'round.choice') return undefined;
  const start = entry.type === 'rounds.started' ? entry : view.starts?.get(entry.of);
  if (!start) return undefined;
  const part = (start.sealed === undefined ? start : view.opened.get(start.seq)) as
    | { input?: unknown }
    | undefined;
  const subject = subjectOf(start, part as never);
  if (!subject || part?.input === undefined) return undefined;
  const words = againstWords(registry, subject.system, subject.test, part.input);
  return words === '' || words === 'no fields' ? undefined : words;
}

/** Why a drawn round or roll got no result, in words. */
export const noResultWords = (reason: string): string =>
  reason === 'deadline' ? 'ran out of time' : 'could not be computed';

/** The action words of a round-by-round entry. */
export function roundsAction(
  entry: RoundsEntry,
  view: Pick<LogView, 'opened' | 'starts'>,
  registry: Registry | undefined,
): string {
  switch (entry.type) {
    case 'rounds.started': {
      const subject = subjectOf(entry, view.opened.get(entry.seq));
      if (!subject) return `started ${entry.visibility === 'blind' ? 'a blind' : 'a secret'} test of rounds`;
      // Its visibility is the sentence's badge (`[secret, opened]`), as a roll's.
      return `started ${testTitle(registry, subject.system, subject.test)} round by round`;
    }
    case 'round.choice':
      return `chose for round ${entry.round} of #${entry.of}`;
    case 'round':
      return `played round ${entry.round} of #${entry.of}`;
    case 'round.lapsed': {
      const part = entry.sealed === undefined ? entry : view.opened.get(entry.seq);
      const reason = (part as { noResult?: string } | undefined)?.noResult;
      return `drew round ${entry.round} of #${entry.of}, which got no result${reason === undefined ? '' : `: ${noResultWords(reason)}`}`;
    }
    case 'rounds.ended': {
      if (entry.abandoned) return `abandoned #${entry.of}`;
      const outcome =
        entry.outcome ?? (view.opened.get(entry.seq) as { outcome?: Outcome } | undefined)?.outcome;
      const start = view.starts?.get(entry.of);
      const subject = start && subjectOf(start, view.opened.get(start.seq));
      // A contest's winner by the name its input gives (the outcome carries it), in the rules' words otherwise.
      const labels = subject && testLabels(registry, subject.system, subject.test);
      const label = outcome ? outcomeLabel(outcome, labels) : entry.result?.label;
      return label === undefined ? `ended #${entry.of}` : `ended #${entry.of}: ${label}`;
    }
  }
}
