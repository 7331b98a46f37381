import type { DiceNode, Expr, GroupNode } from '../grammar/ast.js';
import { isPlainDice } from '../notation.js';
import { compileFastDice } from './fast-dice.js';
import type { DrawContext } from './marks.js';
import { poolTotal } from './pool-total.js';
import { drawPool, groupOf, type PoolDie } from './roll-dice-node.js';

/** An expression compiled to a function of the draws. */
export type Evaluator = (ctx: DrawContext) => number;

/**
 * Division rounds down (`7/2` is 3, `-7/2` is -4), as the D&D rules and Avrae do, so totals stay whole numbers.
 * Written directly inside `ceil(...)` or `round(...)`, the exact quotient is rounded their way instead
 * (`ceil(7/2)` is 4; `round` takes halves up, as JavaScript's peers do).
 */
export function divide(a: number, b: number, rounding: 'floor' | 'ceil' | 'round' = 'floor'): number {
  const q = a / b;
  return rounding === 'floor' ? Math.floor(q) : rounding === 'ceil' ? Math.ceil(q) : Math.round(q);
}

/**
 * Compiles an expression into a function that rolls it: parse once, roll many times.
 *
 * @example
 * compileExpression(parseNotation('2d6+1').expr)(ctx); // 3..13
 */
export function compileExpression(expr: Expr, group?: string): Evaluator {
  switch (expr.kind) {
    case 'number': {
      const { value, label } = expr;
      if (label === undefined) return () => value;
      return (ctx) => {
        ctx.labels?.push({ label, value });
        return value;
      };
    }
    case 'dice':
      return compileDice(expr, group);
    case 'group':
      return compileGroup(expr, group);
    case 'negate': {
      const operand = compileExpression(expr.operand, group);
      return (ctx) => -operand(ctx);
    }
    case 'binary': {
      const left = compileExpression(expr.left, group);
      const right = compileExpression(expr.right, group);
      switch (expr.op) {
        case '+':
          return (ctx) => left(ctx) + right(ctx);
        case '-':
          return (ctx) => left(ctx) - right(ctx);
        case '*':
          return (ctx) => left(ctx) * right(ctx) + 0;
        default:
          return (ctx) => divide(left(ctx), right(ctx));
      }
    }
    case 'call': {
      const [first] = expr.args;
      if (
        (expr.fn === 'ceil' || expr.fn === 'round' || expr.fn === 'floor') &&
        first?.kind === 'binary' &&
        first.op === '/'
      ) {
        const a = compileExpression(first.left, group);
        const b = compileExpression(first.right, group);
        const rounding = expr.fn;
        return (ctx) => divide(a(ctx), b(ctx), rounding);
      }
      const args = expr.args.map((a) => compileExpression(a, group));
      if (expr.fn === 'min' || expr.fn === 'max') {
        const pick = expr.fn === 'min' ? Math.min : Math.max;
        return (ctx) => {
          let v = args[0]!(ctx);
          for (let i = 1; i < args.length; i++) v = pick(v, args[i]!(ctx));
          return v;
        };
      }
      const arg = args[0]!;
      // Values are whole numbers already: floor, ceil and round change nothing outside a division.
      if (expr.fn === 'abs') return (ctx) => Math.abs(arg(ctx));
      return arg;
    }
  }
}

function labelled(node: DiceNode | GroupNode, run: Evaluator): Evaluator {
  const label = node.label;
  if (label === undefined) return run;
  return (ctx) => {
    const value = run(ctx);
    ctx.labels?.push({ label, value });
    return value;
  };
}

function compileDice(node: DiceNode, group: string | undefined): Evaluator {
  const name = group ?? groupOf(node);
  if (isPlainDice(node) && node.die.kind === 'standard') {
    const { count } = node;
    const sides = node.die.sides;
    const keep = node.mods.keep;
    const faces: number[] = [];
    return (ctx) => {
      faces.length = 0;
      ctx.nextMany(count, sides, name, faces);
      const fates = ctx.fates;
      if (!keep && !fates) {
        let sum = 0;
        for (let i = 0; i < count; i++) sum += faces[i]!;
        return sum;
      }
      const start = fates ? fates.length : 0;
      const pool: PoolDie[] = faces.map((value, i) => ({ value, draws: fates ? [start + i] : [] }));
      if (fates) for (const value of faces) fates.push({ value, kept: true, marks: [] });
      return poolTotal(pool, { keep }, fates);
    };
  }
  const mods = node.mods;
  const fast = compileFastDice(node);
  return labelled(node, (ctx) =>
    ctx.source && !ctx.fates ? fast(ctx.source) : poolTotal(drawPool(node, ctx, name), mods, ctx.fates),
  );
}

/** The dice nodes of a single-item group written as dice joined by `+` (`{4d6+2d8}`), whose dice pool together. */
export function pooledDice(node: GroupNode): DiceNode[] | undefined {
  if (node.items.length !== 1) return undefined;
  const nodes: DiceNode[] = [];
  const walk = (e: Expr): boolean => {
    if (e.kind === 'dice') {
      const { keep, success, failure } = e.mods;
      if (keep || success || failure) return false;
      nodes.push(e);
      return true;
    }
    return e.kind === 'binary' && e.op === '+' && walk(e.left) && walk(e.right);
  };
  return walk(node.items[0]!) ? nodes : undefined;
}

function compileGroup(node: GroupNode, group: string | undefined): Evaluator {
  const rules = { keep: node.keep, success: node.success, failure: node.failure };
  const pooled = pooledDice(node);
  if (pooled) {
    const names = pooled.map((d) => group ?? groupOf(d));
    return labelled(node, (ctx) => {
      const pool = pooled.flatMap((d, i) => drawPool(d, ctx, names[i]!));
      return poolTotal(pool, rules, ctx.fates);
    });
  }
  const items = node.items.map((item) => compileExpression(item, group));
  return labelled(node, (ctx) => {
    const fates = ctx.fates;
    const pool: PoolDie[] = items.map((item) => {
      const start = fates ? fates.length : 0;
      const value = item(ctx);
      const draws: number[] = [];
      if (fates) for (let i = start; i < fates.length; i++) draws.push(i);
      return { value, draws };
    });
    // Marks of successes go on the first die of an item; an item without dice has none to mark.
    return poolTotal(pool, rules, fates);
  });
}
