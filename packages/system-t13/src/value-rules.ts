import { boonValue, difficultyValue, helpersToBeat } from './boons.js';
import { antiFacet, type FacetName, misfitLevels } from './facets.js';
import { collapse, resolveGeometry } from './gematria.js';
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

/** The Failure Levels of the tested side's misfit Facet, as extra levels. */
export function valueMisfit(options: ValueOptions): ExtraLevel[] {
  const trump = valueTrump(options);
  const used = options.tested.facet;
  if (!trump || !used || used === trump) return [];
  const misfit = misfitLevels(used, trump);
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

/** How a percentage Value Test is rolled. */
export interface PercentagePlan {
  readonly tested: number;
  readonly opposing: number;
  /** The side the d100 is rolled for. */
  readonly rolled: 'tested' | 'opposing';
  /** `round(100 * rolled / (tested + opposing))`. */
  readonly chance: number;
  readonly doubles: boolean;
  readonly multiples: boolean;
  /** The Geometry, when numerology is on. */
  readonly geometry?: number | undefined;
}

/**
 * The d100 plan: which side is rolled for and its chance.
 *
 * @example
 * percentagePlan({ ...options, rollFor: 'smaller' }, 132, 111); // rolled: 'opposing', chance: 46
 */
export function percentagePlan(options: ValueOptions, tested: number, opposing: number): PercentagePlan {
  const rolled =
    options.rollFor === 'smaller' ? (opposing < tested ? 'opposing' : 'tested') : options.rollFor;
  const mine = rolled === 'tested' ? tested : opposing;
  const chance = Math.round((100 * mine) / (tested + opposing));
  const geometry =
    options.numerology && options.geometry !== undefined
      ? resolveGeometry(options.geometry).geometry
      : undefined;
  return {
    tested,
    opposing,
    rolled,
    chance,
    doubles: options.doubles,
    multiples: options.multiples,
    geometry,
  };
}

/** What one d100 face does: whether the rolled side passes, whether the tested side succeeds, extra levels. */
export interface FaceResult {
  readonly pass: boolean;
  readonly success: boolean;
  /** Extra levels for the tested side (mirrored when the opposing side was rolled for). */
  readonly extras: readonly ExtraLevel[];
}

/**
 * Reads one d100 face (100 is "00"): pass at or under the chance, and the options' extra levels.
 *
 * @example
 * readFace({ ...plan, chance: 34, multiples: true }, 68).extras; // one Failure Level: 68 is 2x 34
 */
export function readFace(plan: PercentagePlan, face: number): FaceResult {
  const pass = face <= plan.chance;
  const success = plan.rolled === 'tested' ? pass : !pass;
  const own: { pass: boolean; count: number; why: string }[] = [];
  if (plan.doubles && (face === 100 || (face >= 11 && face % 11 === 0))) {
    own.push({
      pass,
      count: 1,
      why: `Doubles: ${face === 100 ? '00' : face} on a ${pass ? 'pass' : 'fail'}`,
    });
  }
  if (plan.multiples && plan.chance > 0) {
    const hits = pass
      ? [2, 3, 4].filter((k) => face <= plan.chance / k).map((k) => `1/${k}`)
      : [2, 3, 4].filter((k) => face >= plan.chance * k).map((k) => `${k}x`);
    if (hits.length > 0) {
      const where = pass ? `at or under ${hits.join(', ')} of` : `at or over ${hits.join(', ')}`;
      own.push({ pass, count: hits.length, why: `Multiples: ${face} is ${where} the chance ${plan.chance}` });
    }
  }

  if (plan.geometry !== undefined && collapse(face) === plan.geometry) {
    own.push({
      pass: true,
      count: 1,
      why: `Numerology: ${face} collapses to ${plan.geometry}, the Geometry`,
    });
  }
  const mirrored = plan.rolled === 'opposing';
  const extras = own.map(({ pass: good, count, why }): ExtraLevel => {
    const forTested = mirrored ? !good : good;
    const kind = forTested ? 'success-level' : 'failure-level';
    const level = forTested ? 'Success' : 'Failure';
    const side = mirrored ? ` for the opposing side, mirrored: +${count} ${level}` : `: +${count} ${level}`;
    return { kind, count, text: `${why}${side} Level${count === 1 ? '' : 's'}` };
  });
  return { pass, success, extras };
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
