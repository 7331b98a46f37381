import type { InputIssue, Step } from '@verdict/core';
import type { Dice, RolledDie } from '@verdict/dice';
import { z } from 'zod';
import { add, addDie, type Exact, map, sure } from './exact.js';
import { lazy } from './lazy.js';
import { BIGINT_STEPS } from './work.js';

/** SRD 5.2's damage types ("Damage and Healing"). */
export const DAMAGE_TYPES = [
  'Acid',
  'Bludgeoning',
  'Cold',
  'Fire',
  'Force',
  'Lightning',
  'Necrotic',
  'Piercing',
  'Poison',
  'Psychic',
  'Radiant',
  'Slashing',
  'Thunder',
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** At most this many damage dice are rolled for one instance of damage (a Critical Hit's counted twice). */
export const MAX_DAMAGE_DICE = 60;

const typeSchema = lazy(() =>
  z.enum(DAMAGE_TYPES, { error: `expected a damage type: ${DAMAGE_TYPES.join(', ')}` }),
);

/** One part of an instance of damage: `{ count: 1, sides: 8, modifier: 3, type: 'Slashing' }`. */
export const damagePartSchema = lazy(() =>
  z.strictObject({
    label: z
      .string()
      .max(100)
      .optional()
      .describe('What the part is ("Longsword", "Sneak Attack")')
      .meta({ title: 'Label' }),
    count: z
      .int({ error: 'expected a count of dice from 0 to 40' })
      .min(0, { error: 'expected a count of dice from 0 to 40' })
      .max(40, { error: 'expected a count of dice from 0 to 40' })
      .default(1)
      .describe("How many dice (0 for fixed damage, such as a Blowgun's 1)")
      .meta({ title: 'Count' }),
    sides: z
      .int({ error: 'expected dice of 1 to 20 sides' })
      .min(1, { error: 'expected dice of 1 to 20 sides' })
      .max(20, { error: 'expected dice of 1 to 20 sides' })
      .default(6)
      .describe('Sides of each die')
      .meta({ title: 'Sides' }),
    modifier: z
      .int({ error: 'expected a modifier from -30 to +30' })
      .min(-30, { error: 'expected a modifier from -30 to +30' })
      .max(30, { error: 'expected a modifier from -30 to +30' })
      .default(0)
      .describe('Added once, Critical Hit or not (a weapon adds its ability modifier)')
      .meta({ title: 'Modifier' }),
    type: typeSchema().describe('The damage type').meta({ title: 'Type' }),
  }),
);

export type DamagePart = z.infer<ReturnType<typeof damagePartSchema>>;

/** The parts of an instance of damage. */
export const damagePartsSchema = lazy(() =>
  z
    .array(damagePartSchema())
    .min(1, { error: 'expected at least one damage part' })
    .max(6, { error: 'expected at most 6 damage parts' }),
);

const typesList = (what: string) =>
  z
    .array(z.union([typeSchema(), z.literal('all')]))
    .max(13, { error: 'expected at most 13 damage types' })
    .default([])
    .describe(`Damage types the target has ${what} to ('all' for every type)`);

/** The target's Resistances, Vulnerabilities and Immunities. */
export const defenceFields = lazy(() => ({
  resistances: typesList('Resistance').meta({ title: 'Resistances' }),
  vulnerabilities: typesList('Vulnerability').meta({ title: 'Vulnerabilities' }),
  immunities: typesList('Immunity').meta({ title: 'Immunities' }),
}));

/** What applies to an instance of damage beyond its dice. */
export interface Defences {
  readonly resistances: readonly string[];
  readonly vulnerabilities: readonly string[];
  readonly immunities: readonly string[];
}

/** How the damage is dealt: doubled dice for a Critical Hit, halved for a successful save. */
export interface DamageMode {
  readonly critical: boolean;
  readonly halved: boolean;
}

/** How many damage dice an instance rolls. */
export function damageDiceCount(parts: readonly DamagePart[], critical: boolean): number {
  return parts.reduce((sum, p) => sum + p.count, 0) * (critical ? 2 : 1);
}

/** The damage dice limit as an input issue: at most MAX_DAMAGE_DICE dice, a Critical Hit's counted twice. */
export function damageLimit(
  parts: readonly DamagePart[] | undefined,
  critical: boolean,
  path: (string | number)[],
): InputIssue[] {
  if (!parts) return [];
  const count = damageDiceCount(parts, critical);
  return count <= MAX_DAMAGE_DICE
    ? []
    : [
        {
          path,
          message: `at most ${MAX_DAMAGE_DICE} damage dice${critical ? ' (a Critical Hit rolls each part twice over)' : ''}: these roll ${count}`,
        },
      ];
}

/** The types of the damage, in the order their parts first name them. */
function typesOf(parts: readonly DamagePart[]): DamageType[] {
  return [...new Set(parts.map((p) => p.type))];
}

const has = (list: readonly string[], type: string) => list.includes(type) || list.includes('all');

/**
 * One type's subtotal after the rules: never below 0, then halved for a successful save, then Resistance
 * (halve, round down), then Vulnerability (double); Immunity makes it 0 ("Order of Application").
 *
 * @example
 * adjust(23, 'Fire', { resistances: ['all'], vulnerabilities: ['Fire'], immunities: [] }, false); // 22
 */
export function adjust(subtotal: number, type: string, defences: Defences, halved: boolean): number {
  if (has(defences.immunities, type)) return 0;
  let x = Math.max(0, subtotal);
  if (halved) x = Math.floor(x / 2);
  if (has(defences.resistances, type)) x = Math.floor(x / 2);
  if (has(defences.vulnerabilities, type)) x *= 2;
  return x;
}

/** An instance of damage rolled: every face in draw order, the total and the damage of each type. */
export interface DamageRoll {
  readonly faces: number[];
  readonly damage: number;
  readonly damageByType: Record<string, number>;
  readonly steps: Step[];
}

/** Draws the damage dice part by part (a Critical Hit's each part twice over, one after another). */
export function rollDamageDice(dice: Dice, parts: readonly DamagePart[], critical: boolean): number[] {
  return rollDamageHandles(dice, parts, critical).map((die) => die.face);
}

/** {@link rollDamageDice}, keeping each die (so a die rolled again can be marked dropped). */
function rollDamageHandles(dice: Dice, parts: readonly DamagePart[], critical: boolean): RolledDie[] {
  const drawn: RolledDie[] = [];
  for (const part of parts) {
    const group = part.label ?? `${part.type} damage`;
    const count = part.count * (critical ? 2 : 1);
    for (let i = 0; i < count; i++) drawn.push(...dice.roll(1, part.sides, group));
  }
  return drawn;
}

/** The sides of each damage die, in draw order. */
export function damageSides(parts: readonly DamagePart[], critical: boolean): number[] {
  return parts.flatMap((p) => Array<number>(p.count * (critical ? 2 : 1)).fill(p.sides));
}

/** Reads damage faces (in draw order) as the damage dealt, per type and in all, with its steps. */
export function readDamage(
  parts: readonly DamagePart[],
  faces: readonly number[],
  mode: DamageMode,
  defences: Defences,
): DamageRoll {
  const steps: Step[] = [];
  const subtotal = new Map<string, number>();
  let at = 0;
  for (const part of parts) {
    const count = part.count * (mode.critical ? 2 : 1);
    const own = faces.slice(at, at + count);
    at += count;
    const sum = own.reduce((a, b) => a + b, 0) + part.modifier;
    subtotal.set(part.type, (subtotal.get(part.type) ?? 0) + sum);
    const dicePart = count > 0 ? `${count}d${part.sides} (${own.join(', ')})` : '';
    const mod =
      part.modifier === 0
        ? ''
        : `${dicePart ? ` ${part.modifier < 0 ? '-' : '+'} ` : part.modifier < 0 ? '-' : ''}${Math.abs(part.modifier)}`;
    steps.push({
      kind: 'roll',
      text: `${part.label ?? 'Damage'}: ${dicePart}${mod || (dicePart ? '' : '0')} = ${sum} ${part.type}`,
      damage: sum,
    });
  }
  const damageByType: Record<string, number> = {};
  for (const type of typesOf(parts)) {
    const raw = subtotal.get(type)!;
    const dealt = adjust(raw, type, defences, mode.halved);
    damageByType[type] = dealt;
    if (dealt !== raw)
      steps.push({
        kind: 'modifier',
        text: `${type}: ${raw} becomes ${dealt} (${why(raw, type, defences, mode.halved)})`,
      });
  }
  const damage = Object.values(damageByType).reduce((a, b) => a + b, 0);
  steps.push({ kind: 'value', text: `Damage dealt: ${damage}`, damage });
  return { faces: [...faces], damage, damageByType, steps };
}

function why(raw: number, type: string, defences: Defences, halved: boolean): string {
  if (has(defences.immunities, type)) return 'Immunity';
  const reasons: string[] = [];
  if (raw < 0) reasons.push('never below 0');
  if (halved) reasons.push('half on a successful save');
  if (has(defences.resistances, type)) reasons.push('Resistance halves');
  if (has(defences.vulnerabilities, type)) reasons.push('Vulnerability doubles');
  return reasons.join(', then ');
}

/**
 * One addend of the damage dealt: the dice and modifier of one type whose adjustment is not linear (halved,
 * Resistance, or a subtotal that can fall below 0), or of every type whose adjustment is (as rolled, or doubled by
 * Vulnerability): those are summed as one pool of dice, since 2x + 2y = 2(x + y), which costs one running sum per
 * die where a type of its own costs a product of value lists.
 */
interface Piece {
  readonly dice: readonly { readonly count: number; readonly sides: number }[];
  readonly modifier: number;
  /** Linear: 1 or 2 (Vulnerability). */
  readonly scale: 1 | 2;
  /** Otherwise, the rules' adjustment of the type's subtotal. */
  readonly adjust?: (subtotal: number) => number;
  /** Whether the adjustment doubles (Vulnerability), so that only every other value can happen. */
  readonly doubled?: boolean;
}

/** The addends of the damage dealt, linear pools first (see {@link Piece}); an immune type adds nothing. */
function damagePieces(parts: readonly DamagePart[], mode: DamageMode, defences: Defences): Piece[] {
  const pools = new Map<1 | 2, { dice: Piece['dice'][number][]; modifier: number }>();
  const adjusted: Piece[] = [];
  for (const type of typesOf(parts)) {
    if (has(defences.immunities, type)) continue;
    const own = parts.filter((p) => p.type === type);
    const dice = own
      .filter((p) => p.count > 0)
      .map((p) => ({ count: p.count * (mode.critical ? 2 : 1), sides: p.sides }));
    const modifier = own.reduce((sum, p) => sum + p.modifier, 0);
    const least = dice.reduce((sum, d) => sum + d.count, 0) + modifier;
    const doubled = has(defences.vulnerabilities, type);
    if (!mode.halved && !has(defences.resistances, type) && least >= 0) {
      const scale = doubled ? 2 : 1;
      const pool = pools.get(scale) ?? { dice: [], modifier: 0 };
      pools.set(scale, { dice: [...pool.dice, ...dice], modifier: pool.modifier + modifier });
    } else {
      adjusted.push({
        dice,
        modifier,
        scale: 1,
        adjust: (x) => adjust(x, type, defences, mode.halved),
        doubled,
      });
    }
  }
  const linear = ([1, 2] as const).flatMap((scale) => {
    const pool = pools.get(scale);
    return pool ? [{ ...pool, scale }] : [];
  });
  return [...linear, ...adjusted];
}

/** A piece's distribution: its dice by running sums, its modifier, then its adjustment or its doubling. */
function pieceDistribution(piece: Piece): Exact {
  let d = sure(piece.modifier);
  for (const group of piece.dice) for (let i = 0; i < group.count; i++) d = addDie(d, group.sides);
  if (piece.adjust) return map(d, piece.adjust);
  return piece.scale === 2 ? map(d, (x) => 2 * x) : d;
}

/**
 * The exact distribution of the damage dealt: per type (dice summed, then adjusted as the rules say), summed over
 * types; the types whose adjustment is linear are summed as one pool of dice first.
 */
export function damageDistribution(
  parts: readonly DamagePart[],
  mode: DamageMode,
  defences: Defences,
): Exact {
  let total = sure(0);
  for (const piece of damagePieces(parts, mode, defences)) total = add(total, pieceDistribution(piece));
  return total;
}

/** What the odds of an instance of damage cost and give: the work, and its distribution's length and values. */
export interface DamageShape {
  /** Steps of work (weighed as the counted work is). */
  readonly work: number;
  /** The length of the value list (from its least to its greatest value). */
  readonly length: number;
  /** At most this many values can happen (the rows of its table). */
  readonly values: number;
  /** log2 of the distribution's total (its outcomes). */
  readonly bits: number;
  /** The greatest damage it can deal (its least is 0 or more). */
  readonly max: number;
}

/**
 * The work of `damageDistribution` and the shape of its answer, from the input alone: the same pieces, with the
 * lengths of their value lists in place of the lists (a formula of at most 6 parts).
 */
export function damageShape(parts: readonly DamagePart[], mode: DamageMode, defences: Defences): DamageShape {
  let work = 0;
  let length = 1;
  let values = 1;
  let bits = 0;
  let max = 0;
  for (const piece of damagePieces(parts, mode, defences)) {
    let len = 1;
    for (const group of piece.dice) {
      for (let i = 0; i < group.count; i++) {
        work += (len + group.sides - 1) * 2 * BIGINT_STEPS;
        len += group.sides - 1;
      }
      bits += group.count * Math.log2(group.sides);
    }
    let pieceLength = len;
    let pieceValues = len;
    const most = piece.dice.reduce((sum, d) => sum + d.count * d.sides, 0) + piece.modifier;
    max += piece.adjust ? piece.adjust(most) : piece.scale * most;
    if (piece.adjust || piece.scale === 2) {
      work += 2 * len * BIGINT_STEPS;
      const least = piece.dice.reduce((sum, d) => sum + d.count, 0) + piece.modifier;
      const f = piece.adjust ?? ((x: number) => 2 * x);
      pieceLength = f(most) - f(least) + 1;
      pieceValues = Math.min(len, piece.doubled || !piece.adjust ? (pieceLength + 1) / 2 : pieceLength);
    }
    const out = length + pieceLength - 1;
    work += (out + length + pieceLength + values * pieceValues) * BIGINT_STEPS;
    values = Math.min(out, values * pieceValues);
    length = out;
  }
  return { work, length, values, bits, max };
}

/**
 * Rolls and reads an instance of damage; with `reroll`, Heroic Inspiration rerolls that damage die (0-based among
 * the damage dice) after they are all rolled, and the new roll stands.
 */
export function dealDamage(
  dice: Dice,
  parts: readonly DamagePart[],
  mode: DamageMode,
  defences: Defences,
  reroll: number | undefined,
): DamageRoll {
  const drawn = rollDamageHandles(dice, parts, mode.critical);
  const faces = drawn.map((die) => die.face);
  const steps: Step[] = [];
  if (mode.critical)
    steps.push({ kind: 'note', text: 'Critical Hit: every damage die is rolled twice over' });
  if (reroll !== undefined) {
    if (reroll < faces.length) {
      const sides = damageSides(parts, mode.critical)[reroll]!;
      const old = faces[reroll]!;
      // The new roll must be used: the die it replaces is shown dropped.
      drawn[reroll]!.drop();
      faces[reroll] = dice.d(sides, 'Heroic Inspiration');
      steps.push({
        kind: 'roll',
        text: `Heroic Inspiration spent: damage die ${reroll + 1} (d${sides}) ${old} rolled again: ${faces[reroll]} (the new roll stands)`,
      });
    } else {
      steps.push({
        kind: 'note',
        text: `Heroic Inspiration: there is no damage die ${reroll + 1} to reroll`,
      });
    }
  }
  const read = readDamage(parts, faces, mode, defences);
  return { ...read, steps: [...steps, ...read.steps] };
}
