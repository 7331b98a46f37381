/**
 * @module
 * Under the dice box's odds (issue 37): the chance of the lowest and of the highest total, which the table's
 * percentages round to "<0.01%", written with the digits the answer's accuracy allows, and which kind of answer it is
 * (exact, or floating point with its error bound).
 */
import type { NotationOdds } from '@verdict/dice';
import { describeAccuracy, formatChance } from '@verdict/form';

/** The extremes' chances and the answer's kind, in one short paragraph. */
export function OddsAccuracyNote({ odds }: { odds: NotationOdds }) {
  const first = odds.distribution[0];
  const last = odds.distribution.at(-1);
  if (!first || !last) return null;
  const chance = (o: { probability: number; value: number }) => formatChance(o.probability, odds, o.value);
  return (
    <p className="muted dice-box-accuracy">
      {first === last ? (
        <>Always {first.value}. </>
      ) : (
        <>
          Lowest {first.value}: chance <span className="dice-box-extreme">{chance(first)}</span>. Highest{' '}
          {last.value}: chance <span className="dice-box-extreme">{chance(last)}</span>.{' '}
        </>
      )}
      {describeAccuracy(odds)}
    </p>
  );
}
