import type { TestExample } from '@verdict/core';
import type { ValueInputIn } from './value-schema.js';

type Side = ValueInputIn['tested'];

const pushers: Side = {
  facet: 'Zeal',
  contributions: [
    { label: 'Pusher 1', boon: 13 },
    { label: 'Pusher 2', boon: 13 },
  ],
};
const onePusher: Side = { facet: 'Zeal', contributions: [{ label: 'Pusher', boon: 13 }] };
const car: Side = { facet: 'Inertia', contributions: [{ label: 'Car', boon: 18 }] };
const people = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Person ${i + 1}`, boon: 13 }));
/** A 34 % chance: Value 34 against 66. */
const thirtyFour: ValueInputIn = {
  tested: { contributions: [{ label: 'Character', value: 34 }] },
  opposing: { contributions: [{ label: 'Obstacle', value: 66 }] },
  mode: 'percentage',
};

/** The Value Test's worked examples: every example of the seed and the rules, run as tests. */
export const valueExamples: readonly TestExample<ValueInputIn>[] = [
  {
    title: 'Two Zeal-13 pushers (66 + 66 = 132) move the Inertia-18 car (111)',
    input: { tested: pushers, opposing: car },
    dice: [],
    expected: {
      label: 'Moderate Success',
      result: 'success',
      tier: 1,
      successLevels: 1,
      failureLevels: 0,
      totals: { tested: 132, opposing: 111 },
    },
  },
  {
    title: "One pusher's 37 % chance to move the car (66 against 111), rolling 37",
    input: { tested: onePusher, opposing: car, mode: 'percentage' },
    dice: [37],
    expected: { label: 'Moderate Success', chance: 37, rolledFor: 'tested', successLevels: 1 },
  },
  {
    title: "Two pushers: the car's 46 % chance to resist (111 against 132), rolling 47",
    input: { tested: pushers, opposing: car, mode: 'percentage' },
    dice: [47],
    expected: {
      label: 'Moderate Success',
      chance: 46,
      rolledFor: 'opposing',
      successLevels: 1,
      failureLevels: 0,
    },
  },
  {
    title: 'Difficulty 13 is Value 1087: 16 Boon-13 people (1056) fall short; it takes 17',
    input: { tested: { contributions: people(16) }, opposing: { difficulty: 13 } },
    dice: [],
    expected: {
      label: 'Moderate Failure',
      failureLevels: 1,
      totals: { tested: 1056, opposing: 1087 },
      helpersToBeat: { boon: 13, count: 17 },
    },
  },
  {
    title: '17 Boon-13 people (1122) beat Difficulty 13 (1087)',
    input: { tested: { contributions: people(17) }, opposing: { difficulty: 13 } },
    dice: [],
    expected: { label: 'Moderate Success', totals: { tested: 1122, opposing: 1087 } },
  },
  {
    title: 'Pushing with Gossamer instead of Zeal adds one Failure Level',
    input: { tested: { ...pushers, facet: 'Gossamer' }, opposing: car },
    dice: [],
    expected: { label: 'Moderate Success', result: 'success', successLevels: 1, failureLevels: 1 },
  },
  {
    title:
      'Zeal against Inertia where Quiet is called for: the same colour as Quiet, and Yang opposing Yin: no Failure Level',
    input: { tested: pushers, opposing: car, trump: 'Quiet' },
    dice: [],
    expected: { label: 'Moderate Success', successLevels: 1, failureLevels: 0 },
  },
  {
    title:
      'Jeer against Virtue where Orthodox is called for: opposing a Yin Facet with a Yin Facet adds a Failure Level',
    input: {
      tested: { facet: 'Jeer', contributions: [{ label: 'Heckler', boon: 14 }] },
      opposing: { facet: 'Virtue', contributions: [{ label: 'Saint', boon: 13 }] },
      trump: 'Orthodox',
    },
    dice: [],
    expected: { label: 'Moderate Success', successLevels: 1, failureLevels: 1 },
  },
  {
    title: 'Equal totals are a Stalemate',
    input: {
      tested: onePusher,
      opposing: { facet: 'Inertia', contributions: [{ label: 'Cart', boon: 13 }] },
    },
    dice: [],
    expected: { label: 'Stalemate', result: 'stalemate', tier: 0, successLevels: 0, failureLevels: 0 },
  },
  {
    title: 'Multiples: a roll of 68 against 34 % adds a Failure Level',
    input: { ...thirtyFour, multiples: true },
    dice: [68],
    expected: { label: 'Moderate Failure', chance: 34, successLevels: 0, failureLevels: 2 },
  },
  {
    title: 'Multiples: a roll of 17 against 34 % adds a Success Level',
    input: { ...thirtyFour, multiples: true },
    dice: [17],
    expected: { label: 'Moderate Success', chance: 34, successLevels: 2, failureLevels: 0 },
  },
  {
    title: 'Numerology: a roll of 24 collapses to 6, the Geometry',
    input: { ...thirtyFour, numerology: true, geometry: 6 },
    dice: [24],
    expected: { label: 'Moderate Success', successLevels: 2, failureLevels: 0 },
  },
  {
    title: "Numerology by name: Desi's Geometry is 7 (Heptagon); a failed 70 collapses to 7",
    input: { ...thirtyFour, numerology: true, geometry: 'Desi' },
    dice: [70],
    expected: { label: 'Moderate Failure', successLevels: 1, failureLevels: 1 },
  },
  {
    title:
      'The face 100 reads as 00 for every option: a double, and for numerology digits adding to 0, which match no Geometry (Circle, 1)',
    input: { ...thirtyFour, doubles: true, numerology: true, geometry: 1 },
    dice: [100],
    expected: { label: 'Moderate Failure', roll: 100, successLevels: 0, failureLevels: 2 },
  },
  {
    title: 'Doubles: a failed 55 adds a Failure Level',
    input: { ...thirtyFour, doubles: true },
    dice: [55],
    expected: { label: 'Moderate Failure', successLevels: 0, failureLevels: 2 },
  },
  {
    title: 'Doubles, mirrored: the car resists with a 44, one more Failure Level for the pushers',
    input: { tested: pushers, opposing: car, mode: 'percentage', doubles: true },
    dice: [44],
    expected: { label: 'Moderate Failure', rolledFor: 'opposing', successLevels: 0, failureLevels: 2 },
  },
  {
    title:
      "Numerology is never mirrored: the car resists two pushers with a 24, which collapses to 6, the pushers' Geometry",
    input: { tested: pushers, opposing: car, mode: 'percentage', numerology: true, geometry: 6 },
    dice: [24],
    expected: { label: 'Moderate Failure', rolledFor: 'opposing', successLevels: 1, failureLevels: 1 },
  },
  {
    title:
      'Multiples at a chance of 0: every roll is at or over 2x, 3x and 4x the chance, so a fail takes 3 Failure Levels more',
    input: {
      tested: { contributions: [{ label: 'Character', value: 0 }] },
      opposing: car,
      mode: 'percentage',
      multiples: true,
    },
    dice: [57],
    expected: { label: 'Moderate Failure', chance: 0, successLevels: 0, failureLevels: 4 },
  },
];
