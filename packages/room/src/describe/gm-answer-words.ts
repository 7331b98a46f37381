/**
 * @module
 * What a GM's action did besides its entry, in sentences for a printed answer (moved from the CLI's `room close` and
 * `room epoch`, issue 36): how many sealed entries a close revealed first, and what an epoch's end made computable.
 */
import { type ComputableAtEpochEnd, computableText } from '@verdict/fair';
import { endedWords } from './epoch-end-words.js';

/**
 * `Revealed 3 sealed entries first, so its export verifies completely.` and `With the seed revealed, …`, one
 * sentence each; none when the answer adds nothing.
 *
 * @example
 * gmAnswerWords({ revealed: 1 }); // ['Revealed 1 sealed entry first, so its export verifies completely.']
 */
export function gmAnswerWords(answer: { revealed?: number; computable?: ComputableAtEpochEnd }): string[] {
  const lines: string[] = [];
  if (answer.revealed !== undefined) {
    const words = endedWords({ revealed: answer.revealed });
    lines.push(`${words[0]!.toUpperCase()}${words.slice(1)}.`);
  }
  const computable = answer.computable === undefined ? '' : computableText(answer.computable);
  if (computable !== '') lines.push(`With the seed revealed, ${computable}.`);
  return lines;
}
