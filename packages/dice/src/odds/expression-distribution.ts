import { constant, convolve, type Distribution, negate } from '../distribution.js';
import type { Expr } from '../grammar/ast.js';
import { divide } from '../roll/evaluate.js';
import { diceDistribution } from './dice-distribution.js';
import { countEstimate } from './estimate-meter.js';
import { groupDistribution } from './group-distribution.js';
import { combine, mapValues } from './ops.js';

/** The total probability exploding dice may leave out of a whole notation, shared among them. */
export const TRUNCATION = 1e-12;

/** How many groups of dice in an expression explode (each gets an equal share of {@link TRUNCATION}). */
export function explodingGroups(expr: Expr): number {
  countEstimate();
  switch (expr.kind) {
    case 'dice':
      return expr.mods.explode ? 1 : 0;
    case 'group':
      return expr.items.reduce((t, e) => t + explodingGroups(e), 0);
    case 'negate':
      return explodingGroups(expr.operand);
    case 'binary':
      return explodingGroups(expr.left) + explodingGroups(expr.right);
    case 'call':
      return expr.args.reduce((t, e) => t + explodingGroups(e), 0);
    default:
      return 0;
  }
}

/**
 * The exact distribution of an expression: independent parts combined by convolution (`+`, `-`) or over
 * their joint values (`*`, `/`, `min`, `max`), division rounding down unless inside `ceil`/`round`.
 *
 * @example
 * expressionDistribution(parseNotation('3dF+2').expr, 1e-12).min; // -1
 */
export function expressionDistribution(expr: Expr, epsilon: number): Distribution {
  switch (expr.kind) {
    case 'number':
      return constant(expr.value);
    case 'dice':
      return diceDistribution(expr, epsilon);
    case 'group':
      return groupDistribution(expr, (i) => expressionDistribution(expr.items[i]!, epsilon), epsilon);
    case 'negate':
      return negate(expressionDistribution(expr.operand, epsilon));
    case 'binary': {
      const a = expressionDistribution(expr.left, epsilon);
      const b = expressionDistribution(expr.right, epsilon);
      if (expr.op === '+') return convolve(a, b);
      if (expr.op === '-') return convolve(a, negate(b));
      if (expr.op === '*') return combine(a, b, (x, y) => x * y + 0);
      return combine(a, b, (x, y) => divide(x, y));
    }
    case 'call': {
      const [first] = expr.args;
      if (
        (expr.fn === 'ceil' || expr.fn === 'round' || expr.fn === 'floor') &&
        first?.kind === 'binary' &&
        first.op === '/'
      ) {
        const rounding = expr.fn;
        return combine(
          expressionDistribution(first.left, epsilon),
          expressionDistribution(first.right, epsilon),
          (x, y) => divide(x, y, rounding),
        );
      }
      const args = expr.args.map((a) => expressionDistribution(a, epsilon));
      if (expr.fn === 'min' || expr.fn === 'max') {
        const pick = expr.fn === 'min' ? Math.min : Math.max;
        return args.slice(1).reduce((acc, d) => combine(acc, d, pick), args[0]!);
      }
      if (expr.fn === 'abs') return mapValues(args[0]!, Math.abs);
      return args[0]!;
    }
  }
}
