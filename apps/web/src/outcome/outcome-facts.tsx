import type { Outcome } from '@verdict/core';
import { humanize } from '@verdict/form';
import { resultWord } from './tier.js';

const KNOWN = new Set(['result', 'label', 'tier', 'effects']);

/** The numbers of an outcome as short facts: margin, Success/Failure Levels, critical, winner, rounds, extras. */
export function OutcomeFacts({ outcome }: { outcome: Outcome }) {
  const facts: [string, string][] = [];
  if (outcome.label.toLowerCase() !== outcome.result) facts.push(['Result', resultWord(outcome.result)]);
  if (outcome.margin !== undefined) facts.push(['Margin', signed(outcome.margin)]);
  if (outcome.successLevels !== undefined) facts.push(['Success Levels', String(outcome.successLevels)]);
  if (outcome.failureLevels !== undefined) facts.push(['Failure Levels', String(outcome.failureLevels)]);
  if (outcome.critical) facts.push(['Critical', resultWord(outcome.critical)]);
  if (outcome.winner) facts.push(['Winner', resultWord(outcome.winner)]);
  if (outcome.rounds !== undefined) facts.push(['Rounds', String(outcome.rounds)]);
  if (outcome.turns !== undefined) facts.push(['Turns', String(outcome.turns)]);
  const shown = new Set([
    ...KNOWN,
    'margin',
    'successLevels',
    'failureLevels',
    'critical',
    'winner',
    'rounds',
    'turns',
  ]);
  for (const [key, value] of Object.entries(outcome)) {
    if (shown.has(key)) continue;
    if (typeof value === 'number' || typeof value === 'string') facts.push([humanize(key), String(value)]);
    else if (typeof value === 'boolean' && value) facts.push([humanize(key), 'yes']);
  }
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map(([term, detail]) => (
        <div key={term} className="fact">
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
