import { keptOf, type Notation, parseNotation } from './notation.js';
import type { RandomSource } from './random-source.js';
import { compileExpression } from './roll/evaluate.js';
import { compileFastDice } from './roll/fast-dice.js';
import type { DrawContext } from './roll/marks.js';
import { rollDie } from './uniform.js';

interface Part {
  readonly sign: number;
  readonly constant: number;
  readonly count: number;
  readonly sides: number;
  /** Words at or above this are rejected (unbiased draws, as in uniformInt). */
  readonly limit: number;
  readonly kept: number;
  readonly highest: boolean;
}

/**
 * Compiles any notation into a function that rolls only the total, recording no dice: for simulations and
 * bulk rolling, where a tray's records are not wanted. Same unbiased draws as {@link rollNotation}.
 *
 * @example
 * const roll = compileRoller('4d6kh3');
 * roll(seededSource('x')); // a total from 3 to 18
 */
export function compileRoller(notation: Notation | string): (source: RandomSource) => number {
  const parsed = typeof notation === 'string' ? parseNotation(notation) : notation;
  if (!parsed.simple) return compileGeneral(parsed);
  const parts: Part[] = parsed.terms.map((term) => {
    if (term.kind === 'constant') {
      return { sign: term.sign, constant: term.value, count: 0, sides: 0, limit: 0, kept: 0, highest: true };
    }
    const { kept, highest } = keptOf(term.count, term.keep);
    const limit = 2 ** 32 - (2 ** 32 % term.sides);
    return { sign: term.sign, constant: 0, count: term.count, sides: term.sides, limit, kept, highest };
  });
  // The best `kept` faces so far, sorted best first (a selection, not a sort of every die).
  const best = new Float64Array(Math.max(1, ...parts.map((p) => p.kept)));
  return (source) => {
    let total = 0;
    for (const part of parts) {
      if (part.count === 0) {
        total += part.sign * part.constant;
        continue;
      }
      const { count, sides, limit, kept, highest } = part;
      let sum = 0;
      if (kept === count) {
        for (let i = 0; i < count; i++) {
          let word = source.nextUint32();
          while (word >= limit) word = source.nextUint32();
          sum += (word % sides) + 1;
        }
      } else {
        let filled = 0;
        for (let i = 0; i < count; i++) {
          let word = source.nextUint32();
          while (word >= limit) word = source.nextUint32();
          // Compare on the face for keep-highest, and on its mirror for keep-lowest.
          const key = highest ? (word % sides) + 1 : sides - (word % sides);
          if (filled < kept) filled++;
          else if (key <= best[kept - 1]!) continue;
          let j = filled - 1;
          while (j > 0 && best[j - 1]! < key) {
            best[j] = best[j - 1]!;
            j--;
          }
          best[j] = key;
        }
        for (let i = 0; i < kept; i++) sum += highest ? best[i]! : sides + 1 - best[i]!;
      }
      total += part.sign * sum;
    }
    return total;
  };
}

/** Any notation: the same evaluator as {@link rollNotation}, drawing straight from the source, recording nothing. */
function compileGeneral(parsed: Notation): (source: RandomSource) => number {
  // One group of dice alone (`4d6r1kh3`, `10d6!`): its compiled loop is the whole roller.
  if (parsed.expr.kind === 'dice' && parsed.expr.label === undefined) return compileFastDice(parsed.expr);
  const run = compileExpression(parsed.expr);
  let source: RandomSource;
  const ctx: { -readonly [K in keyof DrawContext]: DrawContext[K] } = {
    next: (sides) => rollDie(source, sides),
    nextMany(count, sides, _group, into) {
      for (let i = 0; i < count; i++) into.push(rollDie(source, sides));
    },
    fates: undefined,
    labels: undefined,
  };
  return (from) => {
    source = from;
    ctx.source = from;
    return run(ctx);
  };
}
