/**
 * The exact distribution of a pool kept or dropped (`6d6r1kh3`, `5d6!kh3`, `4d6!dl1`, `{4d6+2d8}kh2`), by BigInt
 * counts built from the roller's rules and not from the odds code (issue 37): each die's draws are enumerated (every
 * draw of `!` and `!p` a die of its own, a compounding die one value), followed until less than 2^-cutBelow of a die
 * is left out, and the pool is folded die by die over the kept (or dropped) values so far.
 */
import { type ComparePoint, type DiceNode, type Keep, matches } from '../grammar/ast.js';
import { LIMITS } from '../limits.js';
import { drawCounts, type ExactDist } from './exact-dice.test-utils.js';

/** The values one die of the pool puts into it, with their count over `den`, and the count the depth left out. */
interface DieLists {
  readonly lists: Map<string, { values: number[]; count: bigint }>;
  readonly den: bigint;
  readonly cut: bigint;
}

function dieLists(node: DiceNode, cutBelow: number): DieLists {
  const { mods } = node;
  const draw = drawCounts(node);
  const explode = mods.explode;
  let exploding = 0n;
  for (const [f, c] of draw.counts) if (explode && matches(explode.at, f)) exploding += c;
  const pe = Number((exploding * 1_000_000n) / draw.den) / 1_000_000 + 1e-6;
  const depth = !explode ? 0 : pe >= 1 ? LIMITS.maxRepeatsPerDie : Math.ceil(cutBelow / -Math.log2(pe));
  const clamp = (v: number) => Math.max(mods.min ?? -Infinity, Math.min(mods.max ?? Infinity, v));
  const compound = explode?.style === 'compound' || explode?.style === 'compound-penetrate';
  const penetrate = explode?.style === 'penetrate' || explode?.style === 'compound-penetrate';
  // A die's draws as a multiset (their order does not change what is kept): sorted, so that chains merge.
  const add = (lists: DieLists['lists'], unsorted: number[], count: bigint) => {
    const values = unsorted.sort((a, b) => a - b);
    const key = values.join(',');
    const found = lists.get(key);
    if (found) found.count += count;
    else lists.set(key, { values, count });
  };
  // rest: the draws from the d-th extra one on, given the one before exploded (all cut past the depth).
  let rest: DieLists = { lists: new Map(), den: 1n, cut: 1n };
  const level = (first: boolean, d: number): DieLists => {
    const lists: DieLists['lists'] = new Map();
    let cut = 0n;
    for (const [f, c] of draw.counts) {
      const v = !first && penetrate ? clamp(f) - 1 : clamp(f);
      if (explode && matches(explode.at, f) && (first || d < LIMITS.maxRepeatsPerDie)) {
        for (const { values, count } of rest.lists.values()) add(lists, [v, ...values], c * count);
        cut += c * rest.cut;
      } else add(lists, [v], c * rest.den);
    }
    return { lists, den: draw.den * rest.den, cut };
  };
  for (let d = Math.min(depth, LIMITS.maxRepeatsPerDie); d >= 1; d--) rest = level(false, d);
  const die = level(true, 0);
  if (!compound) return die;
  const summed: DieLists['lists'] = new Map();
  for (const { values, count } of die.lists.values()) add(summed, [values.reduce((t, v) => t + v, 0)], count);
  return { ...die, lists: summed };
}

/**
 * The exact total of a pool of dice (several groups pooled, as `{4d6+2d8}`) kept or dropped by `keep`, summing each
 * counted die's value or its success (+1), failure (-1) or nothing.
 */
export function exactPool(
  dice: readonly DiceNode[],
  rules: { keep: Keep; success?: ComparePoint | undefined; failure?: ComparePoint | undefined },
  cutBelow: number,
): ExactDist {
  const { keep, success, failure } = rules;
  const g = (v: number) => (!success ? v : matches(success, v) ? 1 : failure && matches(failure, v) ? -1 : 0);
  // The special dice: the kept ones (keep) or the dropped ones (drop), highest first for `kh` and `dh`. Others leave
  // (keep) or are summed (drop) as they are pushed out.
  const size = keep.count;
  const preferHigh = keep.which === 'highest';
  const better = (a: number, b: number) => (preferHigh ? a > b : a < b);
  type State = { special: number[]; rest: number; count: bigint };
  let states = new Map<string, State>([['|0', { special: [], rest: 0, count: 1n }]]);
  let den = 1n;
  let kept = 1n;
  const dieOf = (node: DiceNode) => dieLists(node, cutBelow);
  for (const node of dice) {
    const die = dieOf(node);
    for (let i = 0; i < node.count; i++) {
      const next = new Map<string, State>();
      for (const s of states.values()) {
        for (const { values, count } of die.lists.values()) {
          const special = s.special.slice();
          let rest = s.rest;
          for (const v of values) {
            let at = special.length;
            while (at > 0 && better(v, special[at - 1]!)) at--;
            special.splice(at, 0, v);
            if (special.length > size) {
              const out = special.pop()!;
              if (keep.mode === 'drop') rest += g(out);
            }
          }
          const key = `${special.join(',')}|${rest}`;
          const found = next.get(key);
          if (found) found.count += s.count * count;
          else next.set(key, { special, rest, count: s.count * count });
        }
      }
      states = next;
      den *= die.den;
      kept *= die.den - die.cut;
    }
  }
  const counts = new Map<number, bigint>();
  for (const s of states.values()) {
    const v = keep.mode === 'keep' ? s.special.reduce((t, x) => t + g(x), 0) : s.rest;
    counts.set(v, (counts.get(v) ?? 0n) + s.count);
  }
  return { counts, den, cut: den - kept };
}
