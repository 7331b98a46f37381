import type { TestExample } from '@verdict/core';
import type { DiceInputIn } from './dice-schema.js';

/** The seed's example: a Proficiency in Repairing Swords, asked to repair a sword, counts twice (+1d6). */
const repairingSwords = (difficulty: number): DiceInputIn => ({
  facet: 'Craft',
  main: { label: 'Craft', boon: 13 },
  proficiencies: 1,
  aptProficiencies: 1,
  difficulty,
});

/** The Dice Test's worked examples: the seed's and one for every rule, run as tests. */
export const diceExamples: readonly TestExample<DiceInputIn>[] = [
  {
    title: 'Repairing Swords counts twice: +1d6 whose 6 is a Crisis (Boxcars on a pass: Reversal of Success)',
    input: repairingSwords(8),
    dice: [2, 2, 6],
    expected: {
      label: 'Moderate Success',
      result: 'success',
      tier: 1,
      score: 11,
      successLevels: 1,
      failureLevels: 1,
      crisis: 'Boxcars',
      crisisResult: 'Reversal of Success',
    },
  },
  {
    title: 'Repairing Swords: a 1 on the Proficiency Die on a pass is Snake Eyes: Automatic Stalemate',
    input: repairingSwords(5),
    dice: [2, 2, 1],
    expected: {
      label: 'Automatic Stalemate',
      result: 'stalemate',
      tier: 0,
      score: 6,
      successLevels: 0,
      failureLevels: 0,
      crisis: 'Snake Eyes',
      crisisResult: 'Automatic Stalemate',
    },
  },
  {
    title: 'Snake Eyes on a fail: Reversal of Success (a Moderate Failure also takes a Success Level)',
    input: repairingSwords(8),
    dice: [1, 1, 1],
    expected: {
      label: 'Moderate Failure',
      result: 'failure',
      score: 4,
      successLevels: 1,
      failureLevels: 1,
      crisisResult: 'Reversal of Success',
    },
  },
  {
    title: 'Boxcars on a fail: Automatic Stalemate',
    input: repairingSwords(20),
    dice: [2, 2, 6],
    expected: { label: 'Automatic Stalemate', result: 'stalemate', score: 11, crisis: 'Boxcars' },
  },
  {
    title: 'Repairing Swords without a Crisis: 2 + 2 + 1 and a 4 on the Proficiency Die, 9 against 8',
    input: repairingSwords(8),
    dice: [2, 2, 4],
    expected: { label: 'Moderate Success', score: 9, successLevels: 1, failureLevels: 0 },
  },
  {
    title: 'No Proficiency halves the Score: 8 becomes 4, equal to the Difficulty: Borderline',
    input: { main: { boon: 18 }, proficiencies: 0, difficulty: 4 },
    dice: [3, 3, 3],
    expected: {
      label: 'Borderline',
      result: 'success',
      tier: 0,
      score: 4,
      successLevels: 1,
      failureLevels: 1,
    },
  },
  {
    title: 'A tie with tie: stalemate is a Stalemate',
    input: { main: { boon: 18 }, proficiencies: 0, difficulty: 4, tie: 'stalemate' },
    dice: [3, 3, 3],
    expected: { label: 'Stalemate', result: 'stalemate', tier: 0, successLevels: 0, failureLevels: 0 },
  },
  {
    title:
      'A Stalemate tie with Boxcars is a Crisis, but neither a pass nor a fail: the Stalemate stands, with no Reversal',
    input: { ...repairingSwords(11), tie: 'stalemate' },
    dice: [2, 2, 6],
    expected: {
      label: 'Stalemate',
      result: 'stalemate',
      tier: 0,
      score: 11,
      successLevels: 0,
      failureLevels: 0,
      crisis: 'Boxcars',
    },
  },
  {
    title:
      'A Stalemate tie on 11: the double adds nothing (neither a pass nor a fail); numerology (Geometry 11) adds a Success Level',
    input: {
      main: { dice: '1d20' },
      proficiencies: 1,
      difficulty: 11,
      tie: 'stalemate',
      doubles: true,
      numerology: true,
      geometry: 11,
    },
    dice: [11],
    expected: { label: 'Stalemate', result: 'stalemate', score: 11, successLevels: 1, failureLevels: 0 },
  },
  {
    title: 'The trump Facet adds +5 and a Success Level: 3 + 5 = 8 is twice 4, a Complete Success',
    input: { facet: 'Craft', trump: 'Craft', main: { boon: 13 }, proficiencies: 1, difficulty: 4 },
    dice: [1, 1],
    expected: { label: 'Complete Success', score: 8, successLevels: 3, failureLevels: 0 },
  },
  {
    title:
      "Snake Eyes on a pass with the trump Facet: an Automatic Stalemate keeps the trump's Success Level, as a tie's Stalemate would",
    input: { facet: 'Craft', trump: 'Craft', main: { boon: 13 }, proficiencies: 2, difficulty: 5 },
    dice: [1, 1, 1],
    expected: {
      label: 'Automatic Stalemate',
      result: 'stalemate',
      score: 9,
      crisis: 'Snake Eyes',
      successLevels: 1,
      failureLevels: 0,
    },
  },
  {
    title: 'Gossamer where Zeal is called for adds a Failure Level',
    input: { facet: 'Gossamer', trump: 'Zeal', main: { boon: 13 }, proficiencies: 1, difficulty: 4 },
    dice: [2, 2],
    expected: { label: 'Moderate Success', score: 5, successLevels: 1, failureLevels: 1 },
  },
  {
    title:
      'Main dice, a Descendant, bought dice and 2d6 Proficiency Dice, in that order: 18 is a Superior Success',
    input: {
      main: { label: 'Craft', boon: 13 },
      descendant: { label: 'Hammer', dice: '1d4' },
      extra: [{ label: 'Bought Annex', boon: 9 }],
      proficiencies: 3,
      difficulty: 6,
    },
    dice: [2, 1, 3, 2, 2, 3, 4],
    expected: { label: 'Superior Success', tier: 3, score: 18, successLevels: 3, failureLevels: 0 },
  },
  {
    title: 'Past four Proficiencies it is still 3d6; all 1s are Snake Eyes',
    input: { main: { boon: 3 }, proficiencies: 5, aptProficiencies: 2, difficulty: 3 },
    dice: [2, 1, 1, 1],
    expected: { label: 'Automatic Stalemate', score: 5, crisis: 'Snake Eyes' },
  },
  {
    title: 'Doubles and multiples: a Score of 44 against 10 adds 1 + 2 Success Levels',
    input: { main: { dice: '1d100' }, proficiencies: 1, difficulty: 10, doubles: true, multiples: true },
    dice: [44],
    expected: { label: 'Superior Success', score: 44, successLevels: 6, failureLevels: 0 },
  },
  {
    title: 'Multiples on a fail: a Score of 3 against 10 adds ceil(10 / 3) - 2 = 2 Failure Levels',
    input: { main: { dice: '1d20' }, proficiencies: 1, difficulty: 10, multiples: true },
    dice: [3],
    expected: { label: 'Complete Failure', score: 3, successLevels: 0, failureLevels: 4 },
  },
  {
    title: "Numerology: a Score of 16 collapses to 7, Desi's Geometry (Heptagon)",
    input: { main: { dice: '1d20' }, proficiencies: 1, difficulty: 10, numerology: true, geometry: 'Desi' },
    dice: [16],
    expected: { label: 'Moderate Success', score: 16, successLevels: 2, failureLevels: 0 },
  },
  {
    title: 'A Score below 0 is a Serious Failure',
    input: { main: { dice: '1d4-6' }, proficiencies: 1, difficulty: 3 },
    dice: [1],
    expected: { label: 'Serious Failure', tier: -3, score: -5, successLevels: 0, failureLevels: 3 },
  },
];
