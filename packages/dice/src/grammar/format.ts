import type { ComparePoint, DiceNode, DieKind, Expr, GroupNode, Keep } from './ast.js';

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;

/**
 * The canonical text of a notation's expression: lower case, no spaces, modifiers in the order they
 * apply (`4d6r1!kh3>=5`), `d%` as `d100`, `k` as `kh`. Parsing it again gives the same tree.
 *
 * @example
 * formatExpression(parseExpression('4D6 k3 + 2').expr); // '4d6kh3+2'
 */
export function formatExpression(expr: Expr, parent = 0): string {
  switch (expr.kind) {
    case 'number':
      return expr.label === undefined ? `${expr.value}` : `${expr.value}[${expr.label}]`;
    case 'dice':
      return formatDiceNode(expr);
    case 'group':
      return formatGroup(expr);
    case 'call':
      return `${expr.fn}(${expr.args.map((a) => formatExpression(a)).join(',')})`;
    case 'negate': {
      const text = `-${formatExpression(expr.operand, 3)}`;
      return parent > 2 ? `(${text})` : text;
    }
    case 'binary': {
      const p = PRECEDENCE[expr.op];
      const text = `${formatExpression(expr.left, p)}${expr.op}${formatExpression(expr.right, p + 0.5)}`;
      return parent > p ? `(${text})` : text;
    }
  }
}

/** `r<3`, `>=8`, `!=1`: compare points with `=` are written as the bare number where the peers do. */
export function formatCompare(at: ComparePoint, bareEquals: boolean): string {
  return at.op === '=' && bareEquals && at.value >= 0 ? `${at.value}` : `${at.op}${at.value}`;
}

export function formatKeep(keep: Keep): string {
  return `${keep.mode === 'keep' ? 'k' : 'd'}${keep.which === 'highest' ? 'h' : 'l'}${keep.count}`;
}

function formatDie(die: DieKind): string {
  if (die.kind === 'standard') return `${die.sides}`;
  if (die.kind === 'fate') return 'F';
  return `{${die.faces.join(',')}}`;
}

/** One group of dice: `4d6!kh3`, `2d6[fire]`. */
export function formatDiceNode(node: DiceNode): string {
  const m = node.mods;
  let text = `${node.count}d${formatDie(node.die)}`;
  if (m.reroll) text += `${m.reroll.once ? 'ro' : 'r'}${formatCompare(m.reroll.at, true)}`;
  if (m.min !== undefined) text += `min${m.min}`;
  if (m.max !== undefined) text += `max${m.max}`;
  if (m.explode) {
    const { style, at } = m.explode;
    text += style === 'explode' ? '!' : style === 'compound' ? '!!' : style === 'penetrate' ? '!p' : '!!p';
    const faces =
      node.die.kind === 'standard' ? [node.die.sides] : node.die.kind === 'fate' ? [1] : node.die.faces;
    // The default point (the highest face) is left out, unless a success point follows: `!>=3` would read as one.
    if (m.success || !(at.op === '=' && at.value === Math.max(...faces))) text += formatCompare(at, false);
  }
  if (m.keep) text += formatKeep(m.keep);
  if (m.success) text += formatCompare(m.success, false);
  if (m.failure) text += `f${formatCompare(m.failure, true)}`;
  if (m.criticalSuccess) text += `cs${formatCompare(m.criticalSuccess, true)}`;
  if (m.criticalFailure) text += `cf${formatCompare(m.criticalFailure, true)}`;
  if (node.label !== undefined) text += `[${node.label}]`;
  return text;
}

function formatGroup(node: GroupNode): string {
  let text = `{${node.items.map((i) => formatExpression(i)).join(',')}}`;
  if (node.keep) text += formatKeep(node.keep);
  if (node.success) text += formatCompare(node.success, false);
  if (node.failure) text += `f${formatCompare(node.failure, true)}`;
  if (node.label !== undefined) text += `[${node.label}]`;
  return text;
}
