import type { TestExample } from '@verdict/core';
import type { z } from 'zod';
import type { checkInput } from './check.js';

type Raw = z.input<ReturnType<typeof checkInput>>;

// The digest's check examples (rules: srd52.md, sections 1-6), in its order.

/** Every check example of the rules digest. */
export const checkExamples: readonly TestExample<Raw>[] = [
  {
    title: 'Strength (Athletics) meets DC 15 exactly',
    input: {
      ability: 'Strength',
      abilityScore: 16,
      skill: 'Athletics',
      proficiency: 'proficient',
      proficiencyBonus: 2,
      dc: 15,
    },
    dice: [10],
    expected: { label: 'Success', result: 'success', tier: 1, margin: 0, natural: 10, total: 15 },
  },
  {
    title: 'Expertise at level 5 falls one short of DC 20',
    input: { ability: 'Dexterity', abilityModifier: 4, proficiency: 'expertise', levelOrCr: 5, dc: 20 },
    dice: [9],
    expected: { label: 'Failure', result: 'failure', tier: -1, margin: -1, total: 19 },
  },
  {
    title: 'A natural 20 is no automatic success',
    input: { abilityModifier: -1, dc: 25 },
    dice: [20],
    expected: { label: 'Failure', result: 'failure', tier: -1, natural: 20, total: 19 },
  },
  {
    title: 'Jack of All Trades adds half the Proficiency Bonus',
    input: { abilityModifier: 0, proficiency: 'half', proficiencyBonus: 3, dc: 10 },
    dice: [9],
    expected: { label: 'Success', result: 'success', tier: 1, margin: 0, total: 10 },
  },
  {
    title: 'Advantage keeps the higher d20',
    input: { abilityModifier: 5, dc: 15, advantage: ['Help'] },
    dice: [4, 17],
    expected: { label: 'Success', result: 'success', tier: 1, natural: 17, total: 22 },
  },
  {
    title: 'Disadvantage keeps the lower d20',
    input: { abilityModifier: 5, dc: 15, disadvantage: ['Poisoned'] },
    dice: [4, 17],
    expected: { label: 'Failure', result: 'failure', tier: -1, natural: 4, total: 9 },
  },
  {
    title: 'Help against Poisoned and Frightened: they cancel, one d20',
    input: { abilityModifier: 5, dc: 15, advantage: ['Help'], disadvantage: ['Poisoned', 'Frightened'] },
    dice: [10],
    expected: { label: 'Success', result: 'success', tier: 1, total: 15 },
  },
  {
    title: 'Heroic Inspiration rerolls a failed d20',
    input: { abilityModifier: 3, dc: 15, heroicInspiration: true },
    dice: [5, 14],
    expected: {
      label: 'Success',
      result: 'success',
      tier: 1,
      natural: 14,
      total: 17,
      heroicInspiration: 'spent',
    },
  },
  {
    title: 'Heroic Inspiration under Advantage rerolls the lower d20',
    input: { abilityModifier: 3, dc: 15, advantage: ['Help'], heroicInspiration: true },
    dice: [3, 6, 15],
    expected: {
      label: 'Success',
      result: 'success',
      tier: 1,
      natural: 15,
      total: 18,
      heroicInspiration: 'spent',
    },
  },
  {
    title: 'Heroic Inspiration under Disadvantage: the other d20 still counts',
    input: { abilityModifier: 3, dc: 15, disadvantage: ['Frightened'], heroicInspiration: true },
    dice: [16, 4, 19],
    expected: {
      label: 'Success',
      result: 'success',
      tier: 1,
      natural: 16,
      total: 19,
      heroicInspiration: 'spent',
    },
  },
  {
    title: 'Guidance adds a d4 to the check',
    input: { abilityModifier: 2, dc: 15, guidance: true, skill: 'Perception' },
    dice: [11, 2],
    expected: { label: 'Success', result: 'success', tier: 1, margin: 0, total: 15 },
  },
  {
    title: 'Exhaustion 3 takes 6 off the check',
    input: { abilityModifier: 5, dc: 10, exhaustion: 3 },
    dice: [10],
    expected: { label: 'Failure', result: 'failure', tier: -1, total: 9 },
  },
  {
    title: 'Influencing a Hostile monster of Intelligence 17',
    input: {
      ability: 'Charisma',
      skill: 'Persuasion',
      abilityModifier: 5,
      influence: { attitude: 'hostile', intelligence: 17 },
    },
    dice: [18, 11],
    expected: { label: 'Failure', result: 'failure', tier: -1, dc: 17, total: 16 },
  },
  {
    title: 'Hide: the Stealth total becomes the DC to find',
    input: { ability: 'Dexterity', skill: 'Stealth', abilityModifier: 5, action: 'hide' },
    dice: [13],
    expected: { label: 'Success', result: 'success', tier: 1, dc: 15, total: 18, findDC: 18 },
  },
];
