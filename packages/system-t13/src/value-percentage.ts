import { collapse, resolveGeometry } from './gematria.js';
import type { ExtraLevel } from './levels.js';
import type { ValueOptions } from './value-rules.js';

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
  /**
   * Extra levels for the tested side: doubles and multiples mirrored when the opposing side was rolled for,
   * numerology never (it is the Characters' Geometry).
   */
  readonly extras: readonly ExtraLevel[];
}

/**
 * What numerology reads on a d100 face: its collapse, except the face 100, which reads as "00" for every option, so
 * its digits add to 0 and match no Geometry.
 *
 * @example
 * faceNumerology(24); // 6
 * faceNumerology(100); // 0: "00"
 */
export function faceNumerology(face: number): number {
  return face === 100 ? 0 : collapse(face);
}

/**
 * Reads one d100 face (100 is "00" for every option): pass at or under the chance, and the options' extra levels.
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
  // At chance 0 every roll is at or over 2x, 3x and 4x the chance: a fail takes +3, as at chance 1.
  if (plan.multiples) {
    const hits = pass
      ? [2, 3, 4].filter((k) => face <= plan.chance / k).map((k) => `1/${k}`)
      : [2, 3, 4].filter((k) => face >= plan.chance * k).map((k) => `${k}x`);
    if (hits.length > 0) {
      const where = pass ? `at or under ${hits.join(', ')} of` : `at or over ${hits.join(', ')}`;
      own.push({ pass, count: hits.length, why: `Multiples: ${face} is ${where} the chance ${plan.chance}` });
    }
  }
  const mirrored = plan.rolled === 'opposing';
  const extras = own.map(({ pass: good, count, why }): ExtraLevel => {
    const forTested = mirrored ? !good : good;
    const kind = forTested ? 'success-level' : 'failure-level';
    const level = forTested ? 'Success' : 'Failure';
    const side = mirrored ? ` for the opposing side, mirrored: +${count} ${level}` : `: +${count} ${level}`;
    return { kind, count, text: `${why}${side} Level${count === 1 ? '' : 's'}` };
  });
  // Numerology is the Characters' Geometry: their Success Level, whichever side was rolled for.
  if (plan.geometry !== undefined && faceNumerology(face) === plan.geometry) {
    const never = mirrored ? " of the tested side's Characters, never mirrored" : '';
    extras.push({
      kind: 'success-level',
      count: 1,
      text: `Numerology: ${face} collapses to ${plan.geometry}, the Geometry${never}: +1 Success Level`,
    });
  }
  return { pass, success, extras };
}
