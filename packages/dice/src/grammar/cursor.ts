import { LIMITS } from '../limits.js';
import type { ComparePoint } from './ast.js';
import { notationError, type Token } from './tokens.js';

/** The compare operators, as tokens. */
export const COMPARE: readonly string[] = ['=', '>', '>=', '<', '<='];

/** A position in the tokens of a notation, with the small readers every part of the grammar shares. */
export class TokenCursor {
  i = 0;

  constructor(protected readonly tokens: readonly Token[]) {}

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }

  is(type: Token['type'], text?: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.type === type && (text === undefined || t.text === text);
  }

  expected(what: string): never {
    const t = this.peek();
    const found = t.type === 'end' ? 'end of notation' : t.type === 'comment' ? "'#'" : `'${t.raw}'`;
    return notationError(`Unexpected ${found} at ${t.at}, expected ${what}`, t.at);
  }

  close(what: string, open: Token): void {
    if (this.is('punct', what)) {
      this.i++;
      return;
    }
    const t = this.peek();
    if (t.type === 'end' || t.type === 'comment') {
      notationError(`\`${open.raw}\` at ${open.at}: missing its closing \`${what}\``, open.at);
    }
    this.expected(`'${what}'`);
  }

  signedNumber(what: string): number {
    let sign = 1;
    if (this.is('punct', '-')) {
      sign = -1;
      this.i++;
    } else if (this.is('punct', '+')) this.i++;
    const t = this.peek();
    if (t.type !== 'number') {
      const found = t.type === 'end' ? 'the end' : `'${t.raw}'`;
      return notationError(`${what} needs a number, found ${found} at ${t.at}`, t.at);
    }
    if (t.value > LIMITS.maxConstant)
      notationError(`Constant too large at ${t.at}: at most ${LIMITS.maxConstant}`, t.at);
    this.i++;
    return sign * t.value;
  }

  /** A compare point after a modifier; `fallback` when none is written, else it is required. */
  comparePoint(modifier: Token, fallback?: ComparePoint): ComparePoint {
    const t = this.peek();
    const hasOp = t.type === 'punct' && COMPARE.includes(t.text);
    // A bare number is an `=` point; a negative one needs its operator (`f=-1`), since `!-1` is `!` then minus 1.
    if (!hasOp && t.type !== 'number') {
      if (fallback) return fallback;
      notationError(
        `\`${modifier.raw}\` at ${modifier.at}: a compare point needs a number (${modifier.raw}>=5, ${modifier.raw}=1)`,
        modifier.at,
      );
    }
    if (hasOp) this.i++;
    const n = this.peek();
    if (n.type !== 'number' && !(this.is('punct', '-') && this.is('number', undefined, 1))) {
      notationError(`\`${modifier.raw}\` at ${modifier.at}: a compare point needs a number`, modifier.at);
    }
    return {
      op: hasOp ? (t.text as ComparePoint['op']) : '=',
      value: this.signedNumber(`\`${modifier.raw}\``),
    };
  }

  optionalCount(): number | undefined {
    if (!this.is('number')) return undefined;
    const value = this.peek().value;
    this.i++;
    return value;
  }
}
