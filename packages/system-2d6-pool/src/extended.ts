import { defineTest, resolveByRounds } from '@verdict/core';
import { extendedCost } from './cost.js';
import { extendedEntryBytes } from './entry-bytes.js';
import { extendedExamples } from './extended-examples.js';
import { extendedInput, extendedLimits } from './extended-input.js';
import { extendedOdds } from './extended-odds.js';
import { extendedRounds, turnNeeds } from './extended-rounds.js';
import { extendedLabels, extendedUi } from './labels.js';

/**
 * The extended test: every participant rolls each turn, the party's progress grows by what each beat the
 * Difficulty by, and the test is passed on the turn the required progress is reached, or left unresolved
 * (progress kept) once its Max turns have passed. Playable whole or turn by turn.
 */
export const extended = defineTest({
  title: 'Extended test',
  labels: extendedLabels,
  ui: extendedUi,
  description:
    'A task that takes turns: every participant rolls each turn and the party gains progress by what each ' +
    'roll beat the Difficulty by; passed when the progress is reached, unresolved once its Max turns have passed.',
  get input() {
    return extendedInput();
  },
  needs: turnNeeds,
  limits: extendedLimits,
  cost: extendedCost,
  maxEntryBytes: extendedEntryBytes,
  rounds: extendedRounds,
  resolve: resolveByRounds(extendedRounds, { roundName: 'turn' }),
  odds: extendedOdds,
  examples: extendedExamples,
});
