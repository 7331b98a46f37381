import type { Effect, Outcome } from '@verdict/core';
import { addLevels, type ExtraLevel, type Rung } from './levels.js';

/**
 * A T13 outcome: the rung's label, tier and result, its levels plus the extra levels (each also reported
 * as an effect), and any fields of the test.
 *
 * @example
 * levelOutcome(ladderRung('Moderate Success'), [], { totals: { tested: 132, opposing: 111 } });
 */
export function levelOutcome(
  rung: Rung,
  extras: readonly ExtraLevel[],
  fields: Readonly<Record<string, unknown>> = {},
  effects: readonly Effect[] = [],
): Outcome {
  const levels = addLevels(rung, extras);
  return {
    result: rung.result,
    label: rung.label,
    tier: rung.tier,
    successLevels: levels.successLevels,
    failureLevels: levels.failureLevels,
    effects: [...extras.map((e) => ({ kind: e.kind, text: e.text, count: e.count })), ...effects],
    ...fields,
  };
}
