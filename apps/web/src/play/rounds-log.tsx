import type { PlayedRound } from '@verdict/core';
import { type DisplayLabels, describeInput, type JsonSchema, stepText, toFieldPairs } from '@verdict/form';
import { DiceList } from '../outcome/dice-list.js';

/**
 * The rounds played so far, each with its dice and reasoning. Each round's heading is at `level`: 3 while the
 * test goes on (under the play area's heading), 4 under a finished outcome's.
 */
export function RoundsLog({
  rounds,
  labels,
  parties,
  choicesSchema,
  level = 4,
}: {
  rounds: readonly PlayedRound[];
  labels?: DisplayLabels | undefined;
  parties?: Readonly<Record<string, string>> | undefined;
  /** The test's schema of the GM's round choices: the choices made read by their titles. */
  choicesSchema?: Record<string, unknown> | undefined;
  level?: 3 | 4;
}) {
  if (rounds.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ol className="rounds-log" aria-label="Rounds played">
      {rounds.map((round) => (
        <li key={round.round} className="round">
          <Heading className="round-heading">Round {round.round}</Heading>
          <DiceList dice={round.dice} labels={labels} parties={parties} />
          {round.choices ? (
            <p className="round-choices-made">
              GM's choices:{' '}
              {choicesSchema
                ? describeInput(choicesSchema as JsonSchema, round.choices)
                : toFieldPairs(round.choices).join(', ')}
            </p>
          ) : null}
          <ul className="round-steps">
            {round.steps.map((step, i) => (
              <li key={i}>{stepText(step, labels, parties)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
