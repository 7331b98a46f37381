/**
 * The syntax tree of dice notation. Every node carries `at`, its 1-based position in the text, so that
 * errors found after parsing (a divisor that can be zero) still point at the right place.
 */

import { countEstimate } from '../odds/estimate-meter.js';

/** How a compare point compares a face: `=6`, `>=5`, `<3`. */
export type CompareOp = '=' | '>' | '>=' | '<' | '<=';

/** A compare point of a modifier (`!>=5`, `r<3`, `>=8`, `cs>=19`). */
export interface ComparePoint {
  readonly op: CompareOp;
  readonly value: number;
}

/** The faces of a die: `d6`/`d%` (1..sides), `dF` (-1, 0, +1) or custom faces `d{2,3,5,7}`. */
export type DieKind =
  | { readonly kind: 'standard'; readonly sides: number }
  | { readonly kind: 'fate' }
  | { readonly kind: 'custom'; readonly faces: readonly number[] };

/** Which dice of a group count. */
export interface Keep {
  /** Keep (or drop) the highest or the lowest. */
  readonly which: 'highest' | 'lowest';
  /** `keep`: count these; `drop`: count all but these. */
  readonly mode: 'keep' | 'drop';
  readonly count: number;
}

/** `!` explodes (each extra die is a die of its own), `!!` compounds (extra dice add into one), `!p` penetrates (each extra die counts one less), `!!p` both. */
export type ExplodeStyle = 'explode' | 'compound' | 'penetrate' | 'compound-penetrate';

/** The modifiers of a group of dice, applied in this order whatever order they were written in. */
export interface DiceModifiers {
  /** `r<3` rerolls while the face matches (at most 1,000 times); `ro<3` once. */
  readonly reroll?: { readonly once: boolean; readonly at: ComparePoint };
  /** `min3`: a face below 3 counts as 3. */
  readonly min?: number;
  /** `max5`: a face above 5 counts as 5. */
  readonly max?: number;
  readonly explode?: { readonly style: ExplodeStyle; readonly at: ComparePoint };
  readonly keep?: Keep;
  /** `>=8`: count the dice that match instead of summing them. */
  readonly success?: ComparePoint;
  /** `f1`: with successes, a die that matches takes one success away. */
  readonly failure?: ComparePoint;
  /** `cs>=19`: marks dice as critical successes (display only). */
  readonly criticalSuccess?: ComparePoint;
  /** `cf<=2`: marks dice as critical failures (display only). */
  readonly criticalFailure?: ComparePoint;
}

/** A group of identical dice with its modifiers: `4d6!kh3`. */
export interface DiceNode {
  readonly kind: 'dice';
  readonly at: number;
  readonly count: number;
  readonly die: DieKind;
  readonly mods: DiceModifiers;
  readonly label?: string;
}

/** A roll group `{4d6, 3d8}kh1`: keep/drop and success counting across its items. */
export interface GroupNode {
  readonly kind: 'group';
  readonly at: number;
  readonly items: readonly Expr[];
  readonly keep?: Keep;
  readonly success?: ComparePoint;
  readonly failure?: ComparePoint;
  readonly label?: string;
}

/** The functions of the notation. */
export type FunctionName = 'floor' | 'ceil' | 'round' | 'abs' | 'min' | 'max';

/** A node of a notation's expression. */
export type Expr =
  | { readonly kind: 'number'; readonly at: number; readonly value: number; readonly label?: string }
  | DiceNode
  | GroupNode
  | { readonly kind: 'negate'; readonly at: number; readonly operand: Expr }
  | {
      readonly kind: 'binary';
      readonly at: number;
      readonly op: '+' | '-' | '*' | '/';
      readonly left: Expr;
      readonly right: Expr;
    }
  | { readonly kind: 'call'; readonly at: number; readonly fn: FunctionName; readonly args: readonly Expr[] };

/** The faces of a die kind, lowest first for standard and Fate dice, as written for custom ones. */
export function facesOf(die: DieKind): readonly number[] {
  if (die.kind === 'fate') return [-1, 0, 1];
  if (die.kind === 'custom') return die.faces;
  return Array.from({ length: die.sides }, (_, i) => i + 1);
}

/** How many equally likely faces a die has (what the tray draws: 1..n). */
export function faceCount(die: DieKind): number {
  return die.kind === 'standard' ? die.sides : die.kind === 'fate' ? 3 : die.faces.length;
}

/** The value of the face drawn as `index` (1..faceCount). */
export function faceValue(die: DieKind, index: number): number {
  return die.kind === 'standard' ? index : die.kind === 'fate' ? index - 2 : die.faces[index - 1]!;
}

/** Whether `value` matches a compare point. */
export function matches(at: ComparePoint, value: number): boolean {
  switch (at.op) {
    case '=':
      return value === at.value;
    case '>':
      return value > at.value;
    case '>=':
      return value >= at.value;
    case '<':
      return value < at.value;
    default:
      return value <= at.value;
  }
}

/** How many of a die's faces match (by counting, or in O(1) for standard dice). */
export function matchingFaces(die: DieKind, at: ComparePoint): number {
  if (die.kind !== 'standard') {
    countEstimate(faceCount(die));
    return facesOf(die).filter((f) => matches(at, f)).length;
  }
  const s = die.sides;
  const clamp = (n: number) => Math.max(0, Math.min(s, n));
  switch (at.op) {
    case '=':
      return at.value >= 1 && at.value <= s ? 1 : 0;
    case '>':
      return clamp(s - Math.max(at.value, 0));
    case '>=':
      return clamp(s - Math.max(at.value - 1, 0));
    case '<':
      return clamp(at.value - 1);
    default:
      return clamp(at.value);
  }
}
