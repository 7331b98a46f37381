import type { Step } from '@verdict/core';
import type { Dice } from '@verdict/dice';
import { addDie, type Exact, sure } from './exact.js';
import type { CoreSide, Modifier } from './fields.js';
import { BIGINT_STEPS, CALL_STEPS, countWork, LOOP_STEPS } from './work.js';

/** How the d20 is rolled: one die, or two keeping the higher (Advantage) or the lower (Disadvantage). */
export type D20Mode = 'normal' | 'advantage' | 'disadvantage';

/** One bonus or penalty die of a roll, in the order they are drawn. */
export interface BonusDie {
  readonly label: string;
  readonly sides: number;
  readonly sign: 1 | -1;
}

/** A side of a D20 Test as numbers: its flat part, its bonus dice and how its d20 is rolled. */
export interface SideModel {
  /** Ability modifier + proficiency part + modifiers - 2 x Exhaustion (+ cover, where it applies). */
  readonly flat: number;
  /** The flat part's terms, for the steps. */
  readonly terms: readonly Modifier[];
  readonly bonus: readonly BonusDie[];
  readonly mode: D20Mode;
  readonly advantage: readonly string[];
  readonly disadvantage: readonly string[];
}

/**
 * The Proficiency Bonus of a level or Challenge Rating: +2 up to 4, then +1 per 4 levels.
 *
 * @example
 * proficiencyBonusOf(5); // 3
 */
export function proficiencyBonusOf(levelOrCr: number): number {
  return levelOrCr <= 4 ? 2 : 2 + Math.ceil((levelOrCr - 4) / 4);
}

/**
 * An ability score's modifier: (score - 10) / 2, rounded down.
 *
 * @example
 * abilityModifierOf(15); // 2
 */
export function abilityModifierOf(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** The d20 mode from the sources: any Advantage and no Disadvantage, any Disadvantage and no Advantage, or both cancel. */
export function d20Mode(advantage: readonly string[], disadvantage: readonly string[]): D20Mode {
  if (advantage.length > 0 && disadvantage.length === 0) return 'advantage';
  if (disadvantage.length > 0 && advantage.length === 0) return 'disadvantage';
  return 'normal';
}

/** The model of a side: flat terms in the rules' order, bonus dice (Bless, Bane, Guidance, then `dice`). */
export function sideModel(
  side: CoreSide,
  extra: readonly Modifier[] = [],
  sources: { advantage?: readonly string[]; disadvantage?: readonly string[] } = {},
): SideModel {
  const terms: Modifier[] = [];
  const ability =
    side.abilityScore !== undefined ? abilityModifierOf(side.abilityScore) : side.abilityModifier;
  if (ability !== undefined) {
    const what = side.ability ?? 'Ability';
    const label = side.abilityScore !== undefined ? `${what} ${side.abilityScore}` : what;
    terms.push({ label, amount: ability });
  }
  if (side.proficiency !== 'none') {
    const bonus = side.proficiencyBonus ?? proficiencyBonusOf(side.levelOrCr ?? 0);
    const amount =
      side.proficiency === 'expertise'
        ? 2 * bonus
        : side.proficiency === 'half'
          ? Math.floor(bonus / 2)
          : bonus;
    const label = {
      proficient: 'Proficiency Bonus',
      expertise: 'Expertise (twice the Proficiency Bonus)',
      half: 'Jack of All Trades (half the Proficiency Bonus)',
    }[side.proficiency];
    terms.push({ label: side.skill ? `${label}, ${side.skill}` : label, amount });
  }
  terms.push(...side.modifiers);
  if (side.exhaustion > 0)
    terms.push({ label: `Exhaustion ${side.exhaustion}`, amount: -2 * side.exhaustion });
  terms.push(...extra);
  const bonus: BonusDie[] = [];
  if (side.bless) bonus.push({ label: 'Bless', sides: 4, sign: 1 });
  if (side.bane) bonus.push({ label: 'Bane', sides: 4, sign: -1 });
  if (side.guidance) bonus.push({ label: 'Guidance', sides: 4, sign: 1 });
  for (const rider of side.dice) {
    for (let i = 0; i < rider.count; i++) {
      bonus.push({
        label: rider.label ?? `d${rider.sides}`,
        sides: rider.sides,
        sign: rider.sign === '-' ? -1 : 1,
      });
    }
  }
  const advantage = [...side.advantage, ...(sources.advantage ?? [])];
  const disadvantage = [...side.disadvantage, ...(sources.disadvantage ?? [])];
  return {
    flat: terms.reduce((sum, t) => sum + t.amount, 0),
    terms,
    bonus,
    mode: d20Mode(advantage, disadvantage),
    advantage,
    disadvantage,
  };
}

/** How many d20s a mode rolls. */
export function d20Count(mode: D20Mode): number {
  return mode === 'normal' ? 1 : 2;
}

/** The kept d20 of the faces rolled. */
export function keptOf(mode: D20Mode, d20s: readonly number[]): number {
  if (mode === 'advantage') return Math.max(d20s[0]!, d20s[1]!);
  if (mode === 'disadvantage') return Math.min(d20s[0]!, d20s[1]!);
  return d20s[0]!;
}

/** The faces of one roll of a side: its d20s then its bonus dice, in draw order. */
export interface Rolled {
  readonly faces: readonly number[];
}

/** The numbers of a roll: natural, the bonus dice's signed sum, and the total. */
export interface Reading {
  readonly natural: number;
  readonly bonus: number;
  readonly total: number;
}

/** Reads faces (d20s then bonus dice) as the natural, the bonus and the total. */
export function readFaces(model: SideModel, faces: readonly number[]): Reading {
  const n = d20Count(model.mode);
  const natural = keptOf(model.mode, faces.slice(0, n));
  const bonus = model.bonus.reduce((sum, die, i) => sum + die.sign * faces[n + i]!, 0);
  return { natural, bonus, total: natural + model.flat + bonus };
}

/** Draws a side's d20s (group `d20`, or `group`) and bonus dice (each by its label), marking the d20 not kept. */
export function rollSide(dice: Dice, model: SideModel, group = 'd20'): number[] {
  const d20s = dice.roll(d20Count(model.mode), 20, group);
  if (d20s.length === 2) {
    const keep = model.mode === 'advantage' ? d20s[0]!.face >= d20s[1]!.face : d20s[0]!.face <= d20s[1]!.face;
    d20s[keep ? 1 : 0]!.drop();
  }
  const bonus = model.bonus.map((die) => dice.d(die.sides, die.label));
  return [...d20s.map((d) => d.face), ...bonus];
}

/** The sides of each die of a roll, in draw order: d20s then bonus dice. */
export function sidesOf(model: SideModel): number[] {
  return [...Array(d20Count(model.mode)).fill(20), ...model.bonus.map((d) => d.sides)];
}

/** The index of the lower d20 (the first when equal): the die the 'auto' policy rerolls. */
export function lowerD20(model: SideModel, faces: readonly number[]): number {
  return d20Count(model.mode) === 2 && faces[1]! < faces[0]! ? 1 : 0;
}

/** The steps that describe a side before its roll: each flat term, the d20 mode and the bonus dice. */
export function sideSteps(model: SideModel, who?: string): Step[] {
  const prefix = who ? `${who}: ` : '';
  const steps: Step[] = model.terms.map((t) => ({
    kind: 'modifier',
    text: `${prefix}${t.label ?? 'Modifier'} ${t.amount < 0 ? '-' : '+'}${Math.abs(t.amount)}`,
    amount: t.amount,
  }));
  if (model.advantage.length > 0 || model.disadvantage.length > 0) {
    const adv = model.advantage.length > 0 ? `Advantage (${model.advantage.join(', ')})` : '';
    const dis = model.disadvantage.length > 0 ? `Disadvantage (${model.disadvantage.join(', ')})` : '';
    const text =
      model.mode === 'normal'
        ? `${adv} and ${dis} cancel: one d20`
        : `${adv || dis}: two d20s, keep the ${model.mode === 'advantage' ? 'higher' : 'lower'}`;
    steps.push({ kind: 'note', text: `${prefix}${text}` });
  }
  return steps;
}

/** The roll as text: "d20 17 (4, 17: Advantage) + 5 + Bless 3 = 25". */
export function rollText(model: SideModel, faces: readonly number[], who?: string): string {
  const n = d20Count(model.mode);
  const reading = readFaces(model, faces);
  const d20 = n === 2 ? `d20 ${reading.natural} (${faces[0]}, ${faces[1]})` : `d20 ${reading.natural}`;
  const flat =
    model.flat === 0 && model.terms.length === 0
      ? ''
      : ` ${model.flat < 0 ? '-' : '+'} ${Math.abs(model.flat)}`;
  const bonus = model.bonus
    .map((die, i) => ` ${die.sign < 0 ? '-' : '+'} ${die.label} ${faces[n + i]}`)
    .join('');
  return `${who ? `${who}: ` : ''}${d20}${flat}${bonus} = ${reading.total}`;
}

/**
 * The exact distribution of the bonus dice's signed sum, one running sum per die: a penalty die -dN takes the
 * values -N..-1, which are a dN's 1..N shifted by -(N + 1), so it costs what a bonus die costs.
 */
export function bonusDistribution(model: SideModel): Exact {
  let d = sure(0);
  for (const die of model.bonus) {
    d = addDie(d, die.sides);
    if (die.sign < 0) d = { ...d, min: d.min - (die.sides + 1) };
  }
  return d;
}

/** The length of `bonusDistribution`'s value list, and the work of building it, from the model alone. */
export function bonusShape(model: SideModel): { length: number; work: number } {
  let length = 1;
  let work = 0;
  for (const die of model.bonus) {
    work += (length + die.sides - 1) * 2 * BIGINT_STEPS;
    length += die.sides - 1;
  }
  return { length, work };
}

/**
 * The count of (first d20s, reroll) outcomes in each category, over `20^n` (or `20^n * 20` with Heroic
 * Inspiration, whose reroll is one more d20): `judge` reads a natural, and with `inspire` a first roll whose
 * category `fails` is rerolled on its lower d20 (the 'auto' policy).
 *
 * @example
 * naturalCategories('normal', (n) => (n >= 12 ? 'ok' : 'no'), (c) => c === 'no', true); // ok: 279 of 400
 */
export function naturalCategories<C extends string>(
  mode: D20Mode,
  judge: (natural: number) => C,
  fails: (category: C) => boolean,
  inspire: boolean,
  tagReroll = false,
): { counts: Map<C, bigint>; total: bigint } {
  // Each natural read once; then the rolls are tallied by the natural they end on, as small whole numbers (at
  // most 400 x 20), and only the 20 tallies become bigint counts.
  const row = Array.from({ length: 21 }, (_, n) => (n === 0 ? undefined : judge(n)));
  const failing = row.map((c) => c !== undefined && inspire && fails(c));
  const scale = inspire ? 20 : 1;
  const kept = new Array<number>(21).fill(0);
  const rerolled = new Array<number>(21).fill(0);
  let pairs = 0;
  let steps = 0;
  const tally = (high: number, low: number) => {
    pairs++;
    const natural = mode === 'disadvantage' ? low : high;
    if (!failing[natural]) {
      kept[natural]! += scale;
      return;
    }
    // The lower d20 is rerolled; the other stays.
    for (let r = 1; r <= 20; r++) {
      const again = mode === 'normal' ? r : mode === 'advantage' ? Math.max(high, r) : Math.min(high, r);
      rerolled[again]! += 1;
    }
    steps += 20;
  };
  if (mode === 'normal') for (let a = 1; a <= 20; a++) tally(a, a);
  else for (let a = 1; a <= 20; a++) for (let b = 1; b <= 20; b++) tally(Math.max(a, b), Math.min(a, b));
  const counts = new Map<C, bigint>();
  const bump = (c: C, by: number) => {
    if (by > 0) counts.set(c, (counts.get(c) ?? 0n) + BigInt(by));
  };
  for (let n = 1; n <= 20; n++) {
    const c = row[n]!;
    bump(c, kept[n]!);
    // Tagged, when asked, so a caller can tell a spent Heroic Inspiration from a kept one.
    bump((tagReroll ? `${c}*` : c) as C, rerolled[n]!);
  }
  countWork((pairs + steps) * LOOP_STEPS + 20 * CALL_STEPS + 40 * BIGINT_STEPS);
  return { counts, total: BigInt(pairs * scale) };
}

/** The work of `naturalCategories`: every first roll, 20 rerolls of each when inspired, and the 20 naturals read. */
export function naturalWork(mode: D20Mode, inspire: boolean): number {
  return (
    (mode === 'normal' ? 20 : 400) * (inspire ? 21 : 1) * LOOP_STEPS + 20 * CALL_STEPS + 40 * BIGINT_STEPS
  );
}
