import { parseNotation } from '../notation.js';
import { compileExpression } from '../roll/evaluate.js';
import type { DrawContext } from '../roll/marks.js';

class NeedMore {
  constructor(readonly sides: number) {}
}

/**
 * The distribution of a notation by running its roller on every sequence of faces (depth first), each
 * with probability Π 1/sides: the brute-force truth the exact distributions are checked against. Paths
 * less likely than `floor` (explosions and rerolls go on without end) are cut and their mass returned.
 */
export function enumerateRolls(
  text: string,
  floor = 1e-10,
): { probabilities: Map<number, number>; cut: number } {
  const run = compileExpression(parseNotation(text).expr);
  const probabilities = new Map<number, number>();
  let cut = 0;
  const visit = (prefix: number[], p: number) => {
    let used = 0;
    const ctx: DrawContext = {
      next(sides) {
        if (used < prefix.length) return prefix[used++]!;
        throw new NeedMore(sides);
      },
      nextMany(count, sides, _g, into) {
        for (let i = 0; i < count; i++) into.push(this.next(sides, ''));
      },
      fates: undefined,
      labels: undefined,
    };
    try {
      const total = run(ctx);
      probabilities.set(total, (probabilities.get(total) ?? 0) + p);
    } catch (error) {
      if (!(error instanceof NeedMore)) throw error;
      const q = p / error.sides;
      if (q < floor) {
        cut += p;
        return;
      }
      for (let face = 1; face <= error.sides; face++) visit([...prefix, face], q);
    }
  };
  visit([], 1);
  return { probabilities, cut };
}
