import type { Outcome } from '@verdict/core';
import { type DisplayLabels, outcomeFacts } from '@verdict/form';

/** The numbers of an outcome as short facts, in the test's words: margin, levels, critical, winner by name, rounds. */
export function OutcomeFacts({ outcome, labels }: { outcome: Outcome; labels?: DisplayLabels | undefined }) {
  const facts = outcomeFacts(outcome, labels);
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.key} className="fact">
          <dt>{fact.label}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
