import { DiceError } from './errors.js';
import type { DiceNode, Expr, Keep } from './grammar/ast.js';
import { formatDiceNode, formatExpression, formatKeep } from './grammar/format.js';
import { parseExpression } from './grammar/parser.js';
import { rangeOf } from './grammar/range.js';
import { suggestNotation } from './notation-suggestion.js';

export type { Keep } from './grammar/ast.js';

/**
 * A plain group of identical dice (`4d6kh3`) or a constant (`3`), with its sign: the terms of a
 * {@link Notation} that is a sum of such (`simple`).
 */
export type Term =
  | {
      readonly kind: 'dice';
      readonly sign: 1 | -1;
      readonly count: number;
      readonly sides: number;
      readonly keep?: Keep;
    }
  | { readonly kind: 'constant'; readonly sign: 1 | -1; readonly value: number };

/** Parsed dice notation. */
export interface Notation {
  /** The notation in canonical form: `4d6kh3+2` (without its comment). */
  readonly text: string;
  /** The syntax tree. */
  readonly expr: Expr;
  /**
   * Whether the notation is a sum of plain dice (`NdS`, with at most a keep/drop) and constants, as in
   * Verdict 1.0: then `terms` lists them. Systems that say in advance which dice a test needs accept only these.
   */
  readonly simple: boolean;
  /** The terms of a simple notation, with their signs; empty otherwise. */
  readonly terms: readonly Term[];
  /** How many dice it rolls before any explosion or reroll. */
  readonly diceCount: number;
  /** The comment after `#`, if any (`1d20+5 # attack`). */
  readonly comment?: string;
}

/** A notation error with the notation as typed and, for a typo, what parses (other errors as they are). */
function withNotation(error: unknown, input: string): unknown {
  if (!(error instanceof DiceError) || error.code !== 'invalid_notation' || typeof input !== 'string')
    return error;
  const suggestion = suggestNotation(input, error.position);
  return new DiceError(error.code, error.message, error.issues, {
    ...(error.position === undefined ? {} : { position: error.position }),
    notation: input,
    ...(suggestion === undefined ? {} : { suggestion }),
  });
}

/**
 * Parses dice notation: dice `NdS`, `d%`, `dF`, `d{2,3,5,7}`; modifiers keep/drop (`kh3`, `kl`, `dh`, `dl`, `k`),
 * explode `!` (`!>=5`, `!=1`), compound `!!`, penetrate `!p`, reroll `r<3` and `ro`, successes `>=8` with
 * failures `f1`, `min3`/`max5`, critical marks `cs>=19`/`cf<=2`; `+ - * /`, parentheses, `floor ceil round abs
 * min max`; roll groups `{4d6, 3d8}kh1`; labels `2d6[fire]` and a comment `# attack`. Any case, spaces anywhere
 * between tokens. Errors name the position; limits are checked here, before any die is drawn.
 *
 * @example
 * parseNotation('4d6kh3 + 2').text; // '4d6kh3+2'
 * parseNotation('3d6!>'); // DiceError: `!` at 4: a compare point needs a number
 * parseNotation('d2o'); // DiceError at 3, with notation 'd2o' and suggestion 'd20'
 */
export function parseNotation(input: string): Notation {
  let parsed: ReturnType<typeof parseExpression>;
  try {
    parsed = parseExpression(input);
    rangeOf(parsed.expr);
  } catch (error) {
    throw withNotation(error, input);
  }
  const terms: Term[] = [];
  const simple = collectTerms(parsed.expr, 1, terms);
  return {
    text: formatExpression(parsed.expr),
    expr: parsed.expr,
    simple,
    terms: simple ? terms : [],
    diceCount: parsed.diceCount,
    ...(parsed.comment === undefined ? {} : { comment: parsed.comment }),
  };
}

/** Whether a dice node is a plain `NdS` with at most a keep/drop. */
export function isPlainDice(node: DiceNode): boolean {
  const { keep, ...others } = node.mods;
  return node.die.kind === 'standard' && node.label === undefined && Object.keys(others).length === 0;
}

function collectTerms(expr: Expr, sign: 1 | -1, terms: Term[]): boolean {
  switch (expr.kind) {
    case 'number':
      terms.push({ kind: 'constant', sign, value: expr.value });
      return expr.label === undefined;
    case 'dice': {
      if (!isPlainDice(expr) || expr.die.kind !== 'standard') return false;
      const base = { kind: 'dice', sign, count: expr.count, sides: expr.die.sides } as const;
      terms.push(expr.mods.keep ? { ...base, keep: expr.mods.keep } : base);
      return true;
    }
    case 'negate':
      return collectTerms(expr.operand, sign === 1 ? -1 : 1, terms);
    case 'binary':
      if (expr.op !== '+' && expr.op !== '-') return false;
      return (
        collectTerms(expr.left, sign, terms) &&
        collectTerms(expr.right, expr.op === '-' ? (sign === 1 ? -1 : 1) : sign, terms)
      );
    default:
      return false;
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
  return `${term.count}d${term.sides}${term.keep ? formatKeep(term.keep) : ''}`;
}

/** How many of `count` dice count, and whether they are the highest. */
export function keptOf(count: number, keep: Keep | undefined): { kept: number; highest: boolean } {
  if (!keep) return { kept: count, highest: true };
  if (keep.mode === 'keep') return { kept: Math.min(keep.count, count), highest: keep.which === 'highest' };
  return { kept: Math.max(0, count - keep.count), highest: keep.which === 'lowest' };
}

export { formatDiceNode };
