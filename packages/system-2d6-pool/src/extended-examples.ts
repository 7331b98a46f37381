import type { TestExample } from '@verdict/core';
import type { z } from 'zod';
import type { extendedInput } from './extended-input.js';

const grog = { name: 'Grog', rating: 2, bonusDice: 1, penaltyDice: 1 };

/** Worked extended tests: a party over hours, a lone lock-picker, a flat roll, and running out of turns. */
export const extendedExamples: readonly TestExample<z.input<ReturnType<typeof extendedInput>>>[] = [
  {
    title: 'Grog and Ulla clear the rubble: finished in 3 hours (meeting the Difficulty adds nothing)',
    input: {
      difficulty: 8,
      progressRequired: 5,
      participants: [grog, { name: 'Ulla', rating: 1 }],
      timescale: 'hour',
    },
    // Turn by turn: Grog's four dice, then Ulla's three.
    dice: [2, 6, 4, 3, 5, 1, 2, 1, 1, 3, 2, 4, 4, 1, 6, 6, 1, 1, 2, 2, 2],
    expected: { result: 'success', label: 'Success', tier: 1, turns: 3, progress: 6, time: '3 hours' },
  },
  {
    title: 'Only one can pick a lock (maxParticipants 1): Ulla alone, Knack 1, in 2 turns',
    input: {
      difficulty: 7,
      progressRequired: 4,
      participants: [{ name: 'Ulla', rating: 1 }],
      maxParticipants: 1,
    },
    dice: [5, 3, 2, 6, 1, 4],
    expected: { result: 'success', label: 'Success', tier: 1, turns: 2, progress: 4, time: '2 turns' },
  },
  {
    title: 'A flat roll (2d6 + rating): Mira searches the wilderness a day at a time',
    input: {
      difficulty: 9,
      progressRequired: 3,
      participants: [{ name: 'Mira', rating: 2 }],
      timescale: 'day',
      roll: 'flat',
    },
    dice: [5, 4, 6, 2],
    expected: { result: 'success', label: 'Success', tier: 1, turns: 2, progress: 3, time: '2 days' },
  },
  {
    title: 'Out of turns: a week-long build left unresolved after 2 weeks, progress kept',
    input: {
      difficulty: 10,
      progressRequired: 6,
      participants: [{ name: 'Grog', rating: 0 }],
      timescale: 'week',
      maxTurns: 2,
    },
    dice: [6, 6, 3, 4],
    expected: { result: 'unresolved', label: 'Unresolved', tier: 0, turns: 2, progress: 2, time: '2 weeks' },
  },
  {
    title:
      'Resuming the rubble the next day: progress remains (3 of 5 made earlier), and Grog finishes it in an hour',
    input: {
      difficulty: 8,
      progressRequired: 5,
      progressMade: 3,
      participants: [{ name: 'Grog', rating: 0 }],
      timescale: 'hour',
    },
    dice: [6, 4],
    expected: { result: 'success', label: 'Success', tier: 1, turns: 1, progress: 5, time: '1 hour' },
  },
];
