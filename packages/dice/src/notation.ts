import { DiceError } from './errors.js';
import { LIMITS } from './limits.js';

/** Which dice of a group count. */
export interface Keep {
  /** Keep (or drop) the highest or the lowest. */
  readonly which: 'highest' | 'lowest';
  /** `keep`: count these; `drop`: count all but these. */
  readonly mode: 'keep' | 'drop';
  readonly count: number;
}

/** A group of identical dice (`4d6kh3`) or a constant (`3`), with its sign. */
export type Term =
  | {
      readonly kind: 'dice';
      readonly sign: 1 | -1;
      readonly count: number;
      readonly sides: number;
      readonly keep?: Keep;
    }
  | { readonly kind: 'constant'; readonly sign: 1 | -1; readonly value: number };

/** Parsed dice notation: the sum of its terms. */
export interface Notation {
  /** The notation in canonical form: `4d6kh3+2`. */
  readonly text: string;
  readonly terms: readonly Term[];
  /** How many dice it rolls in all. */
  readonly diceCount: number;
}

const fail = (message: string): never => {
  throw new DiceError('invalid_notation', message, [{ path: ['notation'], message }]);
};

/**
 * Parses dice notation: `NdS`, `d%`, keep/drop `kh`/`kl`/`dh`/`dl` (and `k` for `kh`), `+`/`-` of dice and
 * constants, any case, spaces between terms. Limits are checked here, before any die is drawn.
 *
 * @example
 * parseNotation('4d6kh3 + 2').terms; // [{ kind: 'dice', count: 4, sides: 6, keep: { which: 'highest', ... } }, ...]
 */
export function parseNotation(input: string): Notation {
  if (typeof input !== 'string') fail('Expected dice notation as a string');
  if (input.length > LIMITS.maxNotationLength) {
    throw new DiceError(
      'limit_exceeded',
      `Notation too long: at most ${LIMITS.maxNotationLength} characters`,
      [
        {
          path: ['notation'],
          message: `at most ${LIMITS.maxNotationLength} characters, got ${input.length}`,
        },
      ],
    );
  }
  const text = input.toLowerCase();
  let pos = 0;
  const at = () => pos + 1;
  const describe = () => (pos < text.length ? `'${input[pos]}'` : 'end of notation');
  const skipSpaces = () => {
    while (text[pos] === ' ' || text[pos] === '\t') pos++;
  };
  const number = (what: string): number | undefined => {
    const start = pos;
    while (pos < text.length && text[pos]! >= '0' && text[pos]! <= '9') pos++;
    if (pos === start) return undefined;
    const digits = text.slice(start, pos);
    if (digits.length > 10) fail(`Number too large at ${start + 1}: ${what} ${digits}`);
    return Number(digits);
  };
  const expected = (what: string): never => fail(`Unexpected ${describe()} at ${at()}, expected ${what}`);

  const terms: Term[] = [];
  let diceCount = 0;
  skipSpaces();
  if (pos === text.length) fail('Empty notation: expected dice such as 1d20 or 4d6kh3');
  for (;;) {
    let sign: 1 | -1 = 1;
    if (terms.length > 0 || text[pos] === '-' || text[pos] === '+') {
      if (text[pos] === '+') sign = 1;
      else if (text[pos] === '-') sign = -1;
      else expected("'+', '-' or the end");
      pos++;
      skipSpaces();
    }
    const countAt = at();
    const count = number('count');
    if (text[pos] === 'd') {
      pos++;
      let sides: number | undefined;
      if (text[pos] === '%') {
        pos++;
        sides = 100;
      } else {
        sides = number('sides') ?? expected("a number of sides or '%'");
      }
      const n = count ?? 1;
      if (n < 1) fail(`Expected at least one die at ${countAt}, got ${n}`);
      if (sides < 1) fail(`Expected at least one side at ${countAt}, got d${sides}`);
      checkLimits(n, sides, diceCount);
      diceCount += n;
      const keep = parseKeep(n);
      terms.push(
        keep ? { kind: 'dice', sign, count: n, sides, keep } : { kind: 'dice', sign, count: n, sides },
      );
    } else if (count !== undefined) {
      if (count > LIMITS.maxConstant) fail(`Constant too large at ${countAt}: at most ${LIMITS.maxConstant}`);
      terms.push({ kind: 'constant', sign, value: count });
    } else {
      expected('a number or dice such as 2d6');
    }
    skipSpaces();
    if (pos === text.length) break;
  }
  return { text: formatNotation(terms), terms, diceCount };

  function parseKeep(n: number): Keep | undefined {
    const start = pos;
    let mode: Keep['mode'];
    let which: Keep['which'];
    if (text.startsWith('kh', pos) || text.startsWith('kl', pos)) {
      mode = 'keep';
      which = text[pos + 1] === 'h' ? 'highest' : 'lowest';
      pos += 2;
    } else if (text.startsWith('dh', pos) || text.startsWith('dl', pos)) {
      mode = 'drop';
      which = text[pos + 1] === 'h' ? 'highest' : 'lowest';
      pos += 2;
    } else if (text[pos] === 'k') {
      mode = 'keep';
      which = 'highest';
      pos += 1;
    } else {
      return undefined;
    }
    const count = number('keep count') ?? expected('a number of dice to keep or drop');
    if (count > n) fail(`Cannot ${mode} ${count} of ${n} dice at ${start + 1}`);
    return { which, mode, count };
  }
}

function checkLimits(count: number, sides: number, before: number): void {
  if (sides > LIMITS.maxSides) {
    throw new DiceError(
      'limit_exceeded',
      `Too many sides: a die has at most ${LIMITS.maxSides} sides, got ${sides}`,
      [{ path: ['notation'], message: `a die has at most ${LIMITS.maxSides} sides` }],
    );
  }
  if (count + before > LIMITS.maxDicePerPool) {
    throw new DiceError(
      'limit_exceeded',
      `Too many dice: at most ${LIMITS.maxDicePerPool} dice in one notation, got ${count + before}`,
      [{ path: ['notation'], message: `at most ${LIMITS.maxDicePerPool} dice in one notation` }],
    );
  }
}

/** Canonical text of terms: `4d6kh3+2`. */
export function formatNotation(terms: readonly Term[]): string {
  return terms
    .map((term, i) => {
      const sign = term.sign < 0 ? '-' : i > 0 ? '+' : '';
      if (term.kind === 'constant') return `${sign}${term.value}`;
      const keep = term.keep
        ? `${term.keep.mode === 'keep' ? 'k' : 'd'}${term.keep.which[0]}${term.keep.count}`
        : '';
      return `${sign}${term.count}d${term.sides}${keep}`;
    })
    .join('');
}

/** How many of `count` dice count, and whether they are the highest. */
export function keptOf(count: number, keep: Keep | undefined): { kept: number; highest: boolean } {
  if (!keep) return { kept: count, highest: true };
  if (keep.mode === 'keep') return { kept: keep.count, highest: keep.which === 'highest' };
  return { kept: count - keep.count, highest: keep.which === 'lowest' };
}
