/**
 * Exact distributions of one group of dice with rerolls, `min`/`max`, explosions and success counting, by BigInt
 * counts over one denominator, built from the roller's rules (roll-dice-node.ts) and not from the odds code: the
 * truth the floats' error bounds are checked against (issue 37). Explosions are followed to a depth whose left-out
 * mass (below what is asked) is returned exactly (`cut`), so a total's truth lies between its counts and its counts plus `cut`.
 */
import { type DiceNode, facesOf, matches } from '../grammar/ast.js';
import { LIMITS } from '../limits.js';

/** Counts by value over `den`; `cut` (a fraction over `den` too) is the mass the depth left out. */
export interface ExactDist {
  readonly counts: Map<number, bigint>;
  readonly den: bigint;
  readonly cut: bigint;
}

/** One draw's natural face with its rerolls: exact counts over `den` (`r` by its 1,001 draws summed term by term). */
export function drawCounts(node: DiceNode): { counts: Map<number, bigint>; den: bigint } {
  const faces = facesOf(node.die);
  const n = BigInt(faces.length);
  const reroll = node.mods.reroll;
  const counts = new Map<number, bigint>();
  const add = (f: number, c: bigint) => counts.set(f, (counts.get(f) ?? 0n) + c);
  if (!reroll) {
    for (const f of faces) add(f, 1n);
    return { counts, den: n };
  }
  const m = BigInt(faces.filter((f) => matches(reroll.at, f)).length);
  const times = reroll.once ? 1 : LIMITS.maxRepeatsPerDie;
  // Over n^(times + 1): the i-th draw (i matched before it) of a face that does not match weighs m^i n^(times - i);
  // a matching face stands only on the last draw, after `times` matches.
  let stop = 0n;
  for (let i = 0; i <= times; i++) stop += m ** BigInt(i) * n ** BigInt(times - i);
  for (const f of faces) add(f, matches(reroll.at, f) ? m ** BigInt(times) : stop);
  return { counts, den: n ** BigInt(times + 1) };
}

/** The exact convolution of two distributions (their cuts combined: at most the sum of both). */
export function convolveExact(a: ExactDist, b: ExactDist, f = (x: number, y: number) => x + y): ExactDist {
  const counts = new Map<number, bigint>();
  for (const [x, ca] of a.counts)
    for (const [y, cb] of b.counts) {
      const v = f(x, y);
      counts.set(v, (counts.get(v) ?? 0n) + ca * cb);
    }
  // Left out: the pairs where either side was cut (a.cut b.den + a.den b.cut - a.cut b.cut).
  return { counts, den: a.den * b.den, cut: a.cut * b.den + a.den * b.cut - a.cut * b.cut };
}

/**
 * One die of the group as the roller draws it: what it adds to the total (its value, or +1/-1/0 per die counted),
 * its explosions followed to `depth` extra draws.
 */
function oneDie(node: DiceNode, cutBelow: number): ExactDist {
  const { mods } = node;
  const draw = drawCounts(node);
  // Deep enough that what is left out is below 2^-cutBelow: pe^depth, pe the chance a draw explodes.
  let exploding = 0n;
  for (const [f, c] of draw.counts) if (mods.explode && matches(mods.explode.at, f)) exploding += c;
  const pe = Number((exploding * 1_000_000n) / draw.den) / 1_000_000 + 1e-6;
  const depth = pe >= 1 ? LIMITS.maxRepeatsPerDie : Math.ceil(cutBelow / -Math.log2(pe));
  const clamp = (v: number) => Math.max(mods.min ?? -Infinity, Math.min(mods.max ?? Infinity, v));
  const g = (v: number) =>
    !mods.success ? v : matches(mods.success, v) ? 1 : mods.failure && matches(mods.failure, v) ? -1 : 0;
  const explode = mods.explode;
  const compound = explode?.style === 'compound' || explode?.style === 'compound-penetrate';
  const penetrate = explode?.style === 'penetrate' || explode?.style === 'compound-penetrate';
  // For a compounding die, sums of raw values, counted once at the end; otherwise each draw counts on its own.
  const counted = compound ? (v: number) => v : g;
  // rest[d]: what the draws from the d-th extra one on add, given the one before exploded.
  let rest: ExactDist = { counts: new Map(), den: 1n, cut: 1n };
  for (let d = Math.min(depth, LIMITS.maxRepeatsPerDie); d >= 1; d--) {
    const counts = new Map<number, bigint>();
    let cut = 0n;
    for (const [f, c] of draw.counts) {
      const v = counted(penetrate ? clamp(f) - 1 : clamp(f));
      // The roller stops after its 1,000th extra draw, whatever it shows.
      if (explode && matches(explode.at, f) && d < LIMITS.maxRepeatsPerDie) {
        for (const [w, cw] of rest.counts) counts.set(v + w, (counts.get(v + w) ?? 0n) + c * cw);
        cut += c * rest.cut;
      } else counts.set(v, (counts.get(v) ?? 0n) + c * rest.den);
    }
    rest = { counts, den: draw.den * rest.den, cut };
  }
  const counts = new Map<number, bigint>();
  let cut = 0n;
  for (const [f, c] of draw.counts) {
    const v = counted(clamp(f));
    if (explode && matches(explode.at, f)) {
      for (const [w, cw] of rest.counts) counts.set(v + w, (counts.get(v + w) ?? 0n) + c * cw);
      cut += c * rest.cut;
    } else counts.set(v, (counts.get(v) ?? 0n) + c * rest.den);
  }
  const die: ExactDist = { counts, den: draw.den * rest.den, cut };
  if (!compound || !mods.success) return die;
  const mapped = new Map<number, bigint>();
  for (const [v, c] of die.counts) mapped.set(g(v), (mapped.get(g(v)) ?? 0n) + c);
  return { ...die, counts: mapped };
}

/**
 * The exact distribution of a group of dice without keep/drop: its dice convolved by squaring, explosions followed
 * until less than 2^-cutBelow of a die is left out.
 */
export function exactDice(node: DiceNode, cutBelow: number): ExactDist {
  let result: ExactDist = { counts: new Map([[0, 1n]]), den: 1n, cut: 0n };
  let base = oneDie(node, cutBelow);
  for (let k = node.count; k > 0; k >>= 1) {
    if (k & 1) result = convolveExact(result, base);
    if (k > 1) base = convolveExact(base, base);
  }
  return result;
}

/** The distribution of a constant. */
export const exactConstant = (v: number): ExactDist => ({ counts: new Map([[v, 1n]]), den: 1n, cut: 0n });

/**
 * The sum of the best `k` of independent items, by every tuple of their values (brute force: small items only); the
 * cut is every tuple with any item cut (1 - Π(1 - cut_i), over the product of the denominators).
 */
export function keepBestExact(items: readonly ExactDist[], k: number, highest: boolean): ExactDist {
  let tuples: { values: number[]; count: bigint }[] = [{ values: [], count: 1n }];
  let den = 1n;
  let kept = 1n;
  for (const item of items) {
    tuples = tuples.flatMap((t) =>
      [...item.counts].map(([v, c]) => ({ values: [...t.values, v], count: t.count * c })),
    );
    den *= item.den;
    kept *= item.den - item.cut;
  }
  const counts = new Map<number, bigint>();
  for (const { values, count } of tuples) {
    const best = values.sort((a, b) => (highest ? b - a : a - b)).slice(0, k);
    const v = best.reduce((t, x) => t + x, 0);
    counts.set(v, (counts.get(v) ?? 0n) + count);
  }
  return { counts, den, cut: den - kept };
}
