import { type DiceNode, type Expr, faceCount, matchingFaces } from '../grammar/ast.js';
import { drawValueRange, type Range, rangeOf } from '../grammar/range.js';
import { keepHighestIsExact, TAIL_TERMS } from '../keep.js';
import { LIMITS } from '../limits.js';
import { isPlainDice, keptOf } from '../notation.js';
import { pooledDice } from '../roll/evaluate.js';
import { countEstimate, countEstimateRun } from './estimate-meter.js';
import { keepFamiliesWork, visitSteps } from './keep-families.js';
import { OBJECT_STEPS } from './meter.js';

/** The estimated cost of an exact distribution, from the syntax tree alone. */
export interface DistributionCost {
  /** Inner-loop steps, within a small factor. */
  readonly work: number;
  /** How many totals it can have (for exploding dice: up to where the series is cut). */
  readonly values: number;
  /** The most entries of one dense distribution it allocates (every value from its lowest to its highest). */
  readonly entries: number;
  /** Bits of the denominator of its exact fractions; Infinity when it is served as floats only. */
  readonly bits: number;
}

/**
 * Steps (about a nanosecond each) of one bigint step of exact numerators of `bits` bits: bigint arithmetic grows
 * with the size of the numbers (a sum of 30d100's 199-bit numerators takes about 300 ns a step).
 */
export const exactStep = (bits: number) => 20 + Math.max(0, bits);
/** Steps of one step of keep-highest by order statistics over floats (a few multiplications and array writes). */
const KEEP_STEP = 6;
/** Exact fractions are computed while the denominator has at most this many bits (as in the engine). */
const MAX_EXACT_BITS = 256;
/** Exact counts are carried through a combination while it takes at most this many products (as in the engine). */
const MAX_EXACT_PAIRS = 4_000_000;

interface NodeCost {
  work: number;
  width: number;
  /** Entries of the widest row a keep/drop allocates (rows run from 0 to the kept values' extreme). */
  rows?: number;
}

/** What {@link dropWork} reads of one dice group of a pool: its dice, exploding draws, style and exploding values. */
interface GroupShape {
  readonly n: number;
  readonly j: number;
  readonly style: string;
  readonly exploding: number;
  /** Whether its exploding and other draws can show the same value (after `min`/`max`, or `!p`'s extra draws). */
  readonly overlap: boolean;
}

/**
 * Steps of keeping all but d of one option of an exploding pool ({@link keepFamilies} with k = all draws - d): each
 * of its states at each value ({@link visitSteps}), and each placement's row of `width`. Rows exist only for states
 * the values before reach: a group's j exploding draws all sit on its exploding values, so away from them a row has
 * none or all of them placed (two rows per placement of the others), and only at the exploding values does their
 * count vary. At a value a row places up to the remaining dice of the families showing it, plus one absorbed: half
 * of the most on average over the rows.
 *
 * @example
 * dropWork([{ n: 4, j: 2, style: 'explode', exploding: 1, overlap: false }], { values: 7, kept: 5, width: 40 });
 */
function dropWork(groups: readonly GroupShape[], o: { values: number; kept: number; width: number }): number {
  const { values } = o;
  let states = 1;
  let others = 1;
  let spread = 1;
  let families = 0;
  for (const g of groups) {
    const penetrate = g.style === 'penetrate';
    states *= dropStates(g.n, g.j, g.style);
    // The others' rows: n + 1 placements of first draws (`!p`: (n + 2)^2 / 4 of first and last draws), each with the
    // exploding draws' none or all (`!p`: of its first and extra exploding draws); their placements at a value: half
    // of n + 2 on average (`!p`: of first and last draws together, (n + 4)^2 / 16).
    others *= placedOthers(g);
    spread *= penetrate ? (g.n + 4) ** 2 / 16 : (g.n + 2) / 2;
    families += penetrate ? 4 : g.j > 0 ? 2 : 1;
  }
  let atExploding = 0;
  for (const g of groups) {
    if (g.j === 0) continue;
    // At the first exploding value the others' rows; at each later one (`!p`: twice as many, its extra draws one
    // lower) any state's. There the exploding draws are placed, beside the others where both show it (in a pool of
    // several groups, or after `min`/`max`, or `!p`'s extra draws beside first ones).
    const blocks = g.style === 'penetrate' ? 2 : 1;
    // There the others' placement (of first draws; `!p`: and of last draws) and the exploding count vary.
    const varying =
      (g.style === 'penetrate' ? (g.n + 2) ** 2 / 4 : g.n + 1) * (g.j + 1) * (others / placedOthers(g));
    const rows = blocks * others + (blocks * g.exploding - 1) * Math.min(states, varying);
    atExploding += rows * ((g.j + 2) / 2) * (g.overlap || groups.length > 1 ? spread : 1);
  }
  const placements = values * Math.min(states, others) * (spread + 1) + atExploding;
  return values * states * visitSteps(families, o.kept, false) + placements * o.width;
}

/** A group's own share of the others' rows in {@link dropWork}. */
const placedOthers = (g: GroupShape) =>
  g.style === 'penetrate' ? (g.n + 2) ** 2 : g.j > 0 ? 2 * (g.n + 1) : g.n + 1;

/** A dice group's shape for {@link dropWork}: `wv` bounds its exploding values. */
function groupShape(node: DiceNode, wv: number): GroupShape {
  const j = explosionDraws(node);
  const explode = node.mods.explode;
  return {
    n: node.count,
    j,
    style: j > 0 && explode ? explode.style : '',
    exploding: j > 0 && explode ? Math.min(wv, matchingFaces(node.die, explode.at)) : 0,
    overlap: explode?.style === 'penetrate' || node.mods.min !== undefined || node.mods.max !== undefined,
  };
}

/**
 * Placements of a drop's kept dice among its families, each at most its size: n + 1 for dice that do not explode (or
 * compound), (j + 1)(n + 1) for `!` (j exploding draws and n others); for `!p`, (a + 1)²(n - a + 1)(j + 1) with a
 * the first draws that exploded, on average over a.
 */
function dropStates(n: number, j: number, style: string): number {
  if (style === 'penetrate') {
    // Averaged over a from 1 (the caller multiplies by n): where no first draw exploded (a = 0) there are no
    // exploding draws either, a single option the caller adds (h8-exact: it was counted at every j, (n + 1) / n times
    // over). Σ (a + 1)²(n - a + 1) over a = 0..n is (n + 2)Σb² - Σb³ for b to n + 1; a = 0 adds n + 1 of it.
    const m = n + 1;
    const all = ((n + 2) * m * (m + 1) * (2 * m + 1)) / 6 - ((m * (m + 1)) / 2) ** 2;
    return ((all - m) / Math.max(1, n)) * (j + 1);
  }
  return style === 'explode' ? (n + 1) * (j + 1) : n + 1;
}

/** At most this many terms of a sum are evaluated, whatever its length (see {@link sumIncreasing}). */
const SUM_TERMS = 32;

/**
 * Σ f(j) for j from `from` to `to`, f non-decreasing, in at most {@link SUM_TERMS} evaluations of f: a longer range
 * is cut into that many blocks of equal length, each weighed as its length times its last term. That errs high, by a
 * few percent for the low-degree polynomials it sums here, and its work does not grow with the range.
 *
 * @example
 * sumIncreasing((j) => j, 0, 10); // 55, term by term
 */
export function sumIncreasing(f: (j: number) => number, from: number, to: number): number {
  const length = to - from + 1;
  if (!(length > 0)) return 0;
  let sum = 0;
  if (length <= SUM_TERMS) {
    countEstimate(length);
    for (let j = from; j <= to; j++) sum += f(j);
    return sum;
  }
  countEstimate(SUM_TERMS);
  let start = from;
  for (let b = 1; b <= SUM_TERMS; b++) {
    const end = b === SUM_TERMS ? to : from + Math.floor((length * b) / SUM_TERMS) - 1;
    sum += (end - start + 1) * f(end);
    start = end + 1;
  }
  return sum;
}

/** How many explosions of one die the series follows before less than `epsilon` remains. */
export function chainLength(pe: number, epsilon: number): number {
  if (pe <= 0) return 0;
  if (pe >= 1) return LIMITS.maxRepeatsPerDie;
  return Math.min(LIMITS.maxRepeatsPerDie, Math.ceil(Math.log(epsilon) / Math.log(pe)) + 1);
}

/** Whether a dice group explodes on some face (an explosion point no face matches changes nothing). */
function explodes(node: DiceNode): boolean {
  return node.mods.explode !== undefined && matchingFaces(node.die, node.mods.explode.at) > 0;
}

/** How many exploding draws of a dice group the engine's mixture follows: about mean + 12 standard deviations. */
function explosionDraws(node: DiceNode): number {
  const explode = node.mods.explode;
  if (!explode || explode.style === 'compound' || explode.style === 'compound-penetrate') return 0;
  const n = node.count;
  const pe = matchingFaces(node.die, explode.at) / faceCount(node.die);
  return Math.min(
    n * LIMITS.maxRepeatsPerDie + 1,
    Math.ceil((n * pe) / (1 - pe) + (12 * Math.sqrt(n * pe)) / (1 - pe) + 12),
  );
}

/** How many ways a dice group's explosions come out in the engine's mixture (one per exploding draw count). */
function explosionOptions(node: DiceNode): number {
  const options = explosionDraws(node);
  if (options === 0) return 1;
  // Penetrating dice also mix over how many of the n first draws explode.
  return node.mods.explode?.style === 'penetrate' ? (node.count + 1) * options : options;
}

/** How many times a dice group's family options walk its faces through `valuesOf` (first draws, extra draws). */
function passesOf(node: DiceNode): number {
  const style = node.mods.explode?.style;
  return style === undefined ? 1 : style === 'explode' ? 2 : 4;
}

function diceCost(node: DiceNode, epsilon: number): NodeCost {
  const { count: n, mods } = node;
  const sides = faceCount(node.die);
  if (isPlainDice(node) && node.die.kind === 'standard') {
    const { kept } = keptOf(n, mods.keep);
    if (kept >= n) return { work: n * n * (sides - 1) + 1, width: n * (sides - 1) + 1 };
    // Order statistics, and each face's upper tails summed term by term where they would cancel (TAIL_TERMS each).
    return { work: kept ** 3 * sides * sides + sides * kept * TAIL_TERMS + 1, width: kept * (sides - 1) + 1 };
  }
  const range = drawValueRange(node);
  const wv = range.hi - range.lo + 2;
  const success = mods.success !== undefined;
  const wg = success ? 3 : wv;
  // Keep/drop by order statistics sums into rows from 0 to the kept values' extreme: far from 0 (`min999999`) they
  // are that wide, whatever the values' own span.
  const wk = success ? 3 : Math.max(0, range.hi) - Math.min(0, range.lo) + 2;
  // Faces are walked one by one through objects (issue 33: a million-sided die's faces were counted one step each
  // and took about a microsecond): by the draw model, by each pass of `valuesOf` over them, and by `mapValues` over
  // each pass's values.
  const walk = (passes: number, mapped: number) => OBJECT_STEPS * (sides * (1 + passes) + mapped * wv);
  // Explosions on no face (`8d%!!<1`) leave the dice as they are: computed, exactly, as dice that do not explode.
  const explode = explodes(node) ? mods.explode : undefined;
  const compound = explode?.style === 'compound' || explode?.style === 'compound-penetrate';
  let work = !explode
    ? walk(1, mods.keep ? 0 : 1)
    : compound
      ? walk(4, 0)
      : !mods.keep
        ? walk(4, 4)
        : walk(explode.style === 'penetrate' ? 4 : 2, 0);
  if (!explode) {
    // Repeated squaring: the squarings' widths double, so their work sums to about a third of the last one's square;
    // in exact counts (bigints) while the denominator stays small, as for plain dice.
    const total = mods.reroll ? (mods.reroll.once ? sides * sides : undefined) : sides;
    const bits = total === undefined ? Infinity : n * Math.log2(Math.max(2, total));
    const step = bits <= MAX_EXACT_BITS ? exactStep(bits) : 1;
    if (!mods.keep) return { work: work + (step * (n * wg) ** 2) / 3, width: n * wg };
    const { kept } = keptOf(n, mods.keep);
    return { work: work + keepFamiliesWork(wv, kept, 1, kept * wk), width: kept * wg, rows: 2 * kept * wk };
  }
  const pe = matchingFaces(node.die, explode.at) / sides;
  const length = chainLength(pe, epsilon / n);
  // A die and its explosions sum up to length + 1 draws: from the lowest value to length + 1 times the highest, a
  // dense span however narrow one draw's values are (`500d100min953!`: every draw is 953).
  const unit = success
    ? wg * (length + 1)
    : (length + 1) * Math.max(wv, Math.abs(range.hi) + 1, Math.abs(range.lo) + 1);
  work += length * unit * wv;
  const style = explode.style;
  if (style === 'compound' || style === 'compound-penetrate' || !mods.keep) {
    const width = success ? n * (length + 1) * 3 : n * unit;
    if (!mods.keep) return { work: work + (width * width) / 3, width };
    const { kept } = keptOf(n, mods.keep);
    return {
      work: work + keepFamiliesWork(unit, kept, 1, kept * wk * (length + 1), false),
      width: kept * unit,
      rows: 2 * kept * wk * (length + 1),
    };
  }
  // A mixture over the exploding draws j (about mean + 12 standard deviations of a negative binomial),
  // each a keep over families; dropping keeps all but d of a pool that grows with j, so the work is summed over j.
  const mean = (n * pe) / (1 - pe);
  const options = Math.ceil(mean + (12 * Math.sqrt(n * pe)) / (1 - pe) + 12);
  const families = style === 'penetrate' ? 4 : 2;
  const keep = mods.keep;
  // Summed in a bounded number of steps, never one per option: `options` grows with the dice count and with
  // p / (1 - p), about 10^10 for `10000d1000000!>1kh1` (issue 33).
  // Dropping d of a pool of n + j draws keeps the other n + j - d, by the same order statistics as keeping (issue 37:
  // differences of convolution powers cancelled); its states are capped by the families' sizes.
  const kept = (j: number) => Math.max(1, keptOf(n + j, keep).kept);
  const exploding = Math.min(wv + 1, matchingFaces(node.die, explode.at));
  // Exploding and other draws show the same value only after `min`/`max` (or `!p`'s extra draws, one lower).
  const overlap = style === 'penetrate' || mods.min !== undefined || mods.max !== undefined;
  let mixtures = sumIncreasing(
    (j) =>
      keep.mode === 'drop'
        ? dropWork([{ n, j, style, exploding, overlap }], {
            values: wv + 1,
            kept: kept(j),
            width: kept(j) * wk,
          })
        : keepFamiliesWork(wv + 1, kept(j), families, kept(j) * wk, false),
    0,
    options,
  );
  const widest = kept(options) * wg;
  // Penetrating dice also mix over how many of the n first draws explode: for a drop, the a >= 1 that explode (each
  // priced by dropStates' average over them) and the one way none does, with no exploding draw (h8-exact).
  if (style === 'penetrate' && keep.mode === 'drop') {
    mixtures =
      mixtures * Math.max(1, n) +
      dropWork([{ n, j: 0, style: '', exploding: 0, overlap: false }], {
        values: wv + 1,
        kept: kept(0),
        width: kept(0) * wk,
      });
  } else if (style === 'penetrate') mixtures *= n + 1;
  const keptMost = kept(options);
  return { work: work + mixtures, width: widest, rows: 2 * keptMost * wk };
}

/** A node's cost with the size of its distribution: the values it spans (dense arrays) and its exact fractions. */
interface SizedCost extends NodeCost {
  /** The lowest and highest value of its distribution as stored (exploding dice: up to where the series is cut). */
  lo: number;
  hi: number;
  /** Bits of the exact denominator of its fractions; Infinity when it has none (floats only). */
  bits: number;
  /** The most entries of one distribution allocated computing it (its own span, or a wider one inside). */
  largest: number;
}

const spanOf = (c: { lo: number; hi: number }) => c.hi - c.lo + 1;

/** The stored bounds of a node: its range where finite, else as wide as its estimated number of totals. */
function boundsOf(expr: Expr, width: number, ctx: Context): { lo: number; hi: number } {
  const r = rangeOf(expr, ctx.ranges);
  if (Number.isFinite(r.lo) && Number.isFinite(r.hi)) return r;
  if (Number.isFinite(r.lo)) return { lo: r.lo, hi: r.lo + width - 1 };
  if (Number.isFinite(r.hi)) return { lo: r.hi - width + 1, hi: r.hi };
  return { lo: -width, hi: width };
}

/** Bits of the denominator of an exact pool of n dice (Infinity past what the engine computes exactly). */
function poolBits(n: number, faces: number): number {
  const bits = n * Math.log2(Math.max(2, faces));
  return bits <= MAX_EXACT_BITS ? bits : Infinity;
}

/** Work of a combination over the joint values of two dense distributions (convolution, `*`, `/`, min, max). */
function pairWork(a: SizedCost, b: SizedCost, passes: number): { work: number; bits: number } {
  const pairs = spanOf(a) * spanOf(b);
  const exact = a.bits + b.bits <= 2 * MAX_EXACT_BITS && pairs <= MAX_EXACT_PAIRS;
  return exact
    ? { work: passes * pairs + exactStep(a.bits + b.bits) * pairs, bits: a.bits + b.bits }
    : { work: passes * pairs, bits: Infinity };
}

function sized(base: NodeCost, bounds: { lo: number; hi: number }, bits: number, inner = 0): SizedCost {
  const span = spanOf(bounds);
  return {
    work: base.work + span,
    width: Math.min(base.width, span),
    ...bounds,
    bits,
    largest: Math.max(span, inner),
  };
}

/** What one estimate shares across its tree: each exploding group's share of the cut, and each node's range. */
interface Context {
  readonly epsilon: number;
  readonly ranges: Map<Expr, Range>;
}

function cost(expr: Expr, ctx: Context): SizedCost {
  countEstimate();
  switch (expr.kind) {
    case 'number':
      return { work: 1, width: 1, lo: expr.value, hi: expr.value, bits: 0, largest: 1 };
    case 'dice': {
      const own = diceCost(expr, ctx.epsilon);
      const bounds = boundsOf(expr, own.width, ctx);
      const plain = isPlainDice(expr) && expr.die.kind === 'standard';
      const bits = plain
        ? poolBits(expr.count, expr.die.sides)
        : explodes(expr)
          ? Infinity
          : poolBits(expr.count, faceCount(expr.die));
      if (!plain) {
        // One draw's distribution is dense over the die's values, with exact counts beside its floats, whatever the
        // group's own span (a count of successes over a d100000 spans 0..1).
        const draw = drawValueRange(expr);
        return sized(own, bounds, bits, Math.max(2 * (draw.hi - draw.lo + 1), own.rows ?? 0));
      }
      const sides = faceCount(expr.die);
      const { kept } = keptOf(expr.count, expr.mods.keep);
      if (kept >= expr.count) {
        // Sums by sliding windows; exact numerators are bigints, each step weighed as exactStep(bits) float ones.
        return sized(
          { ...own, work: own.work * (Number.isFinite(bits) ? exactStep(bits) : 1) },
          bounds,
          bits,
        );
      }
      // Keep/drop by order statistics: k rows of k * sides + 1 sums per face, each step a few float operations.
      const exact = Number.isFinite(bits) && keepHighestIsExact(expr.count, sides, kept);
      const work = own.work * (exact ? exactStep(bits) : KEEP_STEP);
      return sized({ ...own, work }, bounds, exact ? bits : Infinity, kept * (kept * sides + 1));
    }
    case 'negate': {
      const c = cost(expr.operand, ctx);
      return { ...c, work: c.work + spanOf(c), lo: -c.hi, hi: -c.lo };
    }
    case 'group': {
      const pooled = pooledDice(expr);
      // A pool of dice groups counts the group's successes die by die: each is computed with the group's rule.
      const virtual = pooled?.map(
        (d): DiceNode => ({ ...d, mods: { ...d.mods, success: expr.success, failure: expr.failure } }),
      );
      const items = (virtual && !expr.keep ? virtual : expr.items).map((i) => cost(i, ctx));
      let work = items.reduce((t, c) => t + c.work, 0);
      const inner = Math.max(...items.map((c) => c.largest));
      const bounds = (width: number) => boundsOf(expr, width, ctx);
      if (pooled && expr.keep) {
        const total = pooled.reduce((t, d) => t + d.count, 0);
        const { kept } = keptOf(total, expr.keep);
        // Sums run over the values of every group in the pool (a d2 beside a `min999999` spans 1..999999).
        const draws = pooled.map(drawValueRange);
        const wv = Math.max(...draws.map((r) => r.hi)) - Math.min(...draws.map((r) => r.lo)) + 2;
        // One option per way the pool's explosions can come out (the product of each group's), each a keep over
        // families; every group's faces walked by its draw model and its passes of `valuesOf`.
        const options = pooled.reduce((t, d) => t * explosionOptions(d), 1);
        const walked = pooled.reduce((t, d) => t + OBJECT_STEPS * faceCount(d.die) * (1 + passesOf(d)), 0);
        // Dropping keeps every draw but d, the explosions' too (issue 37), each option at its most draws.
        const drop = expr.keep.mode === 'drop';
        const most = drop ? kept + pooled.reduce((t, d) => t + explosionDraws(d), 0) : kept;
        const each = drop
          ? dropWork(
              pooled.map((d) => groupShape(d, wv)),
              { values: wv, kept: most, width: most * wv },
            )
          : keepFamiliesWork(wv, kept, pooled.length * 2, kept * wv, !pooled.some(explodes));
        const base = { work: work + walked + options * each, width: most * wv };
        return sized(base, bounds(base.width), Infinity, Math.max(inner, 2 * wv));
      }
      const spans = items.map(spanOf);
      if (expr.success || !expr.keep) {
        // Convolved item by item over their dense spans (a success count spans -1..1 per item, mapped value by
        // value; a pool's groups already count theirs).
        let width = 1;
        let bits = 0;
        for (const [i, c] of items.entries()) {
          const mapped = expr.success && !virtual;
          const span = mapped ? 3 : spans[i]!;
          if (mapped) work += OBJECT_STEPS * spans[i]!;
          work += width * span * (Number.isFinite(bits + c.bits) ? exactStep(bits + c.bits) : 1) + span;
          width += span - 1;
          bits += c.bits;
        }
        return sized({ work, width }, bounds(width), bits, inner);
      }
      const { kept } = keptOf(items.length, expr.keep);
      const w = Math.max(...spans);
      const bits = items.reduce((t, c) => t + c.bits, 0);
      if (kept === 1) {
        // The best of the items, folded pairwise over their joint values (then mapped to successes, value by value).
        const pairs = w * w * items.length;
        const mapped = expr.success ? OBJECT_STEPS * w : 0;
        return sized(
          { work: work + mapped + pairs * (Number.isFinite(bits) ? exactStep(bits) : 2), width: w },
          bounds(w),
          bits,
          inner,
        );
      }
      let states = 1;
      countEstimate(kept);
      for (let i = 0; i < kept; i++) states = (states * (w + i)) / (i + 1);
      // Each step of the tuple dynamic program is a map update of a few hundred nanoseconds: weighed as 50 steps.
      work += 50 * states * w * items.length * (kept + 1);
      return sized({ work, width: kept * w }, bounds(kept * w), bits, inner);
    }
    case 'binary': {
      const a = cost(expr.left, ctx);
      const b = cost(expr.right, ctx);
      const inner = Math.max(a.largest, b.largest);
      const sum = expr.op === '+' || expr.op === '-';
      // Sums convolve the dense spans; products and quotients visit every pair of values twice.
      const pair = pairWork(a, b, sum ? 1 : 2);
      const bounds = sum
        ? expr.op === '+'
          ? { lo: a.lo + b.lo, hi: a.hi + b.hi }
          : { lo: a.lo - b.hi, hi: a.hi - b.lo }
        : expr.op === '*'
          ? hull([a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi])
          : quotientBounds(expr, a, ctx);
      const width = sum ? a.width + b.width - 1 : a.width * b.width;
      return sized({ work: a.work + b.work + pair.work, width }, bounds, pair.bits, inner);
    }
    case 'call': {
      const args = expr.args.map((a) => cost(a, ctx));
      const first = expr.args[0];
      const inner = Math.max(...args.map((c) => c.largest));
      if ((expr.fn === 'floor' || expr.fn === 'ceil' || expr.fn === 'round') && first?.kind === 'binary') {
        return args[0]!;
      }
      if (expr.fn === 'abs') {
        const c = args[0]!;
        const most = Math.max(Math.abs(c.lo), Math.abs(c.hi));
        // Mapped value by value through objects (`mapValues`).
        return sized(
          { work: c.work + (2 + OBJECT_STEPS) * spanOf(c), width: c.width },
          { lo: c.lo >= 0 ? c.lo : c.hi <= 0 ? -c.hi : 0, hi: most },
          c.bits,
          inner,
        );
      }
      if (expr.fn === 'min' || expr.fn === 'max') {
        let acc = args[0]!;
        for (const c of args.slice(1)) {
          const pair = pairWork(acc, c, 2);
          const bounds = { lo: Math.min(acc.lo, c.lo), hi: Math.max(acc.hi, c.hi) };
          acc = sized(
            { work: acc.work + c.work + pair.work, width: Math.max(acc.width, c.width) },
            bounds,
            pair.bits,
            Math.max(acc.largest, c.largest),
          );
        }
        return acc;
      }
      return args[0]!;
    }
  }
}

function hull(values: readonly number[]): { lo: number; hi: number } {
  const finite = values.map((v) => (Number.isNaN(v) ? 0 : v));
  return { lo: Math.min(...finite), hi: Math.max(...finite) };
}

/** A quotient lies within the dividend's largest magnitude (divisors are whole numbers, never 0). */
function quotientBounds(expr: Expr, a: SizedCost, ctx: Context): { lo: number; hi: number } {
  const r = rangeOf(expr, ctx.ranges);
  if (Number.isFinite(r.lo) && Number.isFinite(r.hi)) return r;
  const most = Math.max(Math.abs(a.lo), Math.abs(a.hi));
  return { lo: -most, hi: most };
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
  countEstimateRun();
  const c = cost(expr, { epsilon, ranges: new Map() });
  return { work: c.work, values: Math.min(c.width, spanOf(c)), entries: c.largest, bits: c.bits };
}
