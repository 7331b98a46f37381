/**
 * @module
 * What a test of rounds' entry says in a room's log, after its member's name: `started Contest of Wills round by
 * round`, `chose for round 2 of #9`, `played round 2 of #9`, `ended #9: Abbot wins`, `abandoned #9`. The outcome
 * is said only to a reader who may see it (in the open, or opened).
 */
import type { Outcome, Registry } from '@verdict/core';
import { type RoundsEntry, subjectOf } from '@verdict/fair';
import { outcomeLabel } from '@verdict/form';
import type { LogView } from '../log-view.js';
import { testLabels, testTitle } from './input-words.js';

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
