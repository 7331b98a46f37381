import { countEstimate } from '../odds/estimate-meter.js';
import { type DiceNode, type Expr, facesOf, matches } from './ast.js';
import { formatExpression } from './format.js';
import { notationError } from './tokens.js';

/** The lowest and highest value an expression can take (infinite when dice explode without end). */
export interface Range {
  readonly lo: number;
  readonly hi: number;
}

/** The faces a die's draws count as, after `min`/`max`. */
export function drawValueRange(node: DiceNode): Range {
  countEstimate(node.die.kind === 'custom' ? node.die.faces.length : 1);
  const faces = node.die.kind === 'standard' ? [1, node.die.sides] : facesOf(node.die);
  let lo = Math.min(...faces);
  let hi = Math.max(...faces);
  const { min, max } = node.mods;
  if (min !== undefined) [lo, hi] = [Math.max(lo, min), Math.max(hi, min)];
  if (max !== undefined) [lo, hi] = [Math.min(lo, max), Math.min(hi, max)];
  return { lo, hi };
}

function diceRange(node: DiceNode): Range {
  countEstimate(node.die.kind === 'custom' ? node.die.faces.length : 1);
  const m = node.mods;
  const draw = drawValueRange(node);
  let { lo, hi } = draw;
  let unbounded = false;
  if (m.explode) {
    unbounded = true;
    const penetrate = m.explode.style === 'penetrate' || m.explode.style === 'compound-penetrate';
    const faces = node.die.kind === 'standard' ? [1, node.die.sides] : facesOf(node.die);
    const exploding = faces.filter((f) => matches(m.explode!.at, f));
    const cut = penetrate ? 1 : 0;
    if (exploding.some((f) => f > cut) || node.die.kind === 'standard') hi = Infinity;
    if (exploding.some((f) => f < cut) || (penetrate && draw.lo < 1)) lo = -Infinity;
    if (penetrate) lo = Math.min(lo, draw.lo - 1);
  }
  if (m.success) {
    const n = unbounded ? Infinity : node.count;
    return { lo: m.failure ? -n : 0, hi: n };
  }
  let kept = node.count;
  if (m.keep && !unbounded) kept = m.keep.mode === 'keep' ? m.keep.count : node.count - m.keep.count;
  return { lo: mul(kept, lo), hi: mul(kept, hi) };
}

const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : a * b);

/**
 * The range of an expression, and a check that no divisor can be zero (`1d6/(1d2-1)` is refused with the
 * position of its `/`). With `memo`, each node's range is computed once and kept there: the cost estimate asks for
 * the range of every node of a tree, which would otherwise take time quadratic in its size.
 *
 * @example
 * rangeOf(parseExpression('2d6+1').expr); // { lo: 3, hi: 13 }
 */
export function rangeOf(expr: Expr, memo?: Map<Expr, Range>): Range {
  const known = memo?.get(expr);
  if (known) return known;
  countEstimate();
  const range = computeRange(expr, memo);
  memo?.set(expr, range);
  return range;
}

function computeRange(expr: Expr, memo: Map<Expr, Range> | undefined): Range {
  const sub = (e: Expr) => rangeOf(e, memo);
  switch (expr.kind) {
    case 'number':
      return { lo: expr.value, hi: expr.value };
    case 'dice':
      return diceRange(expr);
    case 'negate': {
      const r = sub(expr.operand);
      return { lo: -r.hi, hi: -r.lo };
    }
    case 'group': {
      const items = expr.items.map(sub);
      if (expr.success) {
        const n = items.length === 1 ? Infinity : items.length;
        return { lo: expr.failure ? -n : 0, hi: n };
      }
      if (items.length === 1) {
        return items[0]!;
      }
      const kept = !expr.keep
        ? items.length
        : expr.keep.mode === 'keep'
          ? expr.keep.count
          : items.length - expr.keep.count;
      const los = items.map((r) => r.lo).sort((a, b) => a - b);
      const his = items.map((r) => r.hi).sort((a, b) => b - a);
      let lo = 0;
      let hi = 0;
      for (let i = 0; i < kept; i++) {
        lo += los[i]!;
        hi += his[i]!;
      }
      return { lo, hi };
    }
    case 'call': {
      const args = expr.args.map(sub);
      if (expr.fn === 'min')
        return { lo: Math.min(...args.map((a) => a.lo)), hi: Math.min(...args.map((a) => a.hi)) };
      if (expr.fn === 'max')
        return { lo: Math.max(...args.map((a) => a.lo)), hi: Math.max(...args.map((a) => a.hi)) };
      const r = args[0]!;
      if (expr.fn === 'abs') {
        if (r.lo >= 0) return r;
        if (r.hi <= 0) return { lo: -r.hi, hi: -r.lo };
        return { lo: 0, hi: Math.max(-r.lo, r.hi) };
      }
      return r;
    }
    case 'binary': {
      const a = sub(expr.left);
      const b = sub(expr.right);
      if (expr.op === '+') return { lo: a.lo + b.lo, hi: a.hi + b.hi };
      if (expr.op === '-') return { lo: a.lo - b.hi, hi: a.hi - b.lo };
      if (expr.op === '*') return span([mul(a.lo, b.lo), mul(a.lo, b.hi), mul(a.hi, b.lo), mul(a.hi, b.hi)]);
      if (b.lo <= 0 && b.hi >= 0) {
        const what = formatExpression(expr.right);
        notationError(
          b.lo === 0 && b.hi === 0
            ? `\`/\` at ${expr.at}: division by zero`
            : `\`/\` at ${expr.at}: the divisor ${what} can be 0`,
          expr.at,
        );
      }
      // The quotient's extremes sit at the divisor's extremes closest to zero or farthest from it.
      const ends = [a.lo, a.hi].flatMap((x) => [b.lo, b.hi, b.lo > 0 ? b.lo : b.hi].map((y) => x / y));
      const r = span(ends.map((q) => (Number.isFinite(q) ? q : q)));
      return { lo: Math.floor(r.lo), hi: Math.ceil(r.hi) };
    }
  }
}

function span(values: number[]): Range {
  const finite = values.map((v) => (Number.isNaN(v) ? 0 : v));
  return { lo: Math.min(...finite), hi: Math.max(...finite) };
}
