import { DiceError } from '../errors.js';
import { LIMITS } from '../limits.js';
import {
  type ComparePoint,
  type DiceModifiers,
  type DiceNode,
  type DieKind,
  type Expr,
  type FunctionName,
  facesOf,
  type GroupNode,
  type Keep,
  matchingFaces,
} from './ast.js';
import { notationError, type Token, tokenize } from './tokens.js';

const FUNCTIONS: readonly string[] = ['floor', 'ceil', 'round', 'abs', 'min', 'max'];
const COMPARE: readonly string[] = ['=', '>', '>=', '<', '<='];
const KEEP_WORDS: Readonly<Record<string, Omit<Keep, 'count'>>> = {
  k: { mode: 'keep', which: 'highest' },
  kh: { mode: 'keep', which: 'highest' },
  kl: { mode: 'keep', which: 'lowest' },
  d: { mode: 'drop', which: 'lowest' },
  dl: { mode: 'drop', which: 'lowest' },
  dh: { mode: 'drop', which: 'highest' },
};

/** A parsed notation: its expression and the comment after `#`, if any. */
export interface ParsedExpression {
  readonly expr: Expr;
  readonly comment?: string;
  /** Dice rolled before any explosion or reroll. */
  readonly diceCount: number;
}

function limitError(message: string, issue: string, limit: string): never {
  throw new DiceError('limit_exceeded', message, [{ path: ['notation'], message: issue }], { limit });
}

/**
 * Parses dice notation into its syntax tree by recursive descent (`expr := term (+|- term)*`,
 * `term := unary (*|/ unary)*`, `unary := -unary | primary`, `primary := number | dice | {group} | (expr) | fn(args)`).
 * Limits are checked as the dice are read, before any die is drawn.
 *
 * @example
 * parseExpression('4d6!kh3 + 2').expr.kind; // 'binary'
 */
export function parseExpression(input: string): ParsedExpression {
  if (typeof input !== 'string') notationError('Expected dice notation as a string');
  if (input.length > LIMITS.maxNotationLength) {
    limitError(
      `Notation too long: at most ${LIMITS.maxNotationLength} characters`,
      `at most ${LIMITS.maxNotationLength} characters, got ${input.length}`,
      'maxNotationLength',
    );
  }
  const parser = new Parser(tokenize(input));
  return parser.notation();
}

class Parser {
  private i = 0;
  private dice = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  notation(): ParsedExpression {
    const first = this.peek();
    if (first.type === 'end' || first.type === 'comment') {
      notationError('Empty notation: expected dice such as 1d20 or 4d6kh3', first.at);
    }
    const expr = this.expression();
    const next = this.peek();
    let comment: string | undefined;
    if (next.type === 'comment') {
      comment = next.text.trim();
      this.i++;
    } else if (next.type !== 'end') {
      this.expected('an operator (+ - * /), a modifier or the end');
    }
    return { expr, diceCount: this.dice, ...(comment ? { comment } : {}) };
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }

  private is(type: Token['type'], text?: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.type === type && (text === undefined || t.text === text);
  }

  private expected(what: string): never {
    const t = this.peek();
    const found = t.type === 'end' ? 'end of notation' : t.type === 'comment' ? "'#'" : `'${t.raw}'`;
    return notationError(`Unexpected ${found} at ${t.at}, expected ${what}`, t.at);
  }

  private expression(): Expr {
    let left = this.term();
    while (this.is('punct', '+') || this.is('punct', '-')) {
      const op = this.peek();
      this.i++;
      left = { kind: 'binary', at: op.at, op: op.text as '+' | '-', left, right: this.term() };
    }
    return left;
  }

  private term(): Expr {
    let left = this.unary();
    while (this.is('punct', '*') || this.is('punct', '/')) {
      const op = this.peek();
      this.i++;
      left = { kind: 'binary', at: op.at, op: op.text as '*' | '/', left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.type === 'punct' && (t.text === '-' || t.text === '+')) {
      this.i++;
      const operand = this.unary();
      return t.text === '-' ? { kind: 'negate', at: t.at, operand } : operand;
    }
    return this.primary();
  }

  private primary(): Expr {
    const t = this.peek();
    if (t.type === 'number') {
      this.i++;
      if (this.is('word', 'd') || this.is('word', 'df')) return this.diceGroup(t.value, t.at);
      if (t.value > LIMITS.maxConstant) {
        notationError(`Constant too large at ${t.at}: at most ${LIMITS.maxConstant}`, t.at);
      }
      // Roll20 labels numbers too: `1d20 + 5[STR]`.
      if (this.is('label')) {
        const label = this.peek().text.trim();
        this.i++;
        return { kind: 'number', at: t.at, value: t.value, label };
      }
      return { kind: 'number', at: t.at, value: t.value };
    }
    if (this.is('word', 'd') || this.is('word', 'df')) return this.diceGroup(undefined, t.at);
    if (this.is('punct', '{')) return this.rollGroup();
    if (this.is('punct', '(')) {
      this.i++;
      const inner = this.expression();
      this.close(')', t);
      return inner;
    }
    if (t.type === 'word' && FUNCTIONS.includes(t.text) && this.is('punct', '(', 1)) {
      this.i += 2;
      const args = [this.expression()];
      while (this.is('punct', ',')) {
        this.i++;
        args.push(this.expression());
      }
      this.close(')', t);
      const fn = t.text as FunctionName;
      const arity = fn === 'min' || fn === 'max' ? 'at least one' : 'one';
      if (arity === 'one' && args.length !== 1) {
        notationError(`\`${fn}\` at ${t.at}: takes one argument, got ${args.length}`, t.at);
      }
      return { kind: 'call', at: t.at, fn, args };
    }
    return this.expected('a number or dice such as 2d6');
  }

  private close(what: string, open: Token): void {
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

  private diceGroup(given: number | undefined, at: number): DiceNode {
    const count = given ?? 1;
    const d = this.peek();
    this.i++;
    let die: DieKind;
    if (d.text === 'df') die = { kind: 'fate' };
    else if (this.is('punct', '%')) {
      this.i++;
      die = { kind: 'standard', sides: 100 };
    } else if (this.is('punct', '{')) {
      die = { kind: 'custom', faces: this.faceList() };
    } else if (this.is('number')) {
      const sides = this.peek().value;
      this.i++;
      if (sides < 1) notationError(`Expected at least one side at ${at}, got d${sides}`, at);
      if (sides > LIMITS.maxSides) {
        limitError(
          `Too many sides: a die has at most ${LIMITS.maxSides} sides, got ${sides}`,
          `a die has at most ${LIMITS.maxSides} sides`,
          'maxSides',
        );
      }
      die = { kind: 'standard', sides };
    } else {
      this.expected("a number of sides, '%', 'F' or faces such as {1,3,5}");
    }
    if (count < 1) notationError(`Expected at least one die at ${at}, got ${count}`, at);
    if (count + this.dice > LIMITS.maxDicePerPool) {
      limitError(
        `Too many dice: at most ${LIMITS.maxDicePerPool} dice in one notation, got ${count + this.dice}`,
        `at most ${LIMITS.maxDicePerPool} dice in one notation`,
        'maxDicePerPool',
      );
    }
    this.dice += count;
    const { mods, label } = this.modifiers(count, die);
    return { kind: 'dice', at, count, die, mods, ...(label === undefined ? {} : { label }) };
  }

  /** `{2,3,5,7}` after `d`: at least one face, each a whole number. */
  private faceList(): number[] {
    const open = this.peek();
    this.i++;
    const faces: number[] = [];
    for (;;) {
      faces.push(this.signedNumber(`\`{\` at ${open.at}: a face`));
      if (this.is('punct', ',')) {
        this.i++;
        continue;
      }
      this.close('}', open);
      return faces;
    }
  }

  private signedNumber(what: string): number {
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
  private comparePoint(modifier: Token, fallback?: ComparePoint): ComparePoint {
    const t = this.peek();
    const hasOp = t.type === 'punct' && COMPARE.includes(t.text);
    if (!hasOp && t.type !== 'number' && !(this.is('punct', '-') && this.is('number', undefined, 1))) {
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

  private optionalCount(): number | undefined {
    if (!this.is('number')) return undefined;
    const value = this.peek().value;
    this.i++;
    return value;
  }

  private modifiers(count: number, die: DieKind): { mods: DiceModifiers; label?: string } {
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
      const t = this.peek();
      if (t.type === 'label' && label === undefined) {
        this.i++;
        label = t.text.trim();
        continue;
      }
      if (t.type === 'word' && (t.text === 'r' || t.text === 'ro')) {
        once('reroll', t, 'rerolls');
        this.i++;
        const at = this.comparePoint(t, { op: '=', value: lowest });
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
        this.i++;
        let compound = false;
        let penetrate = false;
        if (this.is('punct', '!') && this.peek().at === t.at + 1) {
          compound = true;
          this.i++;
        }
        if (this.is('word', 'p')) {
          penetrate = true;
          this.i++;
        }
        const at = this.comparePoint(t, { op: '=', value: highest });
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
        this.i++;
        const n = this.optionalCount() ?? 1;
        const keep: Keep = { ...KEEP_WORDS[t.text]!, count: n };
        mods.keep = keep;
      } else if (t.type === 'word' && (t.text === 'min' || t.text === 'max') && !this.is('punct', '(', 1)) {
        once(t.text, t, `takes \`${t.text}\``);
        this.i++;
        mods[t.text] = this.signedNumber(`\`${t.raw}\` at ${t.at}:`);
      } else if (t.type === 'word' && (t.text === 'cs' || t.text === 'cf')) {
        once(t.text, t, `takes \`${t.text}\``);
        this.i++;
        const at = this.comparePoint(t);
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
        this.i++;
        mods.failure = this.comparePoint(t);
      } else if (t.type === 'punct' && COMPARE.includes(t.text)) {
        once('success', t, 'counts successes');
        mods.success = this.comparePoint({ ...t, raw: t.raw });
      } else {
        break;
      }
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

  private rollGroup(): GroupNode {
    const open = this.peek();
    this.i++;
    const items = [this.expression()];
    while (this.is('punct', ',')) {
      this.i++;
      items.push(this.expression());
    }
    this.close('}', open);
    let keep: Keep | undefined;
    let success: ComparePoint | undefined;
    let failure: ComparePoint | undefined;
    let label: string | undefined;
    for (;;) {
      const t = this.peek();
      if (t.type === 'word' && t.text in KEEP_WORDS && !keep) {
        this.i++;
        keep = { ...KEEP_WORDS[t.text]!, count: this.optionalCount() ?? 1 };
        if (items.length > 1 && keep.count > items.length) {
          notationError(`Cannot ${keep.mode} ${keep.count} of ${items.length} rolls at ${t.at}`, t.at);
        }
      } else if (t.type === 'punct' && COMPARE.includes(t.text) && !success) {
        success = this.comparePoint(t);
      } else if (t.type === 'word' && t.text === 'f' && success && !failure) {
        this.i++;
        failure = this.comparePoint(t);
      } else if (t.type === 'label' && label === undefined) {
        this.i++;
        label = t.text.trim();
      } else break;
    }
    return {
      kind: 'group',
      at: open.at,
      items,
      ...(keep ? { keep } : {}),
      ...(success ? { success } : {}),
      ...(failure ? { failure } : {}),
      ...(label === undefined ? {} : { label }),
    };
  }
}

function faceTotal(die: DieKind): number {
  return die.kind === 'standard' ? die.sides : die.kind === 'fate' ? 3 : die.faces.length;
}
