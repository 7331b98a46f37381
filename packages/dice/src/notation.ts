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
  const scan = new Scanner(input);
  const terms: Term[] = [];
  let diceCount = 0;
  scan.skipSpaces();
  if (scan.atEnd()) fail('Empty notation: expected dice such as 1d20 or 4d6kh3');
  for (;;) {
    let sign: 1 | -1 = 1;
    const c = scan.peek();
    if (terms.length > 0 || c === '-' || c === '+') {
      if (c === '-') sign = -1;
      else if (c !== '+') scan.expected("'+', '-' or the end");
      scan.pos++;
      scan.skipSpaces();
    }
    const countAt = scan.pos + 1;
    const count = scan.number('count');
    if (scan.peek() === 'd') {
      scan.pos++;
      let sides: number;
      if (scan.peek() === '%') {
        scan.pos++;
        sides = 100;
      } else {
        sides = scan.number('sides') ?? scan.expected("a number of sides or '%'");
      }
      const n = count ?? 1;
      if (n < 1) fail(`Expected at least one die at ${countAt}, got ${n}`);
      if (sides < 1) fail(`Expected at least one side at ${countAt}, got d${sides}`);
      checkLimits(n, sides, diceCount);
      diceCount += n;
      const keep = scan.keep(n);
      terms.push(
        keep ? { kind: 'dice', sign, count: n, sides, keep } : { kind: 'dice', sign, count: n, sides },
      );
    } else if (count !== undefined) {
      if (count > LIMITS.maxConstant) fail(`Constant too large at ${countAt}: at most ${LIMITS.maxConstant}`);
      terms.push({ kind: 'constant', sign, value: count });
    } else {
      scan.expected('a number or dice such as 2d6');
    }
    scan.skipSpaces();
    if (scan.atEnd()) break;
  }
  return { text: formatNotation(terms), terms, diceCount };
}

/** Reads notation left to right; positions in messages are 1-based. */
class Scanner {
  pos = 0;
  private readonly text: string;

  constructor(private readonly input: string) {
    this.text = input.toLowerCase();
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }

  skipSpaces(): void {
    while (this.text[this.pos] === ' ' || this.text[this.pos] === '\t') this.pos++;
  }

  /** A run of digits as a number, or undefined when there is none here. */
  number(what: string): number | undefined {
    const start = this.pos;
    let value = 0;
    for (
      let code = this.text.charCodeAt(this.pos);
      code >= 48 && code <= 57;
      code = this.text.charCodeAt(this.pos)
    ) {
      value = value * 10 + (code - 48);
      this.pos++;
    }
    if (this.pos === start) return undefined;
    if (this.pos - start > 10)
      fail(`Number too large at ${start + 1}: ${what} ${this.text.slice(start, this.pos)}`);
    return value;
  }

  expected(what: string): never {
    const found = this.atEnd() ? 'end of notation' : `'${this.input[this.pos]}'`;
    return fail(`Unexpected ${found} at ${this.pos + 1}, expected ${what}`);
  }

  /** An optional keep/drop suffix of a group of n dice. */
  keep(n: number): Keep | undefined {
    const start = this.pos;
    const first = this.peek();
    const second = this.peek(1);
    let mode: Keep['mode'];
    let which: Keep['which'];
    if ((first === 'k' || first === 'd') && (second === 'h' || second === 'l')) {
      mode = first === 'k' ? 'keep' : 'drop';
      which = second === 'h' ? 'highest' : 'lowest';
      this.pos += 2;
    } else if (first === 'k') {
      mode = 'keep';
      which = 'highest';
      this.pos += 1;
    } else {
      return undefined;
    }
    const count = this.number('keep count') ?? this.expected('a number of dice to keep or drop');
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
  let text = '';
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    text += term.sign < 0 ? '-' : i > 0 ? '+' : '';
    text += term.kind === 'constant' ? term.value : formatDice(term);
  }
  return text;
}

/** One group of dice without its sign: `4d6kh3`. */
export function formatDice(term: Extract<Term, { kind: 'dice' }>): string {
  const keep = term.keep;
  return keep
    ? `${term.count}d${term.sides}${keep.mode === 'keep' ? 'k' : 'd'}${keep.which === 'highest' ? 'h' : 'l'}${keep.count}`
    : `${term.count}d${term.sides}`;
}

/** How many of `count` dice count, and whether they are the highest. */
export function keptOf(count: number, keep: Keep | undefined): { kept: number; highest: boolean } {
  if (!keep) return { kept: count, highest: true };
  if (keep.mode === 'keep') return { kept: keep.count, highest: keep.which === 'highest' };
  return { kept: count - keep.count, highest: keep.which === 'lowest' };
}
