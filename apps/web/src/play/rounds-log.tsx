import type { StepResponse } from '@verdict/core';
import { DiceList } from '../outcome/dice-list.js';

/**
 * The rounds played so far, each with its dice and reasoning. Each round's heading is at `level`: 3 while the
 * test goes on (under the play area's heading), 4 under a finished outcome's.
 */
export function RoundsLog({ rounds, level = 4 }: { rounds: readonly StepResponse[]; level?: 3 | 4 }) {
  if (rounds.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ol className="rounds-log" aria-label="Rounds played">
      {rounds.map((round, index) => (
        <li key={index} className="round">
          <Heading className="round-heading">Round {index + 1}</Heading>
          <DiceList dice={round.dice} />
          <ul className="round-steps">
            {round.steps.map((step, i) => (
              <li key={i}>{step.text}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
