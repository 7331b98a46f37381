import { type DiceNode, type Expr, faceCount, matchingFaces } from '../grammar/ast.js';
import { drawValueRange } from '../grammar/range.js';
import { LIMITS } from '../limits.js';
import { isPlainDice, keptOf } from '../notation.js';
import { pooledDice } from '../roll/evaluate.js';
import { keepFamiliesWork } from './keep-families.js';

/** The estimated cost of an exact distribution, from the syntax tree alone. */
export interface DistributionCost {
  /** Inner-loop steps, within a small factor. */
  readonly work: number;
  /** How many totals it can have (for exploding dice: up to where the series is cut). */
  readonly values: number;
}

interface NodeCost {
  work: number;
  width: number;
}

/** Steps of one `dropFamilies` past its cached powers: values x placements of fewer than d dropped dice x (d + 1) convolutions. */
function dropFamiliesWork(values: number, d: number, families: number, wide: number, narrow: number): number {
  let states = 1;
  for (let i = 0; i < families; i++) states = (states * (d + i)) / (i + 1);
  return values * states * (d + 1) * (families / 2) * (wide + narrow) * narrow;
}

/** How many explosions of one die the series follows before less than `epsilon` remains. */
export function chainLength(pe: number, epsilon: number): number {
  if (pe <= 0) return 0;
  if (pe >= 1) return LIMITS.maxRepeatsPerDie;
  return Math.min(LIMITS.maxRepeatsPerDie, Math.ceil(Math.log(epsilon) / Math.log(pe)) + 1);
}

function diceCost(node: DiceNode, epsilon: number): NodeCost {
  const { count: n, mods } = node;
  const sides = faceCount(node.die);
  if (isPlainDice(node) && node.die.kind === 'standard') {
    const { kept } = keptOf(n, mods.keep);
    if (kept >= n) return { work: n * n * (sides - 1) + 1, width: n * (sides - 1) + 1 };
    return { work: kept ** 3 * sides * sides + 1, width: kept * (sides - 1) + 1 };
  }
  const range = drawValueRange(node);
  const wv = range.hi - range.lo + 2;
  const success = mods.success !== undefined;
  const wg = success ? 3 : wv;
  let work = sides;
  if (!mods.explode) {
    // Repeated squaring: the squarings' widths double, so their work sums to about a third of the last one's square.
    if (!mods.keep) return { work: work + (n * wg) ** 2 / 3, width: n * wg };
    const { kept } = keptOf(n, mods.keep);
    return { work: work + keepFamiliesWork(wv, kept, 1, kept * wg), width: kept * wg };
  }
  const pe = matchingFaces(node.die, mods.explode.at) / sides;
  const length = chainLength(pe, epsilon / n);
  const unit = wg * (length + 1);
  work += length * unit * wv;
  const style = mods.explode.style;
  if (style === 'compound' || style === 'compound-penetrate' || !mods.keep) {
    const width = success ? n * (length + 1) * 3 : n * unit;
    if (!mods.keep) return { work: work + (width * width) / 3, width };
    const { kept } = keptOf(n, mods.keep);
    return { work: work + keepFamiliesWork(unit, kept, 1, kept * unit), width: kept * unit };
  }
  // A mixture over the exploding draws j (about mean + 12 standard deviations of a negative binomial),
  // each a keep over families; dropping keeps all but d of a pool that grows with j, so the work is summed over j.
  const mean = (n * pe) / (1 - pe);
  const options = Math.ceil(mean + (12 * Math.sqrt(n * pe)) / (1 - pe) + 12);
  const families = style === 'penetrate' ? 4 : 2;
  const keep = mods.keep;
  let mixtures = 0;
  let widest = 0;
  for (let j = 0; j <= options; j++) {
    const pool = n + j;
    if (keep.mode === 'drop') {
      // Dropped dice are placed (fewer than d); the kept ones are convolutions of each family's powers,
      // the first family's (n dice) computed once for all j, the exploding family's (j dice) narrow.
      mixtures += dropFamiliesWork(wv + 1, keep.count, families, n * wg, (j + 1) * wg);
      widest = Math.max(widest, pool * wg);
      continue;
    }
    const k = Math.max(1, Math.min(keep.count, pool));
    mixtures += keepFamiliesWork(wv + 1, k, families, k * wg);
    widest = Math.max(widest, k * wg);
  }
  // Dropping: each family's powers past each value, once for the whole mixture.
  if (keep.mode === 'drop')
    mixtures += (wv + 1) * (keep.count + 1) * families * (n * wg) ** 2 * Math.log2(n * wg + 2);
  // Penetrating dice also mix over how many of the n first draws explode.
  if (style === 'penetrate') mixtures *= n + 1;
  return { work: work + mixtures, width: widest };
}

function cost(expr: Expr, epsilon: number): NodeCost {
  switch (expr.kind) {
    case 'number':
      return { work: 1, width: 1 };
    case 'dice':
      return diceCost(expr, epsilon);
    case 'negate':
      return cost(expr.operand, epsilon);
    case 'group': {
      const pooled = pooledDice(expr);
      const items = expr.items.map((i) => cost(i, epsilon));
      let work = items.reduce((t, c) => t + c.work, 0);
      if (pooled && expr.keep) {
        const total = pooled.reduce((t, d) => t + d.count, 0);
        const { kept } = keptOf(total, expr.keep);
        const wv = Math.max(...pooled.map((d) => drawValueRange(d).hi - drawValueRange(d).lo + 2));
        const options = pooled.reduce((t, d) => t * (d.mods.explode ? 64 : 1), 1);
        return {
          work: work + options * keepFamiliesWork(wv, kept, pooled.length * 2, kept * wv),
          width: kept * wv,
        };
      }
      if (expr.success || !expr.keep) {
        const width = items.reduce((t, c) => t + (expr.success ? 3 : c.width), 0);
        return { work: work + width * width, width };
      }
      const { kept } = keptOf(items.length, expr.keep);
      const w = Math.max(...items.map((c) => c.width));
      if (kept === 1) return { work: work + w * w * items.length, width: w };
      let states = 1;
      for (let i = 0; i < kept; i++) states = (states * (w + i)) / (i + 1);
      // Each step of the tuple dynamic program is a map update of a few hundred nanoseconds: weighed as 50 steps.
      work += 50 * states * w * items.length;
      return { work, width: kept * w };
    }
    case 'binary': {
      const a = cost(expr.left, epsilon);
      const b = cost(expr.right, epsilon);
      const pairs = a.width * b.width;
      const width = expr.op === '+' || expr.op === '-' ? a.width + b.width - 1 : pairs;
      return { work: a.work + b.work + pairs, width };
    }
    case 'call': {
      const args = expr.args.map((a) => cost(a, epsilon));
      let { work, width } = args[0]!;
      for (const c of args.slice(1)) {
        work += c.work + width * c.width;
        width = Math.max(width, c.width);
      }
      const first = expr.args[0];
      if (first?.kind === 'binary' && first.op === '/') width = Math.min(width, args[0]!.width);
      return { work, width };
    }
  }
}

/**
 * Estimates, from the syntax tree alone and in microseconds, the work and the number of totals of a notation's
 * exact distribution, so that one too costly is refused before any work. `epsilon` is each exploding group's
 * share of the probability that may be cut from its series.
 *
 * @example
 * distributionCost(parseNotation('8d6!kh3').expr, 1e-12).work; // a few hundred thousand steps
 */
export function distributionCost(expr: Expr, epsilon: number): DistributionCost {
  const { work, width } = cost(expr, epsilon);
  return { work, values: width };
}
