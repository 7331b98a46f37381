import type { StepResponse } from '@verdict/core';
import { DiceList } from '../outcome/dice-list.js';

/** The rounds played so far, each with its dice and reasoning. */
export function RoundsLog({ rounds }: { rounds: readonly StepResponse[] }) {
  if (rounds.length === 0) return null;
  return (
    <ol className="rounds-log" aria-label="Rounds played">
      {rounds.map((round, index) => (
        <li key={index} className="round">
          <h4>Round {index + 1}</h4>
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
