import type { TestExample } from '@verdict/core';
import type { z } from 'zod';
import type { checkInput } from './check.js';

/** Worked checks: the seed's Grog, every negative-pool size, the best and worst results. */
export const checkExamples: readonly TestExample<z.input<ReturnType<typeof checkInput>>>[] = [
  {
    title: 'Grog jumps the gap: Might 2, nimble boots +1 die, over his load by 1: four dice against 8',
    input: {
      attribute: 'might',
      rating: 2,
      bonusDice: 1,
      bonusLabel: 'nimble boots',
      penaltyDice: 1,
      penaltyLabel: 'over the load by 1',
      difficulty: 8,
    },
    dice: [6, 3, 5, 1],
    expected: { result: 'success', label: 'Success, 3 degrees', tier: 4, margin: 3, total: 11 },
  },
  {
    title: 'Meeting the Difficulty scrapes by: two dice, 3 + 3 against 6',
    input: { attribute: 'knack', rating: 0, difficulty: 6 },
    dice: [3, 3],
    expected: { result: 'success', label: 'Success, 0 degrees', tier: 1, margin: 0, total: 6 },
  },
  {
    title: 'A negative pool of 1 (Will -1): roll three dice, keep the lowest two',
    input: { attribute: 'will', rating: -1, difficulty: 7 },
    dice: [6, 2, 4],
    expected: { result: 'failure', label: 'Failure, 1 degree', tier: -1, margin: -1, total: 6 },
  },
  {
    title: 'A negative pool of 0 (Might 0, two penalty dice): roll four dice, keep the lowest two',
    input: { attribute: 'might', rating: 0, penaltyDice: 2, difficulty: 7 },
    dice: [5, 6, 3, 4],
    expected: { result: 'success', label: 'Success, 0 degrees', tier: 1, margin: 0, total: 7 },
  },
  {
    title: 'A negative pool of -1 (Knack -1, two penalty dice): roll five dice, keep the lowest two',
    input: { attribute: 'knack', rating: -1, penaltyDice: 2, difficulty: 9 },
    dice: [6, 6, 5, 6, 6],
    expected: { result: 'success', label: 'Success, 2 degrees', tier: 3, margin: 2, total: 11 },
  },
  {
    title: 'A 12 is the best possible outcome: Might 1 against 11',
    input: { attribute: 'might', rating: 1, difficulty: 11 },
    dice: [6, 2, 6],
    expected: { result: 'success', label: 'Success, 1 degree', tier: 2, critical: 'success', total: 12 },
  },
  {
    title: 'A 2 is the worst possible outcome: a jump at Difficulty 7 plunges into the abyss',
    input: { attribute: 'might', rating: 0, difficulty: 7 },
    dice: [1, 1],
    expected: { result: 'failure', label: 'Failure, 5 degrees', tier: -5, critical: 'failure', total: 2 },
  },
  {
    title:
      'A dangerous gap: a difficulty of 7 and a cost of 2 fatigue; an 8 is a degree of success, which reduces it to 1',
    input: { attribute: 'might', rating: 0, difficulty: 7, fatigueCost: 2 },
    dice: [5, 3],
    expected: {
      result: 'success',
      label: 'Success, 1 degree',
      margin: 1,
      total: 8,
      effects: [
        { kind: 'fatigue', text: 'Fatigue: a cost of 2, less 1 degree of success: 1 fatigue', cost: 1 },
      ],
    },
  },
  {
    title: 'The same gap made with a 7: no degree of success, the fatigue cost stays 2',
    input: { attribute: 'might', rating: 0, difficulty: 7, fatigueCost: 2 },
    dice: [3, 4],
    expected: {
      result: 'success',
      label: 'Success, 0 degrees',
      margin: 0,
      total: 7,
      effects: [
        {
          kind: 'fatigue',
          text: 'Fatigue: a cost of 2, met the Difficulty, no degree of success to take off: 2 fatigue',
          cost: 2,
        },
      ],
    },
  },
  {
    title: 'The same gap failed by one: the failure increases the fatigue cost to 3',
    input: { attribute: 'might', rating: 0, difficulty: 7, fatigueCost: 2 },
    dice: [2, 4],
    expected: {
      result: 'failure',
      label: 'Failure, 1 degree',
      margin: -1,
      total: 6,
      effects: [
        { kind: 'fatigue', text: 'Fatigue: a cost of 2, plus 1 degree of failure: 3 fatigue', cost: 3 },
      ],
    },
  },
];
