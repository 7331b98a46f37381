import type { Step } from '@verdict/core';
import type { Dice } from '@verdict/dice';
import { addDie, type Exact, negate, sure } from './exact.js';
import type { CoreSide, Modifier } from './fields.js';

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

/** The exact distribution of the bonus dice's signed sum. */
export function bonusDistribution(model: SideModel): Exact {
  let plus = sure(0);
  let minus = sure(0);
  for (const die of model.bonus) {
    if (die.sign > 0) plus = addDie(plus, die.sides);
    else minus = addDie(minus, die.sides);
  }
  return addExact(plus, negate(minus));
}

function addExact(a: Exact, b: Exact): Exact {
  if (b.counts.length === 1) return { min: a.min + b.min, counts: a.counts, total: a.total * b.total };
  if (a.counts.length === 1) return { min: a.min + b.min, counts: b.counts, total: a.total * b.total };
  const out: bigint[] = new Array(a.counts.length + b.counts.length - 1).fill(0n);
  a.counts.forEach((x, i) => {
    b.counts.forEach((y, j) => {
      out[i + j] = out[i + j]! + x * y;
    });
  });
  return { min: a.min + b.min, counts: out, total: a.total * b.total };
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
  const counts = new Map<C, bigint>();
  const bump = (c: C, by: bigint) => counts.set(c, (counts.get(c) ?? 0n) + by);
  const scale = inspire ? 20n : 1n;
  const pairs: [number, number][] = [];
  if (mode === 'normal') for (let a = 1; a <= 20; a++) pairs.push([a, a]);
  else for (let a = 1; a <= 20; a++) for (let b = 1; b <= 20; b++) pairs.push([a, b]);
  for (const [a, b] of pairs) {
    const high = Math.max(a, b);
    const low = Math.min(a, b);
    const kept = mode === 'disadvantage' ? low : high;
    const c = judge(kept);
    if (!(inspire && fails(c))) {
      bump(c, scale);
      continue;
    }
    for (let r = 1; r <= 20; r++) {
      // The lower d20 is rerolled; the other stays.
      const again = mode === 'normal' ? r : mode === 'advantage' ? Math.max(high, r) : Math.min(high, r);
      // Tagged, when asked, so a caller can tell a spent Heroic Inspiration from a kept one.
      bump((tagReroll ? `${judge(again)}*` : judge(again)) as C, 1n);
    }
  }
  return { counts, total: BigInt(pairs.length) * scale };
}
