import { countEstimate } from '../odds/estimate-meter.js';
import {
  type ComparePoint,
  type DiceModifiers,
  type DieKind,
  facesOf,
  type Keep,
  matches,
  matchingFaces,
} from './ast.js';
import { COMPARE, type TokenCursor } from './cursor.js';
import { notationError, type Token } from './tokens.js';

/** The keep/drop words and what they mean (`d` alone drops the lowest, `k` keeps the highest). */
export const KEEP_WORDS: Readonly<Record<string, Omit<Keep, 'count'>>> = {
  k: { mode: 'keep', which: 'highest' },
  kh: { mode: 'keep', which: 'highest' },
  kl: { mode: 'keep', which: 'lowest' },
  d: { mode: 'drop', which: 'lowest' },
  dl: { mode: 'drop', which: 'lowest' },
  dh: { mode: 'drop', which: 'highest' },
};

/**
 * The modifiers after a group of dice, in any order, each at most once, and an optional label. Reroll and
 * explosion points that match every face are refused here, as is keeping more dice than a pool that cannot grow.
 */
export function readDiceModifiers(
  cur: TokenCursor,
  count: number,
  die: DieKind,
): { mods: DiceModifiers; label?: string } {
  const faces = die.kind === 'standard' ? [1, die.sides] : facesOf(die);
  const lowest = Math.min(...faces);
  const highest = Math.max(...faces);
  const mods: { -readonly [K in keyof DiceModifiers]: DiceModifiers[K] } = {};
  const seen = new Map<string, Token>();
  let label: string | undefined;
  const once = (key: string, t: Token, what: string) => {
    if (seen.has(key)) notationError(`\`${t.raw}\` at ${t.at}: a group of dice ${what} once`, t.at);
    seen.set(key, t);
  };
  for (;;) {
    const t = cur.peek();
    if (t.type === 'label' && label === undefined) {
      cur.i++;
      label = t.text.trim();
      continue;
    }
    if (t.type === 'word' && (t.text === 'r' || t.text === 'ro')) {
      once('reroll', t, 'rerolls');
      cur.i++;
      const at = cur.comparePoint(t, { op: '=', value: lowest });
      const matching = matchingFaces(die, at);
      if (t.text === 'r' && matching === faceTotal(die)) {
        notationError(
          `\`r\` at ${t.at}: rerolls every face, so it would never stop (use \`ro\` to reroll once)`,
          t.at,
        );
      }
      mods.reroll = { once: t.text === 'ro', at };
    } else if (t.type === 'punct' && t.text === '!') {
      once('explode', t, 'explodes');
      cur.i++;
      let compound = false;
      let penetrate = false;
      if (cur.is('punct', '!') && cur.peek().at === t.at + 1) {
        compound = true;
        cur.i++;
      }
      if (cur.is('word', 'p')) {
        penetrate = true;
        cur.i++;
      }
      const at = cur.comparePoint(t, { op: '=', value: highest });
      if (matchingFaces(die, at) === faceTotal(die)) {
        notationError(`\`!\` at ${t.at}: explodes on every face, so it would never stop`, t.at);
      }
      const style = compound
        ? penetrate
          ? 'compound-penetrate'
          : 'compound'
        : penetrate
          ? 'penetrate'
          : 'explode';
      mods.explode = { style, at };
    } else if (t.type === 'word' && t.text in KEEP_WORDS) {
      once('keep', t, 'keeps or drops');
      cur.i++;
      const n = cur.optionalCount() ?? 1;
      const keep: Keep = { ...KEEP_WORDS[t.text]!, count: n };
      mods.keep = keep;
    } else if (t.type === 'word' && (t.text === 'min' || t.text === 'max') && !cur.is('punct', '(', 1)) {
      once(t.text, t, `takes \`${t.text}\``);
      cur.i++;
      mods[t.text] = cur.signedNumber(`\`${t.raw}\` at ${t.at}:`);
    } else if (t.type === 'word' && (t.text === 'cs' || t.text === 'cf')) {
      once(t.text, t, `takes \`${t.text}\``);
      cur.i++;
      const at = cur.comparePoint(t);
      if (t.text === 'cs') mods.criticalSuccess = at;
      else mods.criticalFailure = at;
    } else if (t.type === 'word' && t.text === 'f') {
      once('failure', t, 'counts failures');
      if (!mods.success) {
        notationError(
          `\`f\` at ${t.at}: failures are counted beside successes: write a success compare point first, as in 10d10>=8f1`,
          t.at,
        );
      }
      cur.i++;
      mods.failure = cur.comparePoint(t);
    } else if (t.type === 'punct' && COMPARE.includes(t.text)) {
      once('success', t, 'counts successes');
      mods.success = cur.comparePoint({ ...t, raw: t.raw });
    } else {
      break;
    }
  }
  // Rerolled while they match, some faces never end a draw: if every face that can explodes, it never stops.
  const reroll = mods.reroll;
  const explode = mods.explode;
  if (explode && reroll && !reroll.once && explodesOnEveryEnding(die, reroll.at, explode.at)) {
    const t = seen.get('explode')!;
    notationError(
      `\`!\` at ${t.at}: explodes on every face a reroll can end on, so it would never stop`,
      t.at,
    );
  }
  if (mods.min !== undefined && mods.max !== undefined && mods.min > mods.max) {
    const t = seen.get('max')!;
    notationError(`\`max\` at ${t.at}: max ${mods.max} is below min ${mods.min}`, t.at);
  }
  if (mods.keep && !mods.explode && mods.keep.count > count) {
    const t = seen.get('keep')!;
    notationError(`Cannot ${mods.keep.mode} ${mods.keep.count} of ${count} dice at ${t.at}`, t.at);
  }
  return { mods, ...(label === undefined ? {} : { label }) };
}

/** The faces 1..sides that match a compare point: one interval (empty when lo > hi). */
function matchingInterval(sides: number, at: ComparePoint): { lo: number; hi: number } {
  switch (at.op) {
    case '=':
      return { lo: Math.max(1, at.value), hi: Math.min(sides, at.value) };
    case '>':
      return { lo: Math.max(1, at.value + 1), hi: sides };
    case '>=':
      return { lo: Math.max(1, at.value), hi: sides };
    case '<':
      return { lo: 1, hi: Math.min(sides, at.value - 1) };
    default:
      return { lo: 1, hi: Math.min(sides, at.value) };
  }
}

/**
 * Whether every face a reroll can end on explodes. A standard die's faces that match a compare point are an interval,
 * so this takes a few steps whatever its sides (issue 33: it once listed up to 10,000 faces, and skipped larger dice);
 * custom faces are read one by one, as written.
 */
function explodesOnEveryEnding(die: DieKind, reroll: ComparePoint, explode: ComparePoint): boolean {
  if (die.kind !== 'standard') {
    countEstimate(faceTotal(die));
    return facesOf(die)
      .filter((f) => !matches(reroll, f))
      .every((f) => matches(explode, f));
  }
  const r = matchingInterval(die.sides, reroll);
  const e = matchingInterval(die.sides, explode);
  const explodes = (lo: number, hi: number) => lo > hi || (lo >= e.lo && hi <= e.hi);
  if (r.lo > r.hi) return explodes(1, die.sides);
  return explodes(1, r.lo - 1) && explodes(r.hi + 1, die.sides);
}

function faceTotal(die: DieKind): number {
  return die.kind === 'standard' ? die.sides : die.kind === 'fate' ? 3 : die.faces.length;
}
