import { boonValue, difficultyValue, helpersToBeat } from './boons.js';
import { antiFacet, type FacetName, misfitLevels } from './facets.js';
import type { ExtraLevel } from './levels.js';

/** One source of Value: a Boon (read through the Value formula) or a Value. */
export type Contribution =
  | { readonly label?: string | undefined; readonly boon: number }
  | { readonly label?: string | undefined; readonly value: number };

/** One side of a Value Test. */
export interface ValueSide {
  readonly facet?: FacetName | undefined;
  readonly contributions: readonly Contribution[];
}

/** The side opposing the tested side: another side, or a Difficulty. */
export type OpposingSide = ValueSide | { readonly difficulty: number };

/** The options that decide how a Value Test is resolved. */
export interface ValueOptions {
  readonly tested: ValueSide;
  readonly opposing: OpposingSide;
  readonly trump?: FacetName | undefined;
  readonly mode: 'direct' | 'percentage';
  readonly rollFor: 'smaller' | 'tested' | 'opposing';
  readonly doubles: boolean;
  readonly multiples: boolean;
  readonly numerology: boolean;
  readonly geometry?: number | string | undefined;
}

/** A side's total, with one sentence per contribution. */
export interface SideTotal {
  readonly total: number;
  readonly lines: readonly string[];
}

/**
 * The total Value of a side: its contributions' Values added (a Difficulty is `Value(Value(d))`).
 *
 * @example
 * sideTotal({ contributions: [{ boon: 13 }, { boon: 13 }] }, 'Tested').total; // 132
 */
export function sideTotal(side: OpposingSide, name: string): SideTotal {
  if ('difficulty' in side) {
    const total = difficultyValue(side.difficulty);
    return {
      total,
      lines: [
        `${name}: Difficulty ${side.difficulty} is read as a Score, Value(${boonValue(side.difficulty)}) = ${total}`,
      ],
    };
  }
  let total = 0;
  const lines = side.contributions.map((c, i) => {
    const label = c.label ?? `${name} ${i + 1}`;
    const value = 'boon' in c ? boonValue(c.boon) : c.value;
    total += value;
    return 'boon' in c ? `${label}: Boon ${c.boon} is Value ${value}` : `${label}: Value ${value}`;
  });
  const facet = side.facet ? ` of ${side.facet}` : '';
  lines.push(`${name} total${facet}: ${total}`);
  return { total, lines };
}

/** The trump: the Facet given, or else the Anti-Facet of the opposing Facet. */
export function valueTrump(options: Pick<ValueOptions, 'trump' | 'opposing'>): FacetName | undefined {
  if (options.trump) return options.trump;
  const opposing = options.opposing;
  return 'facet' in opposing && opposing.facet ? antiFacet(opposing.facet) : undefined;
}

/**
 * The Failure Levels of the tested side's misfit Facet, as extra levels; Yin/Yang is judged against the opposing
 * Facet (without one, against the trump's Anti-Facet).
 */
export function valueMisfit(options: ValueOptions): ExtraLevel[] {
  const trump = valueTrump(options);
  const used = options.tested.facet;
  if (!trump || !used || used === trump) return [];
  const opposing = 'facet' in options.opposing ? options.opposing.facet : undefined;
  const misfit = misfitLevels(used, trump, opposing);
  if (misfit.failureLevels === 0) return [];
  return [
    {
      kind: 'failure-level',
      count: misfit.failureLevels,
      text: `Misfit Facet: ${used} where ${trump} is called for (${misfit.reasons.join('; ')})`,
    },
  ];
}

/** Boon-13 helpers needed to beat the opposing total. */
export function helpersFor(opposing: number): { boon: number; count: number } {
  return { boon: 13, count: helpersToBeat(opposing, 13) };
}

/** Direct comparison: the larger total wins; equal totals are a Stalemate. */
export function directVerdict(
  tested: number,
  opposing: number,
): { label: 'Moderate Success' | 'Moderate Failure' | 'Stalemate'; comparison: string } {
  if (tested > opposing) return { label: 'Moderate Success', comparison: `${tested} > ${opposing}` };
  if (tested < opposing) return { label: 'Moderate Failure', comparison: `${tested} < ${opposing}` };
  return { label: 'Stalemate', comparison: `${tested} = ${opposing}` };
}
