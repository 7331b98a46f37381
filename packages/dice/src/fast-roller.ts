import { keptOf, type Notation, parseNotation } from './notation.js';
import type { RandomSource } from './random-source.js';

/**
 * Compiles notation into a function that rolls only the total, recording no dice: for simulations and
 * bulk rolling, where a tray's records are not wanted. Same unbiased draws as {@link rollNotation}.
 *
 * @example
 * const roll = compileRoller('4d6kh3');
 * roll(seededSource('x')); // a total from 3 to 18
 */
export function compileRoller(notation: Notation | string): (source: RandomSource) => number {
  const parsed = typeof notation === 'string' ? parseNotation(notation) : notation;
  const parts = parsed.terms.map((term) => {
    if (term.kind === 'constant')
      return { sign: term.sign, constant: term.value, count: 0, sides: 0, kept: 0, highest: true };
    const { kept, highest } = keptOf(term.count, term.keep);
    return { sign: term.sign, constant: 0, count: term.count, sides: term.sides, kept, highest };
  });
  const scratch = new Float64Array(Math.max(1, ...parts.map((p) => p.count)));
  return (source) => {
    let total = 0;
    for (const part of parts) {
      if (part.count === 0) {
        total += part.sign * part.constant;
        continue;
      }
      const limit = 2 ** 32 - (2 ** 32 % part.sides);
      let sum = 0;
      for (let i = 0; i < part.count; i++) {
        let word = source.nextUint32();
        while (word >= limit) word = source.nextUint32();
        scratch[i] = (word % part.sides) + 1;
      }
      if (part.kept === part.count) {
        for (let i = 0; i < part.count; i++) sum += scratch[i]!;
      } else {
        const view = scratch.subarray(0, part.count).sort();
        if (part.highest) for (let i = part.count - part.kept; i < part.count; i++) sum += view[i]!;
        else for (let i = 0; i < part.kept; i++) sum += view[i]!;
      }
      total += part.sign * sum;
    }
    return total;
  };
}
