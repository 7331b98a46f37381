/** What ending an epoch makes computable (the API's `computable` in a rotation's or a close's answer). */
export interface ComputableAtEpochEnd {
  readonly blindRolls: number;
  readonly hiddenRequestAnswers: number;
}

/**
 * The sentence a GM reads when ending an epoch: the revealed server seed lets each roller compute their
 * unrevealed blind rolls, and (with the public label) guess a hidden request's input. Empty when none.
 *
 * @example
 * computableText({ blindRolls: 3, hiddenRequestAnswers: 0 });
 * // '3 unrevealed blind rolls become computable to their rollers'
 */
export function computableText(computable: ComputableAtEpochEnd): string {
  const parts: string[] = [];
  const { blindRolls: blind, hiddenRequestAnswers: answers } = computable;
  if (blind > 0)
    parts.push(
      `${blind} unrevealed blind ${blind === 1 ? 'roll becomes' : 'rolls become'} computable to ${blind === 1 ? 'its roller' : 'their rollers'}`,
    );
  if (answers > 0)
    parts.push(
      `${answers} ${answers === 1 ? 'answer' : 'answers'} to a hidden request ${answers === 1 ? 'becomes' : 'become'} computable to ${answers === 1 ? 'its roller' : 'their rollers'} (with the public label, a clue to the hidden input)`,
    );
  return parts.join('; ');
}
