import { DiceError } from '../errors.js';
import { LIMITS } from '../limits.js';
import type { ComparePoint, DiceNode, DieKind, Expr, FunctionName, GroupNode, Keep } from './ast.js';
import { COMPARE, TokenCursor } from './cursor.js';
import { KEEP_WORDS, readDiceModifiers } from './modifiers.js';
import { notationError, tokenize } from './tokens.js';

const FUNCTIONS: readonly string[] = ['floor', 'ceil', 'round', 'abs', 'min', 'max'];
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

class Parser extends TokenCursor {
  private dice = 0;

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
    const { mods, label } = readDiceModifiers(this, count, die);
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
